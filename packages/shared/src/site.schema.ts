import { z } from 'zod';
import { Email } from './auth.schema';
import { POST_CONTENT_MAX, POST_STATUSES, POST_TITLE_MAX, POST_TYPES, plainText } from './site';
import { Id } from './teams.schema';

export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

const Tags = z.array(z.string().trim().min(1).max(40)).max(20);

export const PostFields = z.object({
  title: z.string().trim().min(3).max(POST_TITLE_MAX),
  type: PostType,
  content: z
    .string()
    .max(POST_CONTENT_MAX)
    .refine((html) => plainText(html).length > 0, { error: 'CONTENT_EMPTY' }),
  excerpt: z.string().trim().max(300).optional(),
  video: z.url().max(500).optional(),
  status: PostStatus.optional(),
  tags: Tags.optional(),
});
export type PostFields = z.infer<typeof PostFields>;

export const PostsQuery = z.object({
  type: PostType.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(6),
  /** Owners may list drafts too. */
  includeDrafts: z.boolean().default(false),
});

export const PostSlug = z.object({ slug: z.string().trim().min(1).max(200) });
export const PostId = z.object({ postId: Id });

// spec: platform §5 — the contact form.
export const ContactMessage = z.object({
  name: z.string().trim().min(1).max(120),
  email: Email,
  description: z.string().trim().min(1).max(5000),
});

export const CreateOrder = z.object({ amount: z.number().optional() });
export const CapturePayment = z.object({ orderId: z.string().trim().min(1).max(100) });
