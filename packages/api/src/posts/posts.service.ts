import { type Db, execute, fetchAll, fetchOne, inlineLimit, postSlugs, posts, transaction } from '@cancha/db';
import {
  DomainError,
  excerptOf,
  foldText,
  type PostDto,
  type PostFields,
  type PostsPage,
  type PostType,
  readingTime,
  slugify,
  withoutControlCharacters,
} from '@cancha/shared';
import { and, count, desc, eq, like, ne, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { UserRow } from '../auth/session';
import { POST_IMAGE_LIMITS, removeUpload, saveImage, type UploadThrottle } from '../uploads/images';
import type { UploadStore } from '../uploads/store';

type PostRow = typeof posts.$inferSelect;

/**
 * The allow-list a post's HTML is cut down to before it is stored: formatting, headings, lists, quotes, links and
 * images over http(s). No script, style, event handler or javascript: URL can survive it.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the site without handing it the opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    // An image its author left undescribed is announced as decoration rather than by its file name.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export function sanitizePostHtml(html: string): string {
  // The schema refused control characters and bidi overrides typed as such; written as character references
  // (`&#x202E;`) they come out of the sanitiser decoded, and are dropped here.
  return withoutControlCharacters(sanitizeHtml(html, ALLOWED));
}

function toDto(row: PostRow): PostDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    video: row.video,
    type: row.type,
    readingTime: row.readingTime,
    status: row.status,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A slug no other post has, nor had (an old address keeps leading to its post): the title's, then -2, -3… for a
 * repeated title.
 */
async function uniqueSlug(db: Db, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title) || 'post';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken =
      (await fetchOne(
        db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.slug, candidate), exceptId ? ne(posts.id, exceptId) : undefined)),
      )) ??
      (await fetchOne(
        db
          .select({ id: postSlugs.postId })
          .from(postSlugs)
          .where(and(eq(postSlugs.slug, candidate), exceptId ? ne(postSlugs.postId, exceptId) : undefined)),
      ));
    if (!taken) return candidate;
  }
}

/**
 * docs/product/blog.md#calls — GET posts: newest first, by type and title, a page at a time. Drafts only for
 * owners.
 */
export async function listPosts(
  db: Db,
  input: { type?: PostType | undefined; q?: string | undefined; page: number; pageSize: number },
  withDrafts: boolean,
): Promise<PostsPage> {
  const filters: (SQL | undefined)[] = [
    withDrafts ? undefined : eq(posts.status, 'PUBLISHED'),
    input.type ? eq(posts.type, input.type) : undefined,
    // docs/product/blog.md#managing-posts — the owners' search ignores case, and accents too ('guia' finds
    // 'Guía').
    input.q ? like(posts.searchTitle, `%${foldText(input.q).replace(/[%_]/g, '')}%`) : undefined,
  ];
  const where = and(...filters);
  const total = (await fetchOne(db.select({ n: count() }).from(posts).where(where)))?.n ?? 0;
  const rows = await fetchAll(
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(inlineLimit(input.pageSize))
      .offset((input.page - 1) * input.pageSize),
  );
  return {
    posts: rows.map(toDto),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pages: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}

/**
 * docs/product/blog.md#calls — GET posts/slug/{slug}; a draft is only for owners. A renamed post is found by
 * its old address too, and answers with its current slug (the page then moves to it).
 */
export async function postBySlug(db: Db, slug: string, withDrafts: boolean): Promise<PostDto> {
  const row =
    (await fetchOne(db.select().from(posts).where(eq(posts.slug, slug)))) ??
    (
      await fetchOne(
        db
          .select({ post: posts })
          .from(postSlugs)
          .innerJoin(posts, eq(postSlugs.postId, posts.id))
          .where(eq(postSlugs.slug, slug)),
      )
    )?.post;
  if (!row || (row.status === 'DRAFT' && !withDrafts)) throw new DomainError('NOT_FOUND');
  return toDto(row);
}

function columnsOf(input: PostFields) {
  const content = sanitizePostHtml(input.content);
  return {
    title: input.title,
    searchTitle: foldText(input.title),
    type: input.type,
    content,
    excerpt: excerptOf(content, input.excerpt),
    readingTime: readingTime(content),
    video: input.video ?? null,
    status: input.status ?? 'PUBLISHED',
    tags: input.tags ?? [],
  };
}

/**
 * docs/product/blog.md#calls — POST posts (multipart: the fields and an optional image); slug and reading
 * time are ours.
 */
export async function createPost(
  db: Db,
  uploads: UploadStore,
  user: UserRow,
  input: PostFields & { image?: Blob | undefined },
  countUpload: UploadThrottle,
): Promise<PostDto> {
  const image = input.image
    ? await saveImage(uploads, 'posts', input.image, POST_IMAGE_LIMITS, countUpload)
    : null;
  try {
    const row = await transaction(
      db,
      async (tx) =>
        (await fetchOne(
          tx
            .insert(posts)
            .values({
              ...columnsOf(input),
              slug: await uniqueSlug(tx, input.title),
              image,
              authorId: user.id,
            })
            .returning(),
        ))!,
    );
    return toDto(row);
  } catch (error) {
    if (image) await removeUpload(uploads, image);
    throw error;
  }
}

/**
 * docs/product/blog.md#calls — update posts/{id}; a new title gets a new slug, a new image replaces the old
 * one.
 */
export async function updatePost(
  db: Db,
  uploads: UploadStore,
  input: PostFields & { postId: string; image?: Blob | undefined },
  countUpload: UploadThrottle,
): Promise<PostDto> {
  const before = await fetchOne(db.select().from(posts).where(eq(posts.id, input.postId)));
  if (!before) throw new DomainError('NOT_FOUND');
  const image = input.image
    ? await saveImage(uploads, 'posts', input.image, POST_IMAGE_LIMITS, countUpload)
    : undefined;
  const row = await transaction(db, async (tx) => {
    const slug = input.title === before.title ? before.slug : await uniqueSlug(tx, input.title, before.id);
    if (slug !== before.slug) {
      // The old address keeps leading here; a slug the post takes back is its own again.
      await execute(
        tx
          .insert(postSlugs)
          .values({ slug: before.slug, postId: before.id })
          .onConflictDoUpdate({ target: postSlugs.slug, set: { postId: before.id } }),
      );
      await execute(tx.delete(postSlugs).where(eq(postSlugs.slug, slug)));
    }
    return (await fetchOne(
      tx
        .update(posts)
        .set({ ...columnsOf(input), slug, ...(image ? { image } : {}) })
        .where(eq(posts.id, before.id))
        .returning(),
    ))!;
  });
  if (image) await removeUpload(uploads, before.image);
  return toDto(row);
}

/** docs/product/blog.md#calls — DELETE posts/{id}. */
export async function deletePost(db: Db, uploads: UploadStore, postId: string): Promise<void> {
  const row = await fetchOne(db.delete(posts).where(eq(posts.id, postId)).returning());
  if (!row) throw new DomainError('NOT_FOUND');
  await removeUpload(uploads, row.image);
}
