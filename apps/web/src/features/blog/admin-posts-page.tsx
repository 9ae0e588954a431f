import type { PostDto } from '@cancha/shared';
import { ADMIN_POSTS_PAGE_SIZE } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, NewspaperIcon, PencilIcon, PlusIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { NameFilter } from '@/components/name-filter';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { AdminTabs } from './admin-tabs';
import { formatPostDate, isoDate } from './blog-format';
import { POST_STATUS_LABELS, POST_TYPE_LABELS } from './blog-labels';
import { adminPageCount } from './blog-paging';
import type { AdminPostsSearch } from './blog-search';
import { Pagination } from './pagination';
import { PostImage } from './post-image';

const DeletePostDialog = lazyDialog(
  () => import('./delete-post-dialog').then((m) => m.DeletePostDialog),
  (props) => props.post !== null,
);

export type AdminPostsSearchChange = (next: AdminPostsSearch) => void;

/**
 * 'Gestionar Posts' (docs/product/admin.md#owner-screens, docs/product/blog.md#managing-posts;
 * BLOG-15…17, BLOG-24): all posts, drafts included, with a case-insensitive title search, 10 per page, and
 * edit and delete on each row.
 */
export function AdminPostsPage({
  search,
  onChange,
}: {
  search: AdminPostsSearch;
  onChange: AdminPostsSearchChange;
}) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  const list = useQuery({
    ...trpc.posts.list.queryOptions({
      q: search.q,
      page,
      pageSize: ADMIN_POSTS_PAGE_SIZE,
      includeDrafts: true,
    }),
    // A new search or page keeps the rows on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<PostDto | null>(null);
  const total = list.data?.total;
  // Stable, so the debounced search is not restarted by unrelated renders.
  const onSearch = useCallback((q: string | undefined) => onChange({ q, page: undefined }), [onChange]);
  const pageCount = adminPageCount(total ?? 0);

  // Past the last page (the last post of a page was deleted, an old link): show the last one.
  useEffect(() => {
    if (total !== undefined && !list.isPlaceholderData && page > pageCount) {
      onChange({ q: search.q, page: pageCount > 1 ? pageCount : undefined });
    }
  }, [total, page, pageCount, search.q, onChange, list.isPlaceholderData]);

  let body: React.ReactNode;
  if (list.isPending) {
    body = <AdminPostsSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <LoadError
        message={<Trans>No se pudieron cargar los posts.</Trans>}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.total === 0) {
    body = search.q ? (
      <EmptyState
        icon={SearchXIcon}
        title={<Trans>Ningún post coincide con la búsqueda.</Trans>}
        action={
          <Button variant="outline" onClick={() => onChange({})}>
            <Trans>Limpiar búsqueda</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={NewspaperIcon}
        title={<Trans>Todavía no hay posts.</Trans>}
        action={<NewPostButton />}
      />
    );
  } else {
    const count = list.data.total;
    body = (
      <>
        <p className="text-muted-foreground text-sm tabular" aria-live="polite">
          <Plural value={count} one="# post" other="# posts" />
        </p>
        <Card className={cn('gap-0 py-0', list.isPlaceholderData && 'opacity-60')}>
          <ul className="divide-y" data-testid="admin-posts">
            {list.data.posts.map((post) => (
              <AdminPostRow key={post.id} post={post} onDelete={() => setDeleting(post)} />
            ))}
          </ul>
        </Card>
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onPage={(p) => onChange({ q: search.q, page: p })}
        />
      </>
    );
  }

  return (
    <>
      <AdminTabs current="posts" />
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
        <PageTitle title={t`Gestionar Posts`} actions={<NewPostButton />} />
        <div className="max-w-md">
          <NameFilter value={search.q} onChange={onSearch} label={<Trans>Buscar por título</Trans>} />
        </div>
        <section className="grid gap-4" aria-label={t`Posts`} aria-busy={list.isFetching}>
          {body}
        </section>
      </div>
      <DeletePostDialog post={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}

function NewPostButton() {
  return (
    <Button asChild>
      <Link to="/admin/posts/new">
        <PlusIcon aria-hidden />
        <Trans>Nuevo post</Trans>
      </Link>
    </Button>
  );
}

function AdminPostRow({ post, onDelete }: { post: PostDto; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const title = post.title;
  const date = formatPostDate(post.createdAt, i18n.locale);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="hidden aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-md sm:block">
          <PostImage src={post.image} className="[&_svg]:size-6" />
        </div>
        <div className="grid min-w-0 gap-1">
          <span className="truncate font-medium" title={title}>
            {title}
          </span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <Badge variant={post.status === 'PUBLISHED' ? 'open' : 'pending'}>
              {i18n._(POST_STATUS_LABELS[post.status])}
            </Badge>
            <span>{i18n._(POST_TYPE_LABELS[post.type])}</span>
            {date ? <time dateTime={isoDate(post.createdAt)}>{date}</time> : null}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-auto">
        <Button asChild variant="ghost" size="icon" aria-label={t`Ver ${title}`}>
          <Link to="/blog/article/$slug" params={{ slug: post.slug }}>
            <ExternalLinkIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/posts/edit/$slug" params={{ slug: post.slug }} aria-label={t`Editar ${title}`}>
            <PencilIcon aria-hidden />
            <Trans>Editar</Trans>
          </Link>
        </Button>
        <Button
          variant="outline"
          onClick={onDelete}
          aria-label={t`Eliminar ${title}`}
          className="text-destructive"
        >
          <Trash2Icon aria-hidden />
          <Trans>Eliminar</Trans>
        </Button>
      </div>
    </li>
  );
}

function AdminPostsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-4 w-20" />
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-3 rounded-lg border p-3">
          <Skeleton className="hidden aspect-[4/3] w-20 sm:block" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-11 w-24" />
        </div>
      ))}
    </div>
  );
}
