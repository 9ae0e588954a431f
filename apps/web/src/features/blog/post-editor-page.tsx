import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, FileSearchIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { PostForm } from './post-form';

function EditorShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/admin/posts">
            <ArrowLeftIcon aria-hidden />
            <Trans>Volver a Gestionar Posts</Trans>
          </Link>
        </Button>
      </div>
      <PageTitle title={title} />
      {children}
    </div>
  );
}

/** /admin/posts/new: a new post, sent with POST posts (docs/product/blog.md#post-form, #calls). */
export function NewPostPage() {
  const { t } = useLingui();
  return (
    <EditorShell title={t`Nuevo post`}>
      <PostForm />
    </EditorShell>
  );
}

/**
 * /admin/posts/edit/{slug}: edits a post, drafts included, with the update of posts/{id}
 * (docs/product/blog.md#post-form, #calls).
 */
export function EditPostPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = useQuery(trpc.posts.bySlug.queryOptions({ slug }));
  let body: React.ReactNode;
  if (query.isPending) {
    body = <PostFormSkeleton />;
  } else if (query.isError && appCodeOf(query.error) === 'NOT_FOUND') {
    body = (
      <EmptyState
        icon={FileSearchIcon}
        title={<Trans>No encontramos este post.</Trans>}
        action={
          <Button asChild variant="outline">
            <Link to="/admin/posts">
              <Trans>Volver a Gestionar Posts</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else if (query.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudo cargar el post.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    // Keyed by id: the editor reads its HTML once, when it mounts.
    body = <PostForm key={query.data.id} post={query.data} />;
  }
  return <EditorShell title={t`Editar post`}>{body}</EditorShell>;
}

function PostFormSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando post`} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-6">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="grid content-start gap-6">
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </Loading>
  );
}
