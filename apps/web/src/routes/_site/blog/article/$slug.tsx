import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/blog/article-page';

// spec: platform §2 Blog, §7 — blog/article/{slug}: GET posts/slug/{slug}. Public.
export const Route = createFileRoute('/_site/blog/article/$slug')({
  // prefetch, not ensure: a missing post is shown as the page's own 'not found' state, not as an error page.
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.prefetchQuery(trpc.posts.bySlug.queryOptions({ slug: params.slug })),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage slug={slug} />;
}
