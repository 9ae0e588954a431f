import type { TournamentDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PlusIcon, ShieldAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { TeamLogo } from '@/components/crest';
import { DeferredSelect } from '@/components/deferred-select';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { GenderBadge, PlayersCount } from '@/features/teams/team-card';
import { lazyPart } from '@/lib/lazy-part';
import { trpc } from '@/lib/trpc';
import { captainTeamsFor, hasTeamOfFive, type TeamEligibility } from './tournament-lists';

export type CaptainTeamChoice = ReturnType<typeof useCaptainTeams>['choices'][number];

type TournamentFit = Pick<TournamentDto, 'tournamentGender' | 'registrations'> | null;

/**
 * The user's teams where they are captain, each with whether it can take a place
 * (docs/product/registrations.md#entry-checks).
 */
export function useCaptainTeams(tournament: TournamentFit) {
  const query = useQuery(trpc.teams.mine.queryOptions());
  const choices = query.data ? captainTeamsFor(query.data, tournament) : [];
  return { query, choices, hasTeamOfFive: query.data ? hasTeamOfFive(query.data) : false };
}

export function EligibilityNote({ eligibility, missing }: { eligibility: TeamEligibility; missing: number }) {
  switch (eligibility) {
    case 'TOO_SMALL':
      return (
        <Plural
          value={missing}
          one="Le falta # jugador para llegar a 5."
          other="Le faltan # jugadores para llegar a 5."
        />
      );
    case 'GENDER':
      return <Trans>El género del equipo no corresponde al del torneo.</Trans>;
    case 'REGISTERED':
      return <Trans>Ya está inscripto en este torneo.</Trans>;
    default:
      return null;
  }
}

/**
 * docs/product/registrations.md#entry-checks — with no team of at least 5 players: 'Debes tener al menos un
 * equipo con 5 jugadores para poder inscribirte a este torneo.' and a 'Crear equipo' link to /player/teams.
 */
export function NoTeamOfFive() {
  return (
    <Alert variant="warning" data-testid="no-team-of-five">
      <ShieldAlertIcon aria-hidden />
      <AlertDescription className="gap-3">
        <p className="font-medium text-foreground">
          <Trans>Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.</Trans>
        </p>
        <Button asChild size="sm" className="h-11">
          <Link to="/player/teams">
            <PlusIcon aria-hidden />
            <Trans>Crear equipo</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function TeamsLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando equipos`} className="grid gap-2">
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
    </Loading>
  );
}

function TeamsState({
  query,
  hasFive,
  children,
}: {
  query: ReturnType<typeof useCaptainTeams>['query'];
  hasFive: boolean;
  children: React.ReactNode;
}) {
  if (query.isPending) return <TeamsLoading />;
  if (query.isError) {
    return (
      <LoadError
        message={<Trans>Error al obtener los equipos.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      {hasFive ? null : <NoTeamOfFive />}
      {children}
    </>
  );
}

/** 'Equipo a inscribir' as cards: each captained team with its size and gender; one that cannot join says why. */
export function TeamRadioList({
  tournament,
  value,
  onChange,
  label,
}: {
  tournament: TournamentFit;
  value: string;
  onChange: (teamId: string) => void;
  label: string;
}) {
  const { query, choices, hasTeamOfFive } = useCaptainTeams(tournament);
  // One team can join: it is chosen already, one tap less (issue 42).
  const eligible = choices.filter((c) => c.eligibility === 'OK');
  const onlyOne = eligible.length === 1 ? (eligible[0]?.team.id ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen once, when the teams arrive; never over a choice.
  useEffect(() => {
    if (onlyOne && value === '') onChange(onlyOne);
  }, [onlyOne]);
  return (
    <TeamsState query={query} hasFive={hasTeamOfFive}>
      {choices.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          <Trans>No eres capitán de ningún equipo.</Trans>
        </p>
      ) : (
        <RadioGroup value={value} onValueChange={onChange} aria-label={label} className="gap-2">
          {choices.map(({ team, eligibility, missing }) => (
            <RadioCard
              key={team.id}
              value={team.id}
              disabled={eligibility !== 'OK'}
              className="min-h-16 items-center gap-3 p-3 pr-12"
              data-testid="team-choice"
            >
              <TeamLogo logo={team.logo} className="size-10" />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="truncate font-semibold">{team.name}</span>
                <span className="flex flex-wrap gap-1.5">
                  <PlayersCount count={team.players.length} />
                  <GenderBadge gender={team.gender} />
                </span>
                {eligibility !== 'OK' ? (
                  <span className="text-muted-foreground text-xs">
                    <EligibilityNote eligibility={eligibility} missing={missing} />
                  </span>
                ) : null}
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    </TeamsState>
  );
}

const teamSelect = lazyPart(() => import('./team-select').then((m) => m.TeamSelectPopup));

/**
 * 'Equipo a inscribir' as a compact select (one per invitation in a list). It starts empty; its Radix part
 * (team-select.tsx) is downloaded when the page is idle or when it is first used.
 */
export function TeamSelect({
  id,
  tournament,
  value,
  onChange,
}: {
  id: string;
  tournament: TournamentFit;
  value: string;
  onChange: (teamId: string) => void;
}) {
  const { t } = useLingui();
  const { query, choices, hasTeamOfFive } = useCaptainTeams(tournament);
  return (
    <TeamsState query={query} hasFive={hasTeamOfFive}>
      {choices.length > 0 ? (
        <DeferredSelect
          part={teamSelect}
          trigger={{ id }}
          placeholder={t`Elige uno de tus equipos`}
          props={{ choices, value, onChange }}
        />
      ) : null}
    </TeamsState>
  );
}
