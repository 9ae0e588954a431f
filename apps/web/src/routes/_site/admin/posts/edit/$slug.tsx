import { createFileRoute } from '@tanstack/react-router';
import { EditPostPage } from '@/features/blog/post-editor-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/admin.md#owner-screens — the post form, for an existing post (guarded by admin/posts.tsx).
// Posts are found by slug (posts.bySlug shows drafts to owners); under edit/ so no slug can collide with
// /admin/posts/new.
export const Route = createFileRoute('/_site/admin/posts/edit/$slug')({
  loader: ({ context, params }) => prefetchPage(context, '/admin/posts/edit/$slug', params),
  component: EditPostRoute,
});

function EditPostRoute() {
  const { slug } = Route.useParams();
  return <EditPostPage slug={slug} />;
}
