import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';

// spec: platform §2 Blog — the article's slug comes from the path or, failing that, from the query
// (/blog/article?slug=…): the query form is sent to the path form; without a slug, to the list.
export const Route = createFileRoute('/_site/blog/article/')({
  validateSearch: z.object({ slug: z.string().trim().min(1).max(200).optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    if (search.slug)
      throw redirect({ to: '/blog/article/$slug', params: { slug: search.slug }, replace: true });
    throw redirect({ to: '/blog', replace: true });
  },
});
