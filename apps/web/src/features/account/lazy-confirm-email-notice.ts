import { lazyDialog } from '@/components/lazy-dialog';

/**
 * The confirm-your-e-mail notice, out of the homes' first load: most users have confirmed, so its code (and its
 * mutation) is fetched only for one who has not, or once the page has settled.
 */
export const LazyConfirmEmailNotice = lazyDialog(
  () => import('./confirm-email-notice').then((m) => m.ConfirmEmailNotice),
  ({ user }) => !user.emailConfirmed || user.pendingEmail !== null,
);
