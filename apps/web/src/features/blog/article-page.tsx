import { isHttpUrl, type PostDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ClockIcon,
  FileSearchIcon,
  PlayCircleIcon,
  TrophyIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/current-user';
import { appCodeOf } from '@/lib/error-kind';
import { appPathFor } from '@/lib/guards';
import { trpc } from '@/lib/trpc';
import { articleUrl, formatPostDate, isoDate } from './blog-format';
import { POST_STATUS_LABELS, POST_TYPE_LABELS, readingTimeLabel } from './blog-labels';
import { RELATED_COUNT, relatedPosts } from './blog-paging';
import { PostCard } from './post-card';
import { PROSE_CLASS } from './prose';
import { ShareButtons } from './share-buttons';

/**
 * blog/article/{slug} (docs/product/blog.md#article; BLOG-07…10): title, type label, 'min de lectura',
 * creation date, hero image, the HTML content, tags, share, a promo block, 3 other posts and a way back to
 * the list. Public.
 */
export function ArticlePage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = useQuery(trpc.posts.bySlug.queryOptions({ slug }));
  const notFound = query.isError && appCodeOf(query.error) === 'NOT_FOUND';
  const title = query.data?.title ?? (notFound ? t`Artículo no encontrado` : null);

  useEffect(() => {
    if (title) document.title = `${title} · Cancha`;
  }, [title]);

  // Reached by a renamed post's old address (a link shared before the rename): the address becomes the current one.
  const navigate = useNavigate();
  const current = query.data?.slug;
  useEffect(() => {
    if (current && current !== slug) {
      void navigate({ to: '/blog/article/$slug', params: { slug: current }, replace: true });
    }
  }, [current, slug, navigate]);

  if (query.isPending) return <ArticleSkeleton />;
  if (notFound) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-12">
        <EmptyState
          icon={FileSearchIcon}
          title={<Trans>No encontramos este artículo.</Trans>}
          description={<Trans>Puede que se haya eliminado o que la dirección no sea correcta.</Trans>}
          action={<BackToBlog />}
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-12">
        <LoadError
          message={<Trans>No se pudo cargar el artículo.</Trans>}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
        <BackToBlog className="justify-self-start" />
      </div>
    );
  }
  return <Article post={query.data} />;
}

