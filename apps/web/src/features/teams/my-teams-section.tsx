import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, ShieldIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { PlayersCount, TEAM_GRID, TeamCard, TeamCardsSkeleton } from './team-card';
import { MoreButton, SectionHeading } from './teams-list-parts';
import { moreMyTeams } from './teams-search';

// The teams page's first list: the teams the user plays in, paged in the URL.

/**
 * 'Mis equipos' — own teams and those joined by invitation; 3 first, 'Ver más' adds 10
 * (docs/product/teams.md#my-teams).
 */
export function MyTeamsSection({
  shown,
  onMore,
  onCreate,
}: {
  shown: number;
  onMore: (shown: number) => void;
  onCreate: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const teams = useQuery(trpc.teams.mine.queryOptions());
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading id={headingId}>
        <Trans>Mis equipos</Trans>
      </SectionHeading>
      {teams.isPending ? (
        <TeamCardsSkeleton count={3} />
      ) : teams.isError ? (
        <LoadError
          message={t`Error al obtener los equipos.`}
          onRetry={() => void teams.refetch()}
          retrying={teams.isFetching}
        />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={ShieldIcon}
          title={<Trans>¡Aún no formas parte de ningún equipo!</Trans>}
          description={<Trans>Crea el tuyo o pide a un capitán que te invite.</Trans>}
          action={
            <Button onClick={onCreate}>
              <PlusIcon aria-hidden />
              <Trans>Crear equipo</Trans>
            </Button>
          }
        />
      ) : (
        <>
          <ul className={TEAM_GRID}>
            {teams.data.slice(0, shown).map((team) => (
              <li key={team.id} className="min-w-0">
                <TeamCard
                  team={team}
                  badges={
                    <>
                      <PlayersCount count={team.players.length} />
                      {team.myRole === 'CAPTAIN' ? (
                        <Badge variant="default">
                          <Trans>Capitán</Trans>
                        </Badge>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {teams.data.length > shown ? (
            <>
              <p className="text-center text-muted-foreground text-sm tabular">
                {i18n.number(Math.min(shown, teams.data.length))} / {i18n.number(teams.data.length)}
              </p>
              <MoreButton onClick={() => onMore(moreMyTeams(shown))} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
