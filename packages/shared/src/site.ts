import { z } from 'zod';
import { Email } from './auth';
import { Id } from './teams';

// spec: platform §3 Post, §5 Blog slug and reading time, §9.
export const POST_TYPES = [
  'BLOG',
  'NEWS',
  'TUTORIAL',
  'REVIEW',
  'ROUTINE',
  'EXERCISE',
  'DIET',
  'NUTRITION',
  'WORKOUT_PLAN',
  'SUPPLEMENT',
  'WELLNESS',
  'MENTAL_HEALTH',
  'HEALTH_TIP',
  'INTERVIEW',
  'GUIDE',
  'RECIPE',
  'MOTIVATION',
  'EVENT',
  'PRODUCT_RECOMMENDATION',
  'FAQ',
  'HOW_TO',
  'VIDEO',
  'PODCAST',
  'TESTIMONIAL',
  'OTHER',
] as const;
export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

export const POST_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

export const POST_TITLE_MAX = 160;
export const POST_CONTENT_MAX = 200_000;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EXCERPT_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;

/** spec: §5 — lower-cased, accents removed, spaces to hyphens, anything else dropped. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The text of an HTML fragment, as a reader sees it. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** spec: §5 — words of the plain text divided by 200, rounded up (at least one minute for any text). */
export function readingTime(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/** spec: §3 — the excerpt falls back to the first 150 characters of the content. */
export function excerptOf(html: string, given?: string | null): string {
  const own = given?.trim();
  if (own) return own;
  return plainText(html).slice(0, EXCERPT_LENGTH);
}

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

export interface PostDto {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string | null;
  video: string | null;
  type: PostType;
  readingTime: number;
  status: PostStatus;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

export interface PostsPage {
  posts: PostDto[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

// spec: platform §5 — the contact form.
export const ContactMessage = z.object({
  name: z.string().trim().min(1).max(120),
  email: Email,
  description: z.string().trim().min(1).max(5000),
});

// spec: platform §1, §9 — the ad-free subscription.
export const SUBSCRIPTION_PRICE = { amount: 1.99, currency: 'USD' } as const;

export const CreateOrder = z.object({ amount: z.number().optional() });
export const CapturePayment = z.object({ orderId: z.string().trim().min(1).max(100) });

export interface PaymentDto {
  id: string;
  orderId: string;
  paymentMethod: string;
  amount: number;
  currency: string;
  status: 'CREATED' | 'COMPLETED' | 'DECLINED';
  paymentDate: string | null;
  /** The end of the month this payment bought. */
  periodEnd: string | null;
}