function Article({ post }: { post: PostDto }) {
  const { t, i18n } = useLingui();
  const date = formatPostDate(post.createdAt, i18n.locale);
  const url = articleUrl(window.location.origin, post.slug);
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:py-12">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/blog">
            <ArrowLeftIcon aria-hidden />
            <Trans>Volver al blog</Trans>
          </Link>
        </Button>
      </div>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{i18n._(POST_TYPE_LABELS[post.type])}</Badge>
          {post.status === 'DRAFT' ? (
            <Badge variant="pending">{i18n._(POST_STATUS_LABELS.DRAFT)}</Badge>
          ) : null}
        </div>
        <h1 className="text-balance font-extrabold text-3xl leading-tight tracking-tight sm:text-4xl">
          {post.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground">
          {date ? <time dateTime={isoDate(post.createdAt)}>{date}</time> : null}
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-4" aria-hidden />
            {i18n._(readingTimeLabel(post.readingTime))}
          </span>
        </div>
      </header>
      {post.image ? (
        <img
          src={post.image}
          alt=""
          className="aspect-[16/9] w-full rounded-2xl border bg-muted object-cover"
          fetchPriority="high"
        />
      ) : null}
      <div
        className={PROSE_CLASS}
        data-testid="article-content"
        // The server sanitised this HTML before storing it (packages/api posts.service sanitizePostHtml: an
        // allow-list of formatting tags, http(s) links and images, no scripts, styles or event handlers). That is
        // the only reason it may be rendered as HTML here.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      {/* The server takes only http(s) video links; a row stored before that rule is not made a link. */}
      {post.video && isHttpUrl(post.video) ? (
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={post.video} target="_blank" rel="noopener noreferrer nofollow">
            <PlayCircleIcon aria-hidden />
            <Trans>Ver video</Trans>
            <span className="sr-only"> ({t`se abre en otra pestaña`})</span>
          </a>
        </Button>
      ) : null}
      {post.tags.length > 0 ? (
        <section aria-label={t`Etiquetas`}>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="px-3 py-1 text-sm">
                  #{tag}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ShareButtons url={url} title={post.title} text={post.excerpt} />
      <PromoBlock />
      <RelatedPosts slug={post.slug} />
      <div className="flex justify-center">
        <BackToBlog />
      </div>
    </article>
  );
}

function BackToBlog({ className }: { className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link to="/blog">
        <ArrowLeftIcon aria-hidden />
        <Trans>Volver al blog</Trans>
      </Link>
    </Button>
  );
}

/** docs/product/blog.md#article — a promo block: a free account for visitors, the app for users. */
function PromoBlock() {
  const { user } = useCurrentUser();
  return (
    <aside
      aria-labelledby="promo-title"
      className="relative overflow-hidden rounded-2xl bg-primary px-6 py-8 text-primary-foreground sm:px-10"
      data-testid="blog-promo"
    >
      <div
        aria-hidden
        className="absolute inset-0 opacity-40 [background:repeating-linear-gradient(90deg,transparent_0_48px,var(--pitch-stripe)_48px_96px)]"
      />
      <div className="relative grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6">
        <div className="flex size-14 items-center justify-center rounded-full bg-white/15">
          <TrophyIcon className="size-7" aria-hidden />
        </div>
        <div className="grid gap-3">
          <h2 id="promo-title" className="text-balance font-bold text-xl sm:text-2xl">
            {user ? (
              <Trans>Sigue jugando en Cancha</Trans>
            ) : (
              <Trans>Organiza y juega tus torneos con Cancha</Trans>
            )}
          </h2>
          <p className="opacity-95">
            {user ? (
              <Trans>Tus equipos, torneos y desafíos te esperan en la app.</Trans>
            ) : (
              <Trans>
                Crea tu cuenta gratis: arma tu equipo, inscríbete en torneos, desafía a otros equipos y sube
                en el ranking.
              </Trans>
            )}
          </p>
          <div>
            <Button asChild variant="secondary" size="lg">
              {user ? (
                <Link to={appPathFor(user)}>
                  <Trans>Ir a la app</Trans>
                  <ArrowRightIcon aria-hidden />
                </Link>
              ) : (
                <Link to="/register">
                  <Trans>Crear cuenta gratis</Trans>
                  <ArrowRightIcon aria-hidden />
                </Link>
              )}
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
}

/**
 * docs/product/blog.md#blog-list, #article — 'También te puede interesar': the first 3 posts, other than this
 * one.
 */
function RelatedPosts({ slug }: { slug: string }) {
  const { t } = useLingui();
  const list = useQuery(
    trpc.posts.list.queryOptions({ page: 1, pageSize: RELATED_COUNT + 1, includeDrafts: false }),
  );
  const posts = list.data ? relatedPosts(list.data.posts, slug) : [];
  // Extra reading, not the page's purpose: while loading it keeps its place, and on failure or with nothing
  // else to read it stays away.
  if (list.isError || (list.data && posts.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="grid gap-4" data-testid="related-posts">
      <h2 id="related-title" className="font-bold text-xl">
        {t`También te puede interesar`}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.isPending
          ? Array.from({ length: RELATED_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} aria-hidden>
                <Skeleton className="aspect-[4/3] rounded-xl" />
              </li>
            ))
          : posts.map((post) => (
              <li key={post.id} className="grid">
                <PostCard post={post} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function ArticleSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando artículo`} className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:py-12">
      <Skeleton className="h-10 w-36" />
      <div className="grid gap-4">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-56" />
      </div>
      <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
      <div className="grid gap-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
        <Skeleton className="h-4 w-3/4" />
      </div>
    </Loading>
  );
}
