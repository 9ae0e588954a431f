import type { UserDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { MailCheckIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/**
 * Asks a user to open the link e-mailed to their address (or to the new one they asked to move to): invitations
 * sent to an address wait until it is confirmed. The link can be sent again a few times an hour. With `waiting`
 * (the invitations page), it says how many invitations wait, never which: the server does not tell.
 */
export function ConfirmEmailNotice({
  user,
  waiting = 0,
}: {
  user: Pick<UserDto, 'email' | 'emailConfirmed' | 'pendingEmail'>;
  waiting?: number;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const resend = useMutation(trpc.auth.resendConfirmation.mutationOptions());
  const address = user.pendingEmail ?? user.email;
  const current = user.email;
  if (user.emailConfirmed && !user.pendingEmail) return null;

  const onResend = async () => {
    try {
      await resend.mutateAsync({ locale: uiLocaleOf(i18n.locale) });
      toast.success(t`Te enviamos un enlace nuevo a ${address}.`);
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };

  return (
    <Alert variant="warning" data-testid="confirm-email-notice" className="items-center">
      <MailCheckIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-foreground">
          {!user.emailConfirmed && waiting > 0 ? (
            <>
              <Plural
                value={waiting}
                one="Confirma tu email para ver la invitación que te espera."
                other="Confirma tu email para ver las # invitaciones que te esperan."
              />{' '}
              <Trans>
                Abre el enlace que te enviamos a <strong className="break-all">{address}</strong>.
              </Trans>
            </>
          ) : user.pendingEmail ? (
            <Trans>
              Para usar <strong className="break-all">{address}</strong>, abre el enlace que te enviamos a esa
              dirección. Hasta entonces sigues usando {current}.
            </Trans>
          ) : (
            <Trans>
              Confirma tu email: abre el enlace que te enviamos a{' '}
              <strong className="break-all">{address}</strong>. Las invitaciones a equipos y torneos enviadas
              a esa dirección te esperan hasta entonces.
            </Trans>
          )}
        </p>
        <Button size="sm" variant="outline" className="h-10" onClick={onResend} disabled={resend.isPending}>
          <Trans>Reenviar enlace</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
