import { POST_TYPES, type PostDto, type PostType } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, HomeIcon, NewspaperIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { trpc } from '@/lib/trpc';
import { POST_TYPE_LABELS } from './blog-labels';
import {
  BLOG_PAGE_SIZE,
  type BlogMode,
  blogPageCount,
  blogWindow,
  hasMorePosts,
  postsInWindow,
  serverPagesFor,
} from './blog-paging';
import type { BlogSearch } from './blog-search';
import { Pagination } from './pagination';
import { FeaturedPostCard, FeaturedPostSkeleton, PostCard, PostCardSkeleton } from './post-card';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

export type BlogSearchChange = (next: BlogSearch, options?: { keepScroll?: boolean }) => void;

const ALL = 'ALL';

/**
 * The blog (docs/product/blog.md#blog-list; BLOG-01…06): a type filter, the newest post featured, then a grid
 * of 6 per page; numbered pages on desktop, 'Ver más' on phones. Public: no account needed.
 */
export function BlogListPage({ search, onChange }: { search: BlogSearch; onChange: BlogSearchChange }) {
  const { t } = useLingui();
  const mode: BlogMode = useMediaQuery(DESKTOP_QUERY) ? 'pages' : 'more';
  const page = search.page ?? 1;
  const type = search.type;
  const screen = blogWindow(mode, page);
  const options = (p: number) =>
    trpc.posts.list.queryOptions({ type, page: p, pageSize: BLOG_PAGE_SIZE, includeDrafts: false });

  // The first server page of the screen answers how many posts there are; the others wait for that.
  const firstPage = serverPagesFor(screen)[0]!;
  const first = useQuery(options(firstPage));
  const total = first.data?.total;
  const others = useQueries({
    queries: (total === undefined ? [] : serverPagesFor(screen, total).filter((p) => p !== firstPage)).map(
      (p) => options(p),
    ),
  });
  const loaded = new Map<number, readonly PostDto[]>();
  if (first.data) loaded.set(firstPage, first.data.posts);
  for (const q of others) if (q.data) loaded.set(q.data.page, q.data.posts);
  const failed = [first, ...others].find((q) => q.isError);
  const pageCount = blogPageCount(total ?? 0);

  // A page past the last one (an old link, fewer posts now) shows the last page.
  useEffect(() => {
    if (total !== undefined && page > pageCount)
      onChange({ type, page: pageCount === 1 ? undefined : pageCount });
  }, [total, page, pageCount, type, onChange]);

  let body: React.ReactNode;
  if (first.isPending) {
    body = <BlogSkeleton featured={screen.featured} />;
  } else if (first.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudieron cargar las publicaciones.</Trans>}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
      />
    );
  } else if (first.data.total === 0) {
    body = type ? (
      <EmptyState
        icon={NewspaperIcon}
        title={<Trans>No hay publicaciones de este tipo.</Trans>}
        action={
          <Button variant="outline" onClick={() => onChange({})}>
            <Trans>Ver todas las publicaciones</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={NewspaperIcon}
        title={<Trans>Todavía no hay publicaciones.</Trans>}
        description={<Trans>Pronto vas a encontrar aquí noticias, consejos y guías de fútbol amateur.</Trans>}
        action={
          <Button asChild variant="outline">
            <Link to="/">
              <HomeIcon aria-hidden />
              <Trans>Volver al inicio</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else {
    const view = postsInWindow(loaded, screen);
    const loadingMore = others.some((q) => q.isPending);
    body = (
      <>
        {view.featured ? <FeaturedPostCard post={view.featured} /> : null}
        {view.grid.length > 0 ? (
          <section aria-label={t`Publicaciones`}>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
              {view.grid.map((post) => (
                <li key={post.id} className="grid">
                  <PostCard post={post} headingLevel="h2" />
                </li>
              ))}
              {loadingMore && mode === 'pages'
                ? Array.from({ length: BLOG_PAGE_SIZE - view.grid.length }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <li key={`skeleton-${i}`} aria-hidden>
                      <PostCardSkeleton />
                    </li>
                  ))
                : null}
            </ul>
          </section>
        ) : loadingMore ? (
          <BlogGridSkeleton />
        ) : null}
        {failed ? (
          <LoadError
            message={<Trans>No se pudieron cargar más publicaciones.</Trans>}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : null}
        {mode === 'pages' ? (
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            onPage={(p) => onChange({ type, page: p })}
          />
        ) : hasMorePosts(first.data.total, page) || (loadingMore && !failed) ? (
          <div className="grid justify-items-center">
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={loadingMore}
              onClick={() => onChange({ type, page: page + 1 }, { keepScroll: true })}
            >
              {loadingMore ? <Spinner /> : <ChevronDownIcon aria-hidden />}
              <Trans>Ver más</Trans>
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <PageTitle
          title={t`Blog`}
          description={<Trans>Noticias, consejos y guías para el fútbol amateur.</Trans>}
        />
        <TypeFilter value={type} onChange={(next) => onChange({ type: next })} />
      </div>
      <div className="grid gap-8" aria-busy={first.isPending}>
        {body}
      </div>
    </div>
  );
}

/** docs/product/blog.md#blog-list — filter by post type; the 25 types with their labels. */
function TypeFilter({
  value,
  onChange,
}: {
  value: PostType | undefined;
  onChange: (next: PostType | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-2 md:w-64">
      <Label htmlFor={id}>
        <Trans>Tipo de publicación</Trans>
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? undefined : (next as PostType))}
      >
        <SelectTrigger id={id} data-testid="blog-type-filter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t`Todos los tipos`}</SelectItem>
          {POST_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {i18n._(POST_TYPE_LABELS[type])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function BlogGridSkeleton({ count = BLOG_PAGE_SIZE }: { count?: number }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}

function BlogSkeleton({ featured }: { featured: boolean }) {
  return (
    <>
      {featured ? <FeaturedPostSkeleton /> : null}
      <BlogGridSkeleton />
    </>
  );
}
