import type { RefereeDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DateListField } from './date-list-field';

// Adding or editing a referee: name, e-mail for the assignments, fee per match, and the days they cannot come.

export function RefereeDialog({
  tournamentId,
  referee,
  onClose,
  onSaved,
}: {
  tournamentId: string;
  referee: RefereeDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const add = useMutation(trpc.matchDay.addReferee.mutationOptions());
  const update = useMutation(trpc.matchDay.updateReferee.mutationOptions());
  const [name, setName] = useState(referee?.name ?? '');
  const [email, setEmail] = useState(referee?.email ?? '');
  const [fee, setFee] = useState(String(referee?.feePerMatch ?? 0));
  const [unavailable, setUnavailable] = useState<string[]>(referee?.unavailable ?? []);
  const [error, setError] = useState<string | null>(null);
  const feeValue = Number(fee);
  const valid = name.trim().length >= 2 && fee.trim() !== '' && feeValue >= 0 && Number.isFinite(feeValue);
  const pending = add.isPending || update.isPending;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || pending) return;
    setError(null);
    const fields = {
      name,
      email: email.trim() === '' ? null : email.trim(),
      feePerMatch: feeValue,
      unavailable,
    };
    try {
      // A new e-mail links the account that holds it, if any; left out, the referee keeps the account it has.
      const sameEmail = (referee?.email ?? null) === fields.email;
      if (referee) {
        const { email: _, ...rest } = fields;
        await update.mutateAsync({ refereeId: referee.id, ...(sameEmail ? rest : fields) });
      } else await add.mutateAsync({ tournamentId, ...fields });
      toast.success(t`Árbitro guardado.`);
      onSaved();
      onClose();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {referee ? <Trans>Editar árbitro</Trans> : <Trans>Agregar árbitro</Trans>}
            </DialogTitle>
            <DialogDescription>
              <Trans>Con su e-mail recibe cada partido asignado y lo confirma o avisa que no puede.</Trans>
            </DialogDescription>
          </DialogHeader>
          <Field id={`${id}-name`} label={<Trans>Nombre</Trans>}>
            <Input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id={`${id}-email`} label={<Trans>E-mail (opcional)</Trans>}>
            <Input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field id={`${id}-fee`} label={<Trans>Pago por partido</Trans>}>
            <Input
              id={`${id}-fee`}
              type="number"
              inputMode="decimal"
              min={0}
              value={fee}
              onChange={(e) => setFee(e.target.value)}
            />
          </Field>
          <DateListField
            id={`${id}-day`}
            label={<Trans>Días que no puede</Trans>}
            dates={unavailable}
            onChange={setUnavailable}
          />
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={pending} disabled={!valid}>
            <Trans>Guardar</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
