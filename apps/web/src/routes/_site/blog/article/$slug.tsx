import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/blog/article-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/blog.md#article, #calls — blog/article/{slug}: GET posts/slug/{slug}. Public.
export const Route = createFileRoute('/_site/blog/article/$slug')({
  // prefetch, not ensure: a missing post is shown as the page's own 'not found' state, not as an error page.
  loader: ({ context, params }) => prefetchPage(context, '/blog/article/$slug', params),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage slug={slug} />;
}
