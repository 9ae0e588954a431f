import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';

export const Route = createFileRoute('/player/profile')({
  staticData: { crumb: msg`Mi cuenta` },
  component: AccountPage,
});
