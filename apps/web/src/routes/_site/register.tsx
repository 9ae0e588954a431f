import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/register-form';
import { requireArea } from '@/lib/route-guards';

export const Route = createFileRoute('/_site/register')({
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: RegisterForm,
});
