import type { Currency, DueTeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, HandCoinsIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { dayLabel } from './ledger-book';
import { useMoney } from './use-money';

/**
 * 'Hoy se cobra' (docs/decisions/026): the teams that play on a day, in kick-off order, with what each owes once
 * the day's matches are charged, and 'Cobrar' to record what it hands over. Opens on today, or the next day with
 * matches; the arrows walk the days that have them.
 */
export function DueDay({
  tournamentId,
  currency,
  names,
  onCollect,
}: {
  tournamentId: string;
  currency: Currency;
  names: ReadonlyMap<string, string>;
  onCollect: (teamId: string, amount: number) => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const money = useMoney(currency);
  const [date, setDate] = useState<string | undefined>(undefined);
  const due = useQuery({
    ...trpc.ledger.due.queryOptions({ tournamentId, ...(date ? { date } : {}) }),
    placeholderData: keepPreviousData,
  });
  const day = due.data;
  const total = money(day?.total ?? 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="due-day">
      <SectionHeading
        id={headingId}
        aside={
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Día anterior con partidos`}
              disabled={!day?.previous || due.isFetching}
              onClick={() => day?.previous && setDate(day.previous)}
            >
              <ChevronLeftIcon aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Día siguiente con partidos`}
              disabled={!day?.next || due.isFetching}
              onClick={() => day?.next && setDate(day.next)}
            >
              <ChevronRightIcon aria-hidden />
            </Button>
          </div>
        }
      >
        <Trans>A cobrar en la cancha</Trans>
      </SectionHeading>
      {due.isPending ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : due.isError ? (
        <LoadError
          message={<Trans>No se pudo cargar lo que se cobra ese día.</Trans>}
          onRetry={() => void due.refetch()}
          retrying={due.isFetching}
        />
      ) : (
        <div className="grid gap-2" aria-busy={due.isFetching}>
          <p className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium first-letter:uppercase" data-testid="due-date">
              {dayLabel(due.data.date, i18n.locale)}
            </span>
            {due.data.teams.length > 0 ? (
              <span className="text-muted-foreground">
                <Trans>
                  Total: <strong className="text-foreground tabular">{total}</strong>
                </Trans>
              </span>
            ) : null}
          </p>
          {due.data.teams.length === 0 ? (
            <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
              <Trans>No hay partidos programados con día. Cuando los haya, aquí verás a quién cobrar.</Trans>
            </p>
          ) : (
            <ul className="grid divide-y rounded-xl border bg-card shadow-xs">
              {due.data.teams.map((team) => (
                <DueRow
                  key={team.teamId}
                  team={team}
                  names={names}
                  currency={currency}
                  onCollect={() => onCollect(team.teamId, team.toCollect)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function DueRow({
  team,
  names,
  currency,
  onCollect,
}: {
  team: DueTeamDto;
  names: ReadonlyMap<string, string>;
  currency: Currency;
  onCollect: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney(currency);
  const name = names.get(team.teamId) ?? t`Equipo que ya no está en el torneo`;
  const pending = money(team.pending);
  return (
    <li className="flex items-center gap-3 p-3" data-testid="due-team">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{name}</p>
        {team.matches.map((m) => {
          const opponent = m.opponentId ? (names.get(m.opponentId) ?? '') : '';
          return (
            <p key={m.matchId} className="truncate text-muted-foreground text-xs tabular">
              {[m.time, m.pitch, opponent ? t`vs ${opponent}` : null].filter(Boolean).join(' · ')}
            </p>
          );
        })}
        {team.pending > 0 ? (
          <p className="text-muted-foreground text-xs">
            <Trans>Incluye {pending} de los partidos del día</Trans>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold tabular" data-testid="due-amount">
          {money(team.toCollect)}
        </span>
        {team.toCollect > 0 ? (
          <Button size="sm" variant="outline" onClick={onCollect} aria-label={t`Cobrar a ${name}`}>
            <HandCoinsIcon aria-hidden />
            <Trans>Cobrar</Trans>
          </Button>
        ) : (
          <span className="text-muted-foreground text-xs">
            <Trans>Al día</Trans>
          </span>
        )}
      </div>
    </li>
  );
}
