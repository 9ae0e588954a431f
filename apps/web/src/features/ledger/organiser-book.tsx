import type { LedgerDto, LedgerEntryDto, TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DownloadIcon, PlusIcon, QrCodeIcon, ScaleIcon, WalletIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { DueDay } from './due-day';
import type { EntryFormKind } from './entry-form-schema';
import { EntryList } from './entry-list';
import { bookTotals, payoutsOf, teamNamesOf, teamRows } from './ledger-book';
import { LedgerDays } from './ledger-days';
import type { PixTarget } from './pix-dialog';
import { TeamBalances } from './team-balances';
import { useMoney } from './use-money';

// The dialogs (and react-hook-form, zod, Radix's dialog) come with the first tap, or once the page is idle.
const EntryFormDialog = lazyDialog(() => import('./entry-form-dialog').then((m) => m.EntryFormDialog));
const PixDialog = lazyDialog(
  () => import('./pix-dialog').then((m) => m.PixDialog),
  (props) => props.target !== null,
);
const ReverseDialog = lazyDialog(
  () => import('./reverse-dialog').then((m) => m.ReverseDialog),
  (props) => props.entry !== null,
);

/**
 * The organiser's cash book (docs/decisions/026): what is still owed and what came in, the cash to collect on a
 * pitch day, each team's charged, paid and balance with its entries and a WhatsApp reminder, 'Registrar pago',
 * 'Ajuste', 'Anular' on an entry, the totals per day, the money paid out, and the book as a CSV.
 */
export function OrganiserBook({ tournament, ledger }: { tournament: TournamentDto; ledger: LedgerDto }) {
  const headingId = useId();
  const payoutsId = useId();
  // What the entry dialog is for is kept while it closes, so its title does not change under the animation.
  const { i18n } = useLingui();
  const [form, setForm] = useState<{ kind: EntryFormKind; teamId?: string; amount?: number }>({
    kind: 'PAYMENT',
  });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (kind: EntryFormKind, teamId?: string, amount?: number) => {
    setForm({ kind, teamId, amount });
    setFormOpen(true);
  };
  const [reversing, setReversing] = useState<LedgerEntryDto | null>(null);
  const [pix, setPix] = useState<PixTarget | null>(null);
  const rows = teamRows(ledger, tournament);
  const payouts = payoutsOf(ledger.entries);
  const teams = tournament.registeredTeams.map(({ id, name }) => ({ id, name }));
  const noTeams = teams.length === 0;
  const names = teamNamesOf(tournament);
  return (
    <div className="grid gap-6">
      <Totals tournament={tournament} ledger={ledger} />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button onClick={() => openForm('PAYMENT')} disabled={noTeams}>
          <PlusIcon aria-hidden />
          <Trans>Registrar pago</Trans>
        </Button>
        <Button variant="outline" onClick={() => openForm('ADJUSTMENT')} disabled={noTeams}>
          <ScaleIcon aria-hidden />
          <Trans>Ajuste</Trans>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tournament-creator/payments" search={{ tournamentId: tournament.id }}>
            <QrCodeIcon aria-hidden />
            <Trans>Cobros online</Trans>
          </Link>
        </Button>
        {ledger.entries.length > 0 ? (
          // The whole book for a spreadsheet, in the reader's language.
          <a
            href={`/api/v1/tournaments/${encodeURIComponent(tournament.id)}/ledger.csv?lang=${i18n.locale}`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <DownloadIcon aria-hidden />
            <Trans>Exportar CSV</Trans>
          </a>
        ) : null}
      </div>
      {noTeams ? null : (
        <DueDay
          tournamentId={tournament.id}
          currency={ledger.currency}
          names={names}
          onCollect={(teamId, amount) => openForm('PAYMENT', teamId, amount)}
        />
      )}
      {ledger.entries.length === 0 ? (
        <EmptyState
          icon={WalletIcon}
          title={<Trans>Todavía no hay movimientos</Trans>}
          description={
            noTeams ? (
              <Trans>Cuando haya equipos inscriptos verás aquí lo que cada uno debe y paga.</Trans>
            ) : (
              <Trans>
                Las inscripciones, los partidos y las multas se cargan solos; los pagos que recibes los
                registras tú.
              </Trans>
            )
          }
        />
      ) : (
        <>
          <section aria-labelledby={headingId} className="grid gap-3">
            <SectionHeading id={headingId}>
              <Trans>Equipos</Trans>
            </SectionHeading>
            <TeamBalances
              tournament={tournament}
              rows={rows}
              currency={ledger.currency}
              onPay={(teamId) => openForm('PAYMENT', teamId)}
              onReverse={setReversing}
              onPix={
                ledger.pay.pix
                  ? (teamId, team) => setPix({ tournamentId: tournament.id, teamId, team })
                  : undefined
              }
            />
          </section>
          <LedgerDays tournamentId={tournament.id} currency={ledger.currency} />
          {payouts.length > 0 ? (
            <section aria-labelledby={payoutsId} className="grid gap-3">
              <SectionHeading id={payoutsId}>
                <Trans>Pagos a árbitros y canchas</Trans>
              </SectionHeading>
              <EntryList entries={payouts} currency={ledger.currency} onReverse={setReversing} />
            </section>
          ) : null}
        </>
      )}
      <EntryFormDialog
        kind={form.kind}
        teamId={form.teamId}
        amount={form.amount}
        tournamentId={tournament.id}
        currency={ledger.currency}
        teams={teams}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <ReverseDialog currency={ledger.currency} entry={reversing} onClose={() => setReversing(null)} />
      <PixDialog target={pix} organiser onClose={() => setPix(null)} />
    </div>
  );
}

/** The book in three figures: still owed by the teams, received from them, paid out by the organiser. */
function Totals({ tournament, ledger }: { tournament: TournamentDto; ledger: LedgerDto }) {
  const money = useMoney(ledger.currency);
  const totals = bookTotals(teamRows(ledger, tournament), ledger.paidOut);
  return (
    <dl
      className="grid grid-cols-3 gap-2 rounded-xl border bg-card p-3 shadow-xs"
      data-testid="ledger-totals"
    >
      <div className="grid min-w-0 gap-0.5">
        <dt className="text-muted-foreground text-xs">
          <Trans>Por cobrar</Trans>
        </dt>
        <dd className="truncate font-semibold tabular">{money(totals.owed)}</dd>
      </div>
      <div className="grid min-w-0 gap-0.5">
        <dt className="text-muted-foreground text-xs">
          <Trans>Cobrado</Trans>
        </dt>
        <dd className="truncate font-semibold tabular">{money(totals.received)}</dd>
      </div>
      <div className="grid min-w-0 gap-0.5">
        <dt className="text-muted-foreground text-xs">
          <Trans>Gastos</Trans>
        </dt>
        <dd className="truncate font-semibold tabular">{money(totals.paidOut)}</dd>
      </div>
    </dl>
  );
}
