import type { LedgerDto, TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QrCodeIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { BalanceFigures } from './balance-figures';
import { CheckoutButton } from './checkout-button';
import { entriesOfTeam, teamRows } from './ledger-book';
import type { PixTarget } from './pix-dialog';
import { TeamEntries } from './team-entries';

const PixDialog = lazyDialog(
  () => import('./pix-dialog').then((m) => m.PixDialog),
  (props) => props.target !== null,
);

/**
 * A team member's part of the book (docs/decisions/026): each of their teams' charged, paid and balance; a
 * captain also reads the team's entries.
 */
export function MemberBook({ tournament, ledger }: { tournament: TournamentDto; ledger: LedgerDto }) {
  const { t } = useLingui();
  const mine = useQuery(trpc.teams.mine.queryOptions());
  const [paying, setPaying] = useState<PixTarget | null>(null);
  const rows = teamRows(ledger, tournament);
  if (rows.length === 0) {
    return <EmptyState icon={WalletIcon} title={<Trans>Todavía no hay movimientos</Trans>} />;
  }
  const captains = new Set(
    (mine.data ?? []).filter((team) => team.myRole === 'CAPTAIN').map((team) => team.id),
  );
  return (
    <>
      <ul className="grid gap-4">
        {rows.map((row) => {
          const name = row.name ?? mine.data?.find((team) => team.id === row.teamId)?.name ?? t`Tu equipo`;
          const entries = entriesOfTeam(ledger.entries, row.teamId);
          // The answer brings a team's entries to its captain only; the role tells an empty history from none.
          const captain = captains.has(row.teamId) || entries.length > 0;
          return (
            <li
              key={row.teamId}
              className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs"
              data-testid="team-balance"
            >
              <h2 className="truncate font-semibold text-lg">{name}</h2>
              <BalanceFigures balance={row} currency={ledger.currency} />
              {captain && ledger.pay.mercadoPago && row.balance > 0 ? (
                <CheckoutButton tournamentId={tournament.id} teamId={row.teamId} />
              ) : null}
              {captain && ledger.pay.pix && row.balance > 0 ? (
                <Button
                  onClick={() => setPaying({ tournamentId: tournament.id, teamId: row.teamId, team: name })}
                  className="w-full sm:w-auto sm:justify-self-start"
                >
                  <QrCodeIcon aria-hidden />
                  <Trans>Pagar con Pix</Trans>
                </Button>
              ) : null}
              {captain ? (
                <TeamEntries tournamentId={tournament.id} teamId={row.teamId} currency={ledger.currency} />
              ) : mine.isPending ? (
                <Skeleton className="h-12 rounded-lg" />
              ) : (
                <p className="text-muted-foreground text-sm">
                  <Trans>El detalle de los movimientos lo ve el capitán del equipo.</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <PixDialog target={paying} organiser={false} onClose={() => setPaying(null)} />
    </>
  );
}
