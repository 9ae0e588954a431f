import { z } from 'zod';
import { Email } from './auth.schema';
import { POST_CONTENT_MAX, POST_STATUSES, POST_TITLE_MAX, POST_TYPES, plainText } from './site';
import { Id } from './teams.schema';
import { httpUrl, multiLine, singleLine } from './text.schema';

export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

const Tags = z.array(singleLine(40).min(1)).max(20);

export const PostFields = z.object({
  title: singleLine(POST_TITLE_MAX).min(3),
  type: PostType,
  content: multiLine(POST_CONTENT_MAX, { trim: false }).refine((html) => plainText(html).length > 0, {
    error: 'CONTENT_EMPTY',
  }),
  excerpt: multiLine(300).optional(),
  /** A link to a video: an absolute http(s) address only (no javascript:, data: or other scheme). */
  video: httpUrl(500).optional(),
  status: PostStatus.optional(),
  tags: Tags.optional(),
});
export type PostFields = z.infer<typeof PostFields>;

export const PostsQuery = z.object({
  type: PostType.optional(),
  q: singleLine(100).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(6),
  /** Owners may list drafts too. */
  includeDrafts: z.boolean().default(false),
});

export const PostSlug = z.object({ slug: z.string().trim().min(1).max(200) });
export const PostId = z.object({ postId: Id });

// docs/product/site-and-navigation.md#contact-form — the contact form.
export const ContactMessage = z.object({
  name: singleLine(120).min(1),
  email: Email,
  description: multiLine(5000).min(1),
});

export const CreateOrder = z.object({ amount: z.number().optional() });
export const CapturePayment = z.object({ orderId: z.string().trim().min(1).max(100) });
