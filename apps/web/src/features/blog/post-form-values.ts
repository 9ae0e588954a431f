import {
  EXCERPT_LENGTH,
  isHttpUrl,
  POST_TITLE_MAX,
  type PostDto,
  type PostStatus,
  type PostType,
  plainText,
  readingTime,
  slugify,
} from '@cancha/shared';

// Pure rules of the owners' post form (docs/product/admin.md#owner-screens, docs/product/blog.md#posts,
// #slug-and-reading-time, #calls). The server validates again, sanitises the HTML and computes the final slug
// and reading time; what is here is the preview.

export const POST_TITLE_MIN = 3;
export const POST_EXCERPT_MAX = 300;
export const POST_TAG_MAX = 40;
export const POST_TAGS_MAX = 20;
export const POST_VIDEO_MAX = 500;

export interface PostFormValues {
  title: string;
  type: PostType;
  status: PostStatus;
  /** Comma-separated, as the server takes them. */
  tags: string;
  excerpt: string;
  video: string;
  /** The editor's HTML (editor-html.ts normalised). */
  content: string;
}

/**
 * The form's starting values. An excerpt the server generated from the content (docs/product/blog.md#excerpt
 * — the first 150 characters) starts empty, so editing the content keeps it generated.
 */
export function initialPostValues(post?: PostDto | null): PostFormValues {
  if (!post) {
    // docs/product/blog.md#posts — a new post is PUBLISHED by default.
    return { title: '', type: 'BLOG', status: 'PUBLISHED', tags: '', excerpt: '', video: '', content: '' };
  }
  const generated = plainText(post.content).slice(0, EXCERPT_LENGTH);
  return {
    title: post.title,
    type: post.type,
    status: post.status,
    tags: post.tags.join(', '),
    excerpt: post.excerpt === generated ? '' : post.excerpt,
    video: post.video ?? '',
    content: post.content,
  };
}

/** The tags as the server will store them: split on commas, trimmed, blanks dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * The slug the post will have (docs/product/blog.md#slug-and-reading-time): the title's; an edited post keeps
 * its own while the title is unchanged.
 * The server adds -2, -3… when another post already has it.
 */
export function previewSlug(title: string, post?: Pick<PostDto, 'title' | 'slug'> | null): string {
  if (post && title.trim() === post.title) return post.slug;
  return slugify(title) || 'post';
}

/** docs/product/blog.md#slug-and-reading-time — words of the plain text / 200, rounded up. */
export function previewReadingTime(content: string): number {
  return readingTime(content);
}

export type PostFieldProblem =
  | 'titleLength'
  | 'contentEmpty'
  | 'excerptTooLong'
  | 'tagTooLong'
  | 'tooManyTags'
  | 'videoInvalid';

export type PostFormProblems = Partial<
  Record<'title' | 'content' | 'excerpt' | 'tags' | 'video', PostFieldProblem>
>;

export function validatePost(values: PostFormValues): PostFormProblems {
  const problems: PostFormProblems = {};
  const title = values.title.trim();
  if (title.length < POST_TITLE_MIN || title.length > POST_TITLE_MAX) problems.title = 'titleLength';
  if (plainText(values.content) === '') problems.content = 'contentEmpty';
  if (values.excerpt.trim().length > POST_EXCERPT_MAX) problems.excerpt = 'excerptTooLong';
  const tags = parseTags(values.tags);
  if (tags.length > POST_TAGS_MAX) problems.tags = 'tooManyTags';
  else if (tags.some((t) => t.length > POST_TAG_MAX)) problems.tags = 'tagTooLong';
  const video = values.video.trim();
  // The server's rule (PostFields.video): an absolute http(s) address of at most 500 characters.
  if (video && (video.length > POST_VIDEO_MAX || !isHttpUrl(video))) problems.video = 'videoInvalid';
  return problems;
}

/**
 * docs/product/blog.md#calls — POST posts / update posts/{id}: multipart title, type, content, slug,
 * readingTime and an optional image (plus excerpt, video, status and tags). The server recomputes slug and
 * reading time itself; they travel only because the contract lists them.
 */
export function postFormData(
  values: PostFormValues,
  options: { postId?: string; image?: Blob | null; currentSlug?: Pick<PostDto, 'title' | 'slug'> | null },
): FormData {
  const form = new FormData();
  if (options.postId) form.append('postId', options.postId);
  form.append('title', values.title.trim());
  form.append('type', values.type);
  form.append('status', values.status);
  form.append('content', values.content);
  form.append('slug', previewSlug(values.title, options.currentSlug));
  form.append('readingTime', String(readingTime(values.content)));
  // Always sent, even empty: an emptied excerpt or video is cleared, not kept.
  form.append('excerpt', values.excerpt.trim());
  form.append('video', values.video.trim());
  form.append('tags', parseTags(values.tags).join(','));
  if (options.image) form.append('image', options.image);
  return form;
}
