import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/site/faq-page';

// spec: platform §1 — the public site's FAQ.
export const Route = createFileRoute('/_site/faq')({
  component: FaqPage,
});
