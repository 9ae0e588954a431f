import type { PostDto } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatPostDate, isoDate } from './blog-format';
import { POST_TYPE_LABELS, readingTimeLabel } from './blog-labels';
import { PostImage } from './post-image';

/** Type label, date ('dd MMM, yyyy' in the reader's language) and 'N min de lectura'. */
export function PostMeta({ post, className }: { post: PostDto; className?: string }) {
  const { i18n } = useLingui();
  const date = formatPostDate(post.createdAt, i18n.locale);
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm', className)}
    >
      <Badge variant="secondary">{i18n._(POST_TYPE_LABELS[post.type])}</Badge>
      {date ? <time dateTime={isoDate(post.createdAt)}>{date}</time> : null}
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-3.5" aria-hidden />
        {i18n._(readingTimeLabel(post.readingTime))}
      </span>
    </div>
  );
}

const cardLink =
  'outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50';

/** One post of the grid; the whole card opens the article. */
export function PostCard({ post, headingLevel = 'h3' }: { post: PostDto; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden">
        <PostImage src={post.image} className="transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <PostMeta post={post} />
        <Heading className="text-balance font-semibold text-lg leading-snug">
          <Link to="/blog/article/$slug" params={{ slug: post.slug }} className={cardLink}>
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted-foreground text-sm leading-relaxed">{post.excerpt}</p>
      </div>
    </article>
  );
}

/**
 * The featured first post (docs/product/blog.md#blog-list): a large card, image beside the text on wide
 * screens.
 */
export function FeaturedPostCard({ post }: { post: PostDto }) {
  const { t } = useLingui();
  return (
    <article
      data-testid="featured-post"
      className="group relative grid overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md md:grid-cols-[3fr_2fr]"
    >
      <div className="aspect-[16/9] overflow-hidden md:aspect-auto md:min-h-80">
        <PostImage
          src={post.image}
          eager
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-col justify-center gap-4 p-5 sm:p-8">
        <p className="font-semibold text-primary text-xs uppercase tracking-widest">{t`Destacado`}</p>
        <h2 className="text-balance font-bold text-2xl leading-tight tracking-tight sm:text-3xl">
          <Link to="/blog/article/$slug" params={{ slug: post.slug }} className={cardLink}>
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-4 text-muted-foreground leading-relaxed">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export function FeaturedPostSkeleton() {
  return (
    <div className="grid overflow-hidden rounded-2xl border bg-card md:grid-cols-[3fr_2fr]">
      <Skeleton className="aspect-[16/9] rounded-none md:aspect-auto md:min-h-80" />
      <div className="grid content-center gap-4 p-5 sm:p-8">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-5 w-48" />
      </div>
    </div>
  );
}
