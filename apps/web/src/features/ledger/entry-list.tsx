import type { Currency, LedgerEntryDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileTextIcon, Undo2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { canReverse, entryDate } from './ledger-book';
import { kindLabel, METHOD_LABELS } from './ledger-labels';
import { useMoney } from './use-money';

/**
 * Entries of the book, as given (newest first): the day, what it is, how it was paid, its note and amount, and
 * whether it was undone ('Anulado') or undoes another ('Anulación'). `onReverse` offers 'Anular' (the organiser).
 */
export function EntryList({
  entries,
  currency,
  onReverse,
}: {
  entries: readonly LedgerEntryDto[];
  currency: Currency;
  onReverse?: (entry: LedgerEntryDto) => void;
}) {
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
        <Trans>Todavía no hay movimientos</Trans>
      </p>
    );
  }
  return (
    <ul className="grid divide-y rounded-lg border bg-card" data-testid="ledger-entries">
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} currency={currency} onReverse={onReverse} />
      ))}
    </ul>
  );
}

function EntryItem({
  entry,
  currency,
  onReverse,
}: {
  entry: LedgerEntryDto;
  currency: Currency;
  onReverse?: (entry: LedgerEntryDto) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const kind = i18n._(kindLabel(entry.kind));
  const undone = entry.reversedBy !== null;
  const amount = money(entry.amount);
  return (
    <li className="flex items-start gap-3 p-3" data-testid="ledger-entry">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('font-medium', undone && 'text-muted-foreground line-through')}>{kind}</span>
          {undone ? (
            <Badge variant="cancelled">
              <Trans>Anulado</Trans>
            </Badge>
          ) : null}
          {entry.reverses !== null ? (
            <Badge variant="outline">
              <Trans>Anulación</Trans>
            </Badge>
          ) : null}
        </p>
        <p className="text-muted-foreground text-xs tabular">
          {entryDate(entry.createdAt)}
          {entry.method ? ` · ${i18n._(METHOD_LABELS[entry.method])}` : null}
        </p>
        {entry.note ? <p className="break-words text-sm">{entry.note}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className={cn('font-semibold tabular', undone && 'text-muted-foreground line-through')}>
          {amount}
        </span>
        {entry.kind === 'PAYMENT' && entry.reverses === null && entry.teamId !== null ? (
          // The receipt of a payment, for the organiser and the team's captains (the server checks which).
          <a
            href={`/api/v1/ledger/${encodeURIComponent(entry.id)}/receipt.pdf?lang=${i18n.locale}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'ghost' })}
            aria-label={t`Recibo de ${kind} de ${amount}`}
          >
            <FileTextIcon aria-hidden />
            <Trans>Recibo</Trans>
          </a>
        ) : null}
        {onReverse && canReverse(entry) ? (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={t`Anular ${kind} de ${amount}`}
            onClick={() => onReverse(entry)}
          >
            <Undo2Icon aria-hidden />
            <Trans>Anular</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
