import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '@/features/layout/site-layout';

// Pathless layout of the public site and the authentication pages.
export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});
