import type { ScheduleResultDto, TournamentDto } from '@cancha/shared';
import { formatDateDmy } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheckIcon, FileTextIcon, LayoutGridIcon, RefreshCwIcon } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { ChoiceField } from '@/components/form-fields';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/section-heading';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// What a plan did, and the re-plan's preview, come with their words once asked for (docs/decisions/024).
const ScheduleResult = lazyDialog(() => import('./schedule-result').then((m) => m.ScheduleResult));
const ReplanDialog = lazyDialog(() => import('./replan-dialog').then((m) => m.ReplanDialog));
// The hours' form (its fields and the holiday list) and, below it, the referees (the list and the referee's dialog)
// keep out of the page's chunk: the page opens on 'Programar', and its chunk stays within the route budget.
const MatchDayRules = lazy(() => import('./match-day-rules').then((m) => ({ default: m.MatchDayRules })));
const RefereesPanel = lazy(() => import('./referees-panel').then((m) => ({ default: m.RefereesPanel })));

/**
 * /tournament-creator/match-day?tournamentId= (docs/decisions/014): the organiser's weekend in one screen — the
 * pitches and hours, the referees, one tap to schedule every match, the day's board and the printed sheets.
 * `sections` (the tournament's icon bar, which the route brings: match day does not import the tournaments) sits
 * under the page's title, as on the tournament's other pages.
 */
export function MatchDayPage({
  tournamentId,
  sections,
}: {
  tournamentId: string;
  sections?: React.ReactNode;
}) {
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: !!tournamentId,
  });
  const venues = useQuery(trpc.matchDay.venues.queryOptions());
  if (tournament.isPending || venues.isPending) {
    return (
      <div className="grid gap-6">
        <Skeleton className="h-9 w-2/3 rounded-lg" />
        {sections}
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (tournament.isError || venues.isError) {
    return (
      <div className="grid gap-6">
        {sections}
        <LoadError
          message={<Trans>No se pudo cargar la programación del torneo.</Trans>}
          onRetry={() => void Promise.all([tournament.refetch(), venues.refetch()])}
          retrying={tournament.isFetching || venues.isFetching}
        />
      </div>
    );
  }
  const t = tournament.data;
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t.name}
        description={<Trans>Programación: canchas, horarios, árbitros y planillas.</Trans>}
      />
      {sections}
      <div className="grid gap-8">
        <ScheduleAction tournament={t} />
        <Suspense fallback={<Skeleton className="h-96 rounded-xl" />}>
          <MatchDayRules key={t.updatedAt} tournament={t} venues={venues.data} />
        </Suspense>
        <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
          <RefereesPanel tournamentId={t.id} />
        </Suspense>
        <BoardAndSheets tournament={t} />
      </div>
    </div>
  );
}

function ScheduleAction({ tournament }: { tournament: TournamentDto }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const schedule = useMutation(trpc.matchDay.schedule.mutationOptions());
  const [result, setResult] = useState<ScheduleResultDto | null>(null);
  const [replanning, setReplanning] = useState(false);
  const done = (answer: ScheduleResultDto) => {
    setResult(answer);
    toast.success(t`Partidos programados: ${{ count: answer.scheduled }}.`);
    void queryClient.invalidateQueries(trpc.fixtures.pathFilter());
    void queryClient.invalidateQueries(trpc.matchDay.pathFilter());
  };
  const run = async () => {
    try {
      done(await schedule.mutateAsync({ tournamentId: tournament.id }));
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };
  const noPitches = tournament.pitchIds.length === 0;
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <p className="text-muted-foreground text-sm">
        {noPitches ? (
          <Trans>Elige abajo las canchas del torneo para poder programar.</Trans>
        ) : (
          <Trans>
            Cada partido sin cancha recibe día, hora, cancha y árbitro, sin choques: nunca dos partidos en una
            cancha ni un equipo o árbitro en dos lugares. Se usan todas las canchas; si faltan árbitros, el
            partido se juega igual y te lo decimos.
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void run()}
          disabled={noPitches || schedule.isPending}
          className="w-full sm:w-auto"
        >
          {schedule.isPending ? <Spinner /> : <CalendarCheckIcon aria-hidden />}
          <Trans>Programar partidos</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() => setReplanning(true)}
          disabled={noPitches}
          className="w-full sm:w-auto"
        >
          <RefreshCwIcon aria-hidden />
          <Trans>Re-programar lo no jugado</Trans>
        </Button>
      </div>
      {result ? <ScheduleResult result={result} /> : null}
      {replanning ? (
        <ReplanDialog tournamentId={tournament.id} onClose={() => setReplanning(false)} onApplied={done} />
      ) : null}
    </section>
  );
}

function BoardAndSheets({ tournament }: { tournament: TournamentDto }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const board = useQuery(trpc.matchDay.board.queryOptions({ tournamentId: tournament.id }));
  const [date, setDate] = useState('');
  const dates = board.data?.dates ?? [];
  const chosen = date || board.data?.date || '';
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-board`}>
      <SectionHeading id={`${id}-board`}>
        <Trans>Cartelera y planillas</Trans>
      </SectionHeading>
      {dates.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          <Trans>Cuando programes los partidos verás aquí la cartelera de cada día y sus planillas.</Trans>
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <ChoiceField
            id={`${id}-date`}
            label={<Trans>Día</Trans>}
            placeholder={t`Elige un día`}
            value={chosen}
            onChange={setDate}
            options={dates.map((d) => ({ value: d, label: formatDateDmy(d) ?? d }))}
          />
          <Button asChild variant="outline">
            <Link
              to="/cartelera/$tournamentId"
              params={{ tournamentId: tournament.id }}
              search={{ date: chosen }}
            >
              <LayoutGridIcon aria-hidden />
              <Trans>Ver cartelera</Trans>
            </Link>
          </Button>
          <Button asChild>
            <a
              href={`/api/v1/tournaments/${tournament.id}/sheets.pdf?date=${chosen}&lang=${i18n.locale}`}
              target="_blank"
              rel="noopener"
            >
              <FileTextIcon aria-hidden />
              <Trans>Imprimir planillas del día</Trans>
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
