import { ROSTER_NAME_MAX, ROSTER_NAME_MIN, SHIRT_NUMBER_MAX, type TeamPlayerDto } from '@cancha/shared';
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
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useRosterCache } from './roster-cache';

interface LineValues {
  name: string;
  shirtNumber: string;
}

/**
 * 'Editar' on a roster line with no account (docs/decisions/025): the organiser fixes a typed name or number. An
 * account's name is its own, so only roster-only lines offer it.
 */
export function RosterLineDialog({
  teamId,
  tournamentId,
  player,
  name,
  onOpenChange,
}: {
  teamId: string;
  tournamentId: string;
  player: TeamPlayerDto | null;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={player !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Editar a {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Corrige cómo aparece en el plantel, las planillas y las tablas.</Trans>
          </DialogDescription>
        </DialogHeader>
        {player ? (
          <LineForm
            teamId={teamId}
            tournamentId={tournamentId}
            player={player}
            name={name}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LineForm({
  teamId,
  tournamentId,
  player,
  name,
  onDone,
}: {
  teamId: string;
  tournamentId: string;
  player: TeamPlayerDto;
  name: string;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useRosterCache();
  const update = useMutation(trpc.roster.updatePlayer.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LineValues>({
    defaultValues: { name, shirtNumber: player.shirtNumber === null ? '' : String(player.shirtNumber) },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setAlert(null);
    const number = values.shirtNumber.trim();
    try {
      const team = await update.mutateAsync({
        teamId,
        playerId: player.id,
        name: values.name.trim().replace(/\s+/g, ' '),
        shirtNumber: number === '' ? null : Number(number),
      });
      void cache.teamChanged(team, tournamentId);
      toast.success(t`Plantel actualizado.`);
      onDone();
    } catch (err) {
      if (appCodeOf(err) === 'SHIRT_NUMBER_TAKEN') {
        form.setError('shirtNumber', { type: 'server', message: errorMessage(i18n, err) });
      } else {
        setAlert(errorMessage(i18n, err));
        void cache.refreshTeam(teamId, tournamentId);
      }
    }
  });

  const nameId = `${id}-name`;
  const numberId = `${id}-number`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={update.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field id={nameId} label={<Trans>Nombre</Trans>} error={errors.name?.message}>
        <Input
          id={nameId}
          autoComplete="off"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(nameId, { error: !!errors.name })}
          {...form.register('name', {
            validate: (value) => {
              const length = value.trim().length;
              return (
                (length >= ROSTER_NAME_MIN && length <= ROSTER_NAME_MAX) ||
                t`El nombre debe tener de ${ROSTER_NAME_MIN} a ${ROSTER_NAME_MAX} caracteres`
              );
            },
          })}
        />
      </Field>
      <Field id={numberId} label={<Trans>Número</Trans>} error={errors.shirtNumber?.message}>
        <Input
          id={numberId}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.shirtNumber ? true : undefined}
          aria-describedby={describedBy(numberId, { error: !!errors.shirtNumber })}
          {...form.register('shirtNumber', {
            validate: (value) =>
              value.trim() === '' ||
              (/^\d+$/.test(value.trim()) && Number(value) <= SHIRT_NUMBER_MAX) ||
              t`El número debe ser de 0 a ${SHIRT_NUMBER_MAX}`,
          })}
        />
      </Field>
      <DialogActions pending={update.isPending}>
        <Trans>Guardar</Trans>
      </DialogActions>
    </form>
  );
}
