import type { Currency } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { useMoney } from './use-money';

/** Where a team's members read their part of the book. */
export function memberLedgerLink(tournamentId: string): string {
  return `${window.location.origin}/player/tournaments-arena/tournament/ledger?tournamentId=${encodeURIComponent(tournamentId)}`;
}

/**
 * 'Recordar por WhatsApp': WhatsApp opened with a message to the team's chat, its balance and where to read the
 * detail (docs/decisions/026). The organiser picks the chat: Cancha keeps no phone numbers for teams.
 */
export function RemindLink({
  tournament,
  team,
  balance,
  currency,
  className,
}: {
  tournament: { id: string; name: string };
  team: string;
  balance: number;
  currency: Currency;
  className?: string;
}) {
  const { t } = useLingui();
  const money = useMoney(currency);
  const amount = money(balance);
  const link = memberLedgerLink(tournament.id);
  const tournamentName = tournament.name;
  const text = t`Hola, ${team}. El saldo del equipo en ${tournamentName} es de ${amount}. El detalle está en la caja del torneo: ${link}`;
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      data-testid="remind-link"
    >
      <SendIcon aria-hidden />
      <Trans>Recordar por WhatsApp</Trans>
    </a>
  );
}
