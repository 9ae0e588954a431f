import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/site/about-page';

// docs/product/site-and-navigation.md#public-pages — about us, with a carousel that autoplays every 5 seconds
// and loops.
export const Route = createFileRoute('/_site/about-us')({
  component: AboutPage,
});
