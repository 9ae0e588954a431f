import { createFileRoute } from '@tanstack/react-router';
import { CookiesPolicyPage } from '@/features/site/cookies-policy-page';

export const Route = createFileRoute('/_site/info/cookies-policy')({
  component: CookiesPolicyPage,
});
