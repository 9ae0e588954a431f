import { needsProfileCompletion } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClockIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CompletionNotice } from '@/features/account/completion-notice';
import { LazyConfirmEmailNotice } from '@/features/account/lazy-confirm-email-notice';
import { useRequiredUser } from '@/features/auth/current-user';
import { MiniRanking } from '@/features/ranking/mini-ranking';
import { MatchCardList } from '@/features/standings/upcoming-matches';
import { TournamentInvitationsButton } from '@/features/tournaments/tournament-invitations';
import { trpc } from '@/lib/trpc';

// Where each next match is played comes once the page is idle: the home's first load has a budget.
const MatchWhere = lazyDialog(() => import('@/features/competition/match-where').then((m) => m.MatchWhere));

/**
 * /player — the player's home (docs/product/site-and-navigation.md#player-home): the tournament invitations
 * (a button with a count badge that opens a dialog), the next matches of the user's teams and the mini
 * ranking.
 */
export function PlayerHome() {
  const { t } = useLingui();
  const user = useRequiredUser();
  const name = user.fullname?.trim() || user.username || '';
  return (
    <div className="grid gap-6">
      <PageTitle
        title={name ? t`¡Hola, ${name}!` : t`¡Hola!`}
        description={<Trans>Este es tu espacio de jugador.</Trans>}
      />
      <LazyConfirmEmailNotice user={user} />
      {needsProfileCompletion(user) ? (
        <CompletionNotice to="/player/profile">
          <Trans>Completa tus datos para usar la app.</Trans>
        </CompletionNotice>
      ) : null}
      <TournamentInvitationsButton />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <NextMatches />
        <MiniRanking />
      </div>
    </div>
  );
}

/** 'Próximos partidos': the SCHEDULED or IN_PROGRESS matches of every team the user plays in (matches.myNext). */
function NextMatches() {
  const { t } = useLingui();
  const matches = useQuery(trpc.matches.myNext.queryOptions());
  let body: React.ReactNode;
  if (matches.isPending) {
    body = (
      <Loading label={t`Cargando partidos`} className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </Loading>
    );
  } else if (matches.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudieron cargar tus próximos partidos.</Trans>}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
      />
    );
  } else if (matches.data.length === 0) {
    body = (
      <EmptyState
        icon={CalendarClockIcon}
        title={<Trans>No tienes partidos pendientes.</Trans>}
        action={
          <Button asChild variant="outline">
            <Link to="/player/tournaments-arena">
              <TrophyIcon aria-hidden />
              <Trans>Ver torneos</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <MatchCardList
        matches={matches.data}
        area="player"
        below={(m) => (
          <MatchWhere matchId={m.id} tournamentName={m.tournamentName} place={m.place} dated={!!m.date} />
        )}
      />
    );
  }
  return (
    <section aria-labelledby="next-matches" className="grid gap-3" data-testid="next-matches">
      <h2 id="next-matches" className="font-semibold text-lg">
        <Trans>Próximos partidos</Trans>
      </h2>
      {body}
    </section>
  );
}
