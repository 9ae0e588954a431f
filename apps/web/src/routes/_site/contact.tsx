import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/site/contact-page';

// docs/product/site-and-navigation.md#contact-form — the contact form (name, email, description).
export const Route = createFileRoute('/_site/contact')({
  component: ContactPage,
});
