import type { PostStatus, PostType } from './site.schema';

// docs/product/blog.md#posts, #slug-and-reading-time, #excerpt.
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

export const POST_STATUSES = ['PUBLISHED', 'DRAFT'] as const;

/** Posts per page of the owners' 'Gestionar Posts' list. */
export const ADMIN_POSTS_PAGE_SIZE = 10;
export const POST_TITLE_MAX = 160;
export const POST_CONTENT_MAX = 200_000;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Widest or tallest post image, in pixels; also the most any upload may have (api/src/uploads/image-header.ts). */
export const POST_IMAGE_MAX_SIDE = 8192;
/** Most pixels in a post image: 40 megapixels decode to 160 MB of RGBA. */
export const POST_IMAGE_MAX_PIXELS = 40_000_000;
export const EXCERPT_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;

/**
 * docs/product/blog.md#slug-and-reading-time — lower-cased, accents removed, spaces to hyphens, anything else
 * dropped.
 */
/** Text as searches compare it: lower case, accents and other marks dropped ('Guía' and 'guia' meet). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function slugify(title: string): string {
  return foldText(title)
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

/**
 * docs/product/blog.md#slug-and-reading-time — words of the plain text divided by 200, rounded up (at least
 * one minute for any text).
 */
export function readingTime(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/** docs/product/blog.md#excerpt — the excerpt falls back to the first 150 characters of the content. */
export function excerptOf(html: string, given?: string | null): string {
  const own = given?.trim();
  if (own) return own;
  return plainText(html).slice(0, EXCERPT_LENGTH);
}

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

// docs/product/payments-and-ads.md#subscription — the ad-free subscription.
export const SUBSCRIPTION_PRICE = { amount: 1.99, currency: 'USD' } as const;

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
