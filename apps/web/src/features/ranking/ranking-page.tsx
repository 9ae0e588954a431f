import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShieldIcon, TrendingUpIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { MoreButton } from '@/components/more-button';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { RANKING_FIRST, rankingPage } from './ranking';
import { RankingSkeleton, RankingTable } from './ranking-table';

/**
 * /player/ranking and /tournament-creator/ranking (docs/product/standings-and-rankings.md#ranking): the
 * team ranking by tournaments won, then played; 10 rows, then 'Ver más' adds 10. A player's teams are highlighted,
 * and their best one is shown after the list when it is further down.
 */
export function RankingPage({
  shown,
  onMore,
  area = 'player',
}: {
  shown: number;
  onMore: () => void;
  area?: 'player' | 'creator';
}) {
  const { t } = useLingui();
  const list = useQuery(trpc.ranking.list.queryOptions());
  let body: React.ReactNode;
  if (list.isPending) {
    body = <RankingSkeleton rows={RANKING_FIRST} />;
  } else if (list.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudo cargar el ranking.</Trans>}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        icon={TrendingUpIcon}
        title={<Trans>Todavía no hay equipos en el ranking.</Trans>}
        action={
          area === 'player' ? (
            <Button asChild variant="outline">
              <Link to="/player/teams">
                <ShieldIcon aria-hidden />
                <Trans>Ver mis equipos</Trans>
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/tournament-creator">
                <TrophyIcon aria-hidden />
                <Trans>Ver mis torneos</Trans>
              </Link>
            </Button>
          )
        }
      />
    );
  } else {
    const page = rankingPage(list.data, shown);
    body = (
      <>
        <RankingTable
          rows={page.rows}
          myTeamBelow={page.myTeamBelow}
          caption={<Trans>Ranking de equipos</Trans>}
        />
        {page.hasMore ? <MoreButton shown={shown} total={list.data.length} onClick={onMore} /> : null}
      </>
    );
  }
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Ranking`}
        description={
          <Trans>Los equipos ordenados por torneos ganados y, después, por torneos jugados.</Trans>
        }
      />
      <section className="grid gap-3" aria-label={t`Ranking de equipos`}>
        {body}
      </section>
    </div>
  );
}
