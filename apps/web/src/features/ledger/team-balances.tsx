import type { Currency, LedgerEntryDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, PlusIcon, QrCodeIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BalanceFigures } from './balance-figures';
import type { TeamRow } from './ledger-book';
import { RemindLink } from './remind-link';
import { TeamEntries } from './team-entries';

/**
 * The organiser's list of teams with what each was charged, paid and still owes. Tapping a team opens its
 * entries below it, with 'Registrar pago' for that team and 'Anular' on each entry.
 */
export function TeamBalances({
  tournament,
  rows,
  currency,
  onPay,
  onReverse,
  onPix,
}: {
  tournament: { id: string; name: string };
  rows: readonly TeamRow[];
  currency: Currency;
  onPay: (teamId: string) => void;
  onReverse: (entry: LedgerEntryDto) => void;
  /** 'Cobrar con Pix': shown when the organiser's Pix is set up for this book. */
  onPix?: (teamId: string, team: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="grid gap-2" data-testid="team-balances">
      {rows.map((row) => {
        const expanded = open === row.teamId;
        const name = row.name ?? t`Equipo que ya no está en el torneo`;
        const panelId = `${id}-${row.teamId}`;
        return (
          <li key={row.teamId} className="rounded-xl border bg-card shadow-xs" data-testid="team-balance">
            {/* The name is the button; its hit area covers the figures too (a list of terms cannot sit inside it). */}
            <div className="relative grid gap-2 rounded-xl p-3 transition-colors has-[button:hover]:bg-accent/40">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : row.teamId)}
                className="flex min-w-0 cursor-pointer items-center gap-2 rounded-sm text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
              >
                <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
                <ChevronDownIcon
                  className={cn(
                    'size-4 shrink-0 text-muted-foreground transition-transform',
                    expanded && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
              <BalanceFigures balance={row} currency={currency} />
            </div>
            {expanded ? (
              <div id={panelId} className="grid gap-3 border-t p-3">
                <div className="grid gap-2 sm:flex">
                  <Button variant="outline" onClick={() => onPay(row.teamId)}>
                    <PlusIcon aria-hidden />
                    <Trans>Registrar pago de {name}</Trans>
                  </Button>
                  {onPix && row.balance > 0 ? (
                    <Button variant="outline" onClick={() => onPix(row.teamId, name)}>
                      <QrCodeIcon aria-hidden />
                      <Trans>Cobrar con Pix</Trans>
                    </Button>
                  ) : null}
                  {row.balance > 0 ? (
                    <RemindLink
                      tournament={tournament}
                      team={name}
                      balance={row.balance}
                      currency={currency}
                    />
                  ) : null}
                </div>
                <TeamEntries
                  tournamentId={tournament.id}
                  teamId={row.teamId}
                  currency={currency}
                  onReverse={onReverse}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
