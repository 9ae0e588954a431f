import { createFileRoute } from '@tanstack/react-router';
import { RecoverPasswordForm } from '@/features/auth/recover-password-form';

export const Route = createFileRoute('/_site/recover-password')({
  component: RecoverPasswordForm,
});
