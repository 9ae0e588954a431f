import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/site/privacy-page';

export const Route = createFileRoute('/_site/privacy-policies')({
  component: PrivacyPage,
});
