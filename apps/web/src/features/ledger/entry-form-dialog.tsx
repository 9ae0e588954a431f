import { type Currency, formatMoney, LEDGER_NOTE_MAX, PAYMENT_METHODS } from '@cancha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { amountInputText, parseAmount } from './amount-text';
import { ChoiceChips } from './choice-chips';
import {
  type EntryFormKind,
  type EntryFormProblem,
  type EntryFormValues,
  entryFormSchema,
  toRecordInput,
} from './entry-form-schema';
import { METHOD_LABELS } from './ledger-labels';

const PROBLEMS: Record<EntryFormProblem, MessageDescriptor> = {
  TEAM_REQUIRED: msg`Elige el equipo.`,
  AMOUNT_INVALID: msg`Escribe un monto mayor que cero, como 1500 o 1500,50.`,
  NOTE_REQUIRED: msg`Escribe el motivo del ajuste.`,
  NOTE_INVALID: msg`La nota debe ser una sola línea de hasta ${{ max: LEDGER_NOTE_MAX }} caracteres.`,
};

export interface EntryFormDialogProps {
  kind: EntryFormKind;
  tournamentId: string;
  currency: Currency;
  teams: { id: string; name: string }[];
  /** The team chosen already (opened from its row). */
  teamId?: string;
  /** An amount to start from, in minor units ('Cobrar' on the day's list fills in what the team owes). */
  amount?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Registrar pago' and 'Ajuste' (docs/decisions/026): money a team paid, or a change to what it owes (a charge
 * or a credit, with its reason). The amount is typed in major units and sent in minor units.
 */
export function EntryFormDialog({ open, onOpenChange, ...props }: EntryFormDialogProps) {
  const { t } = useLingui();
  const payment = props.kind === 'PAYMENT';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>{payment ? <Trans>Registrar pago</Trans> : <Trans>Ajuste</Trans>}</DialogTitle>
          <DialogDescription>
            {payment ? (
              <Trans>El dinero que un equipo te entregó: baja lo que debe.</Trans>
            ) : (
              <Trans>Suma a lo que un equipo debe, o descuenta de ello, con su motivo.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts blank. */}
        {open ? <EntryForm {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryForm({
  kind,
  tournamentId,
  currency,
  teams,
  teamId = '',
  amount,
  onDone,
}: Omit<EntryFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const record = useMutation(trpc.ledger.record.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => entryFormSchema(kind, tournamentId, currency), [kind, tournamentId, currency]);
  const form = useForm<EntryFormValues>({
    defaultValues: {
      teamId,
      amount: amount ? amountInputText(amount, currency, i18n.locale) : '',
      method: 'CASH',
      direction: 'CHARGE',
      note: '',
    },
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const problem = (field: keyof EntryFormValues) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return errors[field]?.type === 'server' ? message : i18n._(PROBLEMS[message as EntryFormProblem]);
  };
  const typed = parseAmount(form.watch('amount'), currency);
  const written = typed === null ? null : formatMoney(typed, currency, i18n.locale);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toRecordInput(kind, values, tournamentId, currency);
    if (!input || record.isPending) return;
    setAlert(null);
    try {
      await record.mutateAsync(input);
      void queryClient.invalidateQueries(trpc.ledger.pathFilter());
      toast.success(kind === 'PAYMENT' ? t`Pago registrado.` : t`Ajuste registrado.`);
      onDone();
    } catch (err) {
      if (appCodeOf(err) === 'TEAM_NOT_IN_TOURNAMENT') {
        form.setError('teamId', { type: 'server', message: errorMessage(i18n, err) });
      } else setAlert(errorMessage(i18n, err));
    }
  });

  const ids = { team: `${id}-team`, amount: `${id}-amount`, note: `${id}-note` };
  const teamError = problem('teamId');
  const amountError = problem('amount');
  const noteError = problem('note');
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={record.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field id={ids.team} label={<Trans>Equipo</Trans>} error={teamError}>
        <select
          id={ids.team}
          className={SELECT_TRIGGER_CLASS}
          defaultValue={teamId}
          aria-invalid={teamError ? true : undefined}
          aria-describedby={describedBy(ids.team, { error: !!teamError })}
          {...form.register('teamId')}
        >
          <option value="">{t`Elige un equipo`}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </Field>
      {kind === 'ADJUSTMENT' ? (
        <ChoiceChips
          legend={<Trans>Qué hace el ajuste</Trans>}
          options={[
            { value: 'CHARGE', label: t`Suma a lo que debe` },
            { value: 'CREDIT', label: t`Descuenta de lo que debe` },
          ]}
          register={form.register('direction')}
        />
      ) : null}
      <Field
        id={ids.amount}
        label={<Trans>Monto ({currency})</Trans>}
        hint={
          written !== null ? (
            <Trans>Se registran {written}.</Trans>
          ) : (
            <Trans>Por ejemplo 1500 o 1500,50.</Trans>
          )
        }
        error={amountError}
      >
        <Input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy(ids.amount, { hint: true, error: !!amountError })}
          {...form.register('amount')}
        />
      </Field>
      {kind === 'PAYMENT' ? (
        <ChoiceChips
          legend={<Trans>Medio de pago</Trans>}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: i18n._(METHOD_LABELS[m]) }))}
          register={form.register('method')}
        />
      ) : null}
      <Field
        id={ids.note}
        label={kind === 'PAYMENT' ? <Trans>Nota (opcional)</Trans> : <Trans>Motivo</Trans>}
        error={noteError}
      >
        <Input
          id={ids.note}
          autoComplete="off"
          maxLength={LEDGER_NOTE_MAX}
          required={kind === 'ADJUSTMENT'}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={describedBy(ids.note, { error: !!noteError })}
          {...form.register('note')}
        />
      </Field>
      <DialogActions pending={record.isPending}>
        {kind === 'PAYMENT' ? <Trans>Registrar pago</Trans> : <Trans>Guardar ajuste</Trans>}
      </DialogActions>
    </form>
  );
}
