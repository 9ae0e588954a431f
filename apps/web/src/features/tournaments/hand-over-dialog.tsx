import type { ErrorCode } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { isValidEmail } from '@/lib/validation';
import { useRosterCache } from './roster-cache';

/** Answers about the address itself, shown under the field; anything else is an alert above it. */
const FIELD_CODES: readonly ErrorCode[] = ['INVITATION_PENDING', 'ALREADY_IN_TEAM', 'VALIDATION'];

/**
 * 'Entregar a un capitán' (docs/decisions/025): the organiser offers a team they run to a captain by e-mail. The
 * invitation's link makes the account that accepts it the team's captain, and the organiser stops running it.
 */
export function HandOverDialog({
  teamId,
  teamName,
  tournamentId,
  open,
  onOpenChange,
}: {
  teamId: string;
  teamName: string;
  tournamentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Entregar a un capitán</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Le enviaremos un enlace. Cuando lo acepte será el capitán de {teamName} y llevará su plantel; tú
              dejarás de gestionarlo.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <HandOverForm teamId={teamId} tournamentId={tournamentId} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function HandOverForm({
  teamId,
  tournamentId,
  onDone,
}: {
  teamId: string;
  tournamentId: string;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useRosterCache();
  const handOver = useMutation(trpc.roster.handOver.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (handOver.isPending) return;
    setAlert(null);
    const address = email.trim();
    try {
      const team = await handOver.mutateAsync({ teamId, email: address, locale: uiLocaleOf(i18n.locale) });
      void cache.teamChanged(team, tournamentId);
      toast.success(t`Invitación enviada a ${address}. El equipo será suyo cuando la acepte.`);
      onDone();
    } catch (err) {
      const code = appCodeOf(err);
      if (code && FIELD_CODES.includes(code)) {
        form.setError('email', { type: 'server', message: errorMessage(i18n, err) });
      } else {
        setAlert(errorMessage(i18n, err));
        void cache.refreshTeam(teamId, tournamentId);
      }
    }
  });

  const fieldId = `${id}-email`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={handOver.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field id={fieldId} label={<Trans>Email del capitán</Trans>} error={error}>
        <Input
          id={fieldId}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error: !!error })}
          {...form.register('email', {
            validate: (value) => isValidEmail(value) || t`Formato de email invalido`,
          })}
        />
      </Field>
      <DialogActions pending={handOver.isPending}>
        <Trans>Enviar invitación</Trans>
      </DialogActions>
    </form>
  );
}
