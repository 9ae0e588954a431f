import type { Currency, TeamBalanceDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { useMoney } from './use-money';

/** A team's three figures: what it was charged, what it paid, and what it still owes or has in its favour. */
export function BalanceFigures({ balance, currency }: { balance: TeamBalanceDto; currency: Currency }) {
  const money = useMoney(currency);
  return (
    <dl className="grid grid-cols-3 gap-2 text-left">
      <Figure label={<Trans>Cargado</Trans>}>{money(balance.charged)}</Figure>
      <Figure label={<Trans>Pagado</Trans>}>{money(balance.paid)}</Figure>
      <Figure
        label={
          balance.balance > 0 ? (
            <Trans>Debe</Trans>
          ) : balance.balance < 0 ? (
            <Trans>A favor</Trans>
          ) : (
            <Trans>Saldo</Trans>
          )
        }
        strong={balance.balance > 0}
      >
        {money(Math.abs(balance.balance))}
      </Figure>
    </dl>
  );
}

function Figure({
  label,
  strong = false,
  children,
}: {
  label: React.ReactNode;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn('truncate text-sm tabular', strong ? 'font-semibold text-destructive' : 'font-medium')}
      >
        {children}
      </dd>
    </div>
  );
}
