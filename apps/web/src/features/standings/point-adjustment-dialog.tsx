import { ADJUSTMENT_POINTS_MAX, ADJUSTMENT_REASON_MAX, type StandingRowDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { ChoiceField } from '@/components/form-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// The creator's point deduction or addition, with its reason (docs/decisions/013#awards).

export function PointAdjustmentDialog({
  tournamentId,
  rows,
  open,
  onOpenChange,
}: {
  tournamentId: string;
  rows: readonly StandingRowDto[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useFixtureCache();
  const add = useMutation(trpc.fixtures.addAdjustment.mutationOptions());
  const [teamId, setTeamId] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const value = Number(points);
  const valid =
    teamId !== '' &&
    Number.isInteger(value) &&
    value !== 0 &&
    Math.abs(value) <= ADJUSTMENT_POINTS_MAX &&
    reason.trim().length >= 3;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || add.isPending) return;
    setError(null);
    try {
      await add.mutateAsync({ tournamentId, teamId, points: value, reason });
      toast.success(t`Puntos ajustados.`);
      onOpenChange(false);
      void cache.refresh();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Ajustar puntos</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Un número negativo descuenta puntos; uno positivo los suma. El motivo se ve bajo la tabla.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <ChoiceField
            id={`${id}-team`}
            label={<Trans>Equipo</Trans>}
            placeholder={t`Elige un equipo`}
            value={teamId}
            onChange={setTeamId}
            options={rows.map((r) => ({ value: r.teamId, label: r.teamName }))}
          />
          <Field id={`${id}-points`} label={<Trans>Puntos</Trans>}>
            <Input
              id={`${id}-points`}
              type="number"
              inputMode="numeric"
              min={-ADJUSTMENT_POINTS_MAX}
              max={ADJUSTMENT_POINTS_MAX}
              step={1}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
            />
          </Field>
          <Field id={`${id}-reason`} label={<Trans>Motivo</Trans>}>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={ADJUSTMENT_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={add.isPending} disabled={!valid}>
            <Trans>Guardar ajuste</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
