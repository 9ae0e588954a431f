import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/site/faq-page';

// docs/product/site-and-navigation.md#public-pages — the public site's FAQ.
export const Route = createFileRoute('/_site/faq')({
  component: FaqPage,
});
