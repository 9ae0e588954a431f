import {
  type Currency,
  formatMoney,
  LEDGER_NOTE_MAX,
  type LedgerEntryDto,
  ReverseLedgerEntry,
} from '@cancha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { kindLabel } from './ledger-labels';

// The reason, checked by the shared schema the server applies (an entry id is the dialog's own).
const ReasonSchema = z.object({ reason: ReverseLedgerEntry.shape.reason });

/**
 * 'Anular' on an entry (docs/decisions/026): nothing is erased; the book gets the opposite entry, with the reason
 * the organiser gives.
 */
export function ReverseDialog({
  currency,
  entry,
  onClose,
}: {
  currency: Currency;
  entry: LedgerEntryDto | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Anular movimiento</Trans>
          </DialogTitle>
          <DialogDescription>
            {entry ? <ReverseSummary entry={entry} currency={currency} /> : null}
          </DialogDescription>
        </DialogHeader>
        {entry ? <ReverseForm entry={entry} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReverseSummary({ entry, currency }: { entry: LedgerEntryDto; currency: Currency }) {
  const { i18n } = useLingui();
  const kind = i18n._(kindLabel(entry.kind));
  const amount = formatMoney(entry.amount, currency, i18n.locale);
  return (
    <Trans>
      Se agrega un movimiento contrario a «{kind}» de {amount}. El original queda a la vista, marcado como
      anulado.
    </Trans>
  );
}

function ReverseForm({ entry, onDone }: { entry: LedgerEntryDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reverse = useMutation(trpc.ledger.reverse.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: zodResolver(ReasonSchema),
    mode: 'onTouched',
  });
  const refresh = () => queryClient.invalidateQueries(trpc.ledger.pathFilter());
  const failed = form.formState.errors.reason;
  const error = failed
    ? failed.type === 'server'
      ? failed.message
      : form.getValues('reason').trim() === ''
        ? t`Escribe por qué lo anulas.`
        : t`El motivo debe ser una sola línea de hasta ${LEDGER_NOTE_MAX} caracteres.`
    : undefined;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (reverse.isPending) return;
    setAlert(null);
    try {
      await reverse.mutateAsync({ entryId: entry.id, reason: reason.trim() });
      void refresh();
      toast.success(t`Movimiento anulado.`);
      onDone();
    } catch (err) {
      setAlert(errorMessage(i18n, err));
      // Undone meanwhile (another device): the list shows it as it is now.
      const code = appCodeOf(err);
      if (code === 'ENTRY_REVERSED' || code === 'ENTRY_IS_REVERSAL') void refresh();
    }
  });

  const fieldId = `${id}-reason`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={reverse.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field id={fieldId} label={<Trans>Motivo</Trans>} error={error}>
        <Input
          id={fieldId}
          autoComplete="off"
          maxLength={LEDGER_NOTE_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error: !!error })}
          {...form.register('reason')}
        />
      </Field>
      <DialogActions pending={reverse.isPending} variant="destructive">
        <Trans>Anular</Trans>
      </DialogActions>
    </form>
  );
}
