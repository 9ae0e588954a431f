import { createFileRoute } from '@tanstack/react-router';
import { NewPostPage } from '@/features/blog/post-editor-page';

// docs/product/admin.md#owner-screens — the post form, for a new post (guarded by admin/posts.tsx).
export const Route = createFileRoute('/_site/admin/posts/new')({
  component: NewPostPage,
});
