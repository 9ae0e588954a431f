import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/page-title';
import { useRequiredUser } from '@/features/auth/current-user';
import { EmailPreferences } from '@/features/notifications/email-preferences';
import { PushPreferences } from '@/features/notifications/push-preferences';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { DeleteAccountSection } from './delete-account';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * 'Mi cuenta' — the same page at /player/profile and /tournament-creator/profile
 * (docs/product/accounts.md#profile).
 */
export function AccountPage() {
  const { t } = useLingui();
  const user = useRequiredUser();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageTitle title={t`Mi cuenta`} />
      <ConfirmEmailNotice user={user} />
      {/* keyed by user id: a different account gets a fresh form */}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm user={user} />
      <PushPreferences />
      <EmailPreferences />
      <DeleteAccountSection user={user} />
    </div>
  );
}
