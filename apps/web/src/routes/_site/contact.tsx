import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/site/contact-page';

// spec: platform §2 Public — the contact form (name, email, description).
export const Route = createFileRoute('/_site/contact')({
  component: ContactPage,
});
