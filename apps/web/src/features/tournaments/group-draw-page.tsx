import { type GroupsDto, groupName } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, LockIcon, SaveIcon, ShuffleIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { Skeleton } from '@/components/ui/skeleton';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { drawProblem, groupsFromAssignment } from './group-draw';
import { PotsDraw } from './pots-draw';
import { TournamentIconBar } from './tournament-icon-bar';

/**
 * The creator's group draw (docs/product/competition.md#groups): a random draw in one tap, each team placed by
 * hand with the groups filling up as they are chosen, or a draw from pots. Once a group match has started the draw is only shown.
 */
export function GroupDrawPage({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  const enabled = tournamentId !== '';
  const tournament = useQuery({ ...trpc.tournaments.byId.queryOptions({ tournamentId }), enabled });
  const groups = useQuery({ ...trpc.fixtures.groups.queryOptions({ tournamentId }), enabled });

  if (!enabled || tournament.data?.isOwner === false || appCodeOf(groups.error) === 'NOT_FOUND') {
    return <TournamentNotFound />;
  }
  const name = tournament.data?.name;
  return (
    <div className="grid max-w-4xl gap-6">
      <PageTitle
        title={t`Sorteo de grupos`}
        description={name ? <Trans>Grupos del torneo {name}</Trans> : null}
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to="/tournament-creator/tournament" search={{ tournamentId }}>
              <ArrowLeftIcon aria-hidden />
              <Trans>Volver al torneo</Trans>
            </Link>
          </Button>
        }
      />
      <TournamentIconBar
        tournamentId={tournamentId}
        current="groups"
        showRequests
        pendingCount={tournament.data?.pendingCount ?? 0}
      />
      {groups.isError && appCodeOf(groups.error) === 'NO_GROUP_STAGE' ? (
        <EmptyState icon={UsersIcon} title={<Trans>Este torneo no tiene fase de grupos.</Trans>} />
      ) : groups.isError || tournament.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los grupos.</Trans>}
          onRetry={() => void Promise.all([groups.refetch(), tournament.refetch()])}
          retrying={groups.isFetching || tournament.isFetching}
        />
      ) : !groups.data || !tournament.data ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <Draw
          key={JSON.stringify(groups.data.groups)}
          drawn={groups.data}
          teams={tournament.data.registeredTeams}
          groupCount={tournament.data.groupStage?.groups ?? groups.data.groups.length}
        />
      )}
    </div>
  );
}

type Team = { id: string; name: string; logo: string | null };

function Draw({ drawn, teams, groupCount }: { drawn: GroupsDto; teams: Team[]; groupCount: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useFixtureCache();
  const draw = useMutation(trpc.fixtures.drawGroups.mutationOptions());
  const [assignment, setAssignment] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(drawn.groups.flatMap((g, i) => g.teams.map((team) => [team.id, i]))),
  );
  const letters = Array.from({ length: groupCount }, (_, i) => groupName(i));
  const planned = groupsFromAssignment(teams, assignment, groupCount);
  const problem = drawProblem(teams, assignment, groupCount);
  const byId = new Map(teams.map((team) => [team.id, team]));

  const save = async (
    input: { groups: string[][] } | { method: 'RANDOM' } | { method: 'POTS'; pots: string[][] },
  ) => {
    try {
      const answer = await draw.mutateAsync({ tournamentId: drawn.tournamentId, ...input });
      cache.storeGroups(answer);
      void cache.refresh();
      toast.success(t`Grupos sorteados.`);
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };

  if (teams.length === 0) {
    return (
      <EmptyState icon={UsersIcon} title={<Trans>Todavía no hay equipos aprobados para sortear.</Trans>} />
    );
  }
  return (
    <div className="grid gap-6">
      {drawn.canRedraw ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-xs">
          <p className="min-w-0 flex-1 basis-60 text-sm">
            <Trans>
              Elige el grupo de cada equipo, o sortéalos al azar. Puedes volver a sortear hasta que empiece el
              primer partido de grupos.
            </Trans>
          </p>
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={draw.isPending}
            onClick={() => void save({ method: 'RANDOM' })}
          >
            {draw.isPending ? <Spinner /> : <ShuffleIcon aria-hidden />}
            <Trans>Sorteo al azar</Trans>
          </Button>
        </div>
      ) : (
        <Alert>
          <LockIcon aria-hidden />
          <AlertDescription>
            <Trans>La fase de grupos ya empezó: los grupos no se pueden volver a sortear.</Trans>
          </AlertDescription>
        </Alert>
      )}

      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Grupos`}>
        {planned.map((list, i) => {
          const name = letters[i];
          return (
            <li key={name} className="grid content-start gap-2 rounded-xl border bg-card p-3 shadow-xs">
              <h2 className="flex items-center justify-between gap-2 font-semibold">
                <Trans>Grupo {name}</Trans>
                <span className="font-normal text-muted-foreground text-sm tabular">
                  <Plural value={list.length} one="# equipo" other="# equipos" />
                </span>
              </h2>
              <ul className="grid gap-1" data-testid={`draw-group-${name}`}>
                {list.map((id) => (
                  <li key={id} className="flex min-w-0 items-center gap-2 text-sm">
                    <TeamLogo logo={byId.get(id)?.logo ?? null} className="size-6" />
                    <span className="truncate">{byId.get(id)?.name}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      {drawn.canRedraw ? (
        <section className="grid gap-3" aria-label={t`Armar los grupos a mano`}>
          <h2 className="font-semibold text-lg">
            <Trans>Armar los grupos a mano</Trans>
          </h2>
          <ul className="grid gap-2">
            {teams.map((team) => (
              <li key={team.id} className="flex min-w-0 items-center gap-3">
                <TeamLogo logo={team.logo} className="size-8" />
                <label htmlFor={`group-of-${team.id}`} className="min-w-0 flex-1 truncate text-sm">
                  {team.name}
                </label>
                <select
                  id={`group-of-${team.id}`}
                  className={cn(SELECT_TRIGGER_CLASS, 'w-28 shrink-0')}
                  value={assignment[team.id] ?? ''}
                  onChange={(e) =>
                    setAssignment((current) => ({
                      ...current,
                      [team.id]: e.target.value === '' ? undefined : Number(e.target.value),
                    }))
                  }
                >
                  <option value="">{t`Sin grupo`}</option>
                  {letters.map((name, i) => (
                    <option key={name} value={i}>
                      {t`Grupo ${name}`}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          {problem ? (
            <p className="text-muted-foreground text-sm" role="status">
              {problem === 'UNASSIGNED' ? (
                <Trans>Falta elegir el grupo de algunos equipos.</Trans>
              ) : (
                <Trans>Los grupos deben tener tamaños parejos: a lo sumo un equipo de diferencia.</Trans>
              )}
            </p>
          ) : null}
          <Button
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={problem !== null || draw.isPending}
            onClick={() => void save({ groups: planned })}
          >
            {draw.isPending ? <Spinner /> : <SaveIcon aria-hidden />}
            <Trans>Guardar grupos</Trans>
          </Button>
        </section>
      ) : null}
      {drawn.canRedraw ? (
        <PotsDraw
          teams={teams}
          groupCount={groupCount}
          pending={draw.isPending}
          onDraw={(pots) => void save({ method: 'POTS', pots })}
        />
      ) : null}
    </div>
  );
}

function TournamentNotFound() {
  return <NotFound title={<Trans>Este torneo no existe o no es tuyo.</Trans>} back="creator" />;
}
