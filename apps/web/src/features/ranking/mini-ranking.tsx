import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, TrendingUpIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { MINI_RANKING_ROWS, miniRankingRows } from './ranking';
import { RankingSkeleton, RankingTable } from './ranking-table';

/**
 * The home's mini ranking (docs/product/standings-and-rankings.md#mini-ranking — 6 rows, centred on the
 * user's own team when it is not among the first), with the way to the full ranking.
 */
export function MiniRanking() {
  const list = useQuery(trpc.ranking.mini.queryOptions());
  let body: React.ReactNode;
  if (list.isPending) {
    body = <RankingSkeleton rows={MINI_RANKING_ROWS} />;
  } else if (list.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudo cargar el ranking.</Trans>}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = <EmptyState icon={TrendingUpIcon} title={<Trans>Todavía no hay equipos en el ranking.</Trans>} />;
  } else {
    const { rows, startsAfterTop } = miniRankingRows(list.data);
    body = (
      <>
        {startsAfterTop ? (
          <p className="text-muted-foreground text-sm">
            <Trans>Tu equipo y los que están cerca en la tabla.</Trans>
          </p>
        ) : null}
        <RankingTable rows={rows} compact caption={<Trans>Ranking de equipos</Trans>} />
      </>
    );
  }
  return (
    <section aria-labelledby="mini-ranking" className="grid gap-3" data-testid="mini-ranking">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mini-ranking" className="font-semibold text-lg">
          <Trans>Ranking</Trans>
        </h2>
        <Button asChild variant="ghost" size="sm" className="h-11">
          <Link to="/player/ranking">
            <Trans>Ver ranking completo</Trans>
            <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
      {body}
    </section>
  );
}
