import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import type { ViewerArea } from '@/lib/area';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { MemberBook } from './member-book';
import { OrganiserBook } from './organiser-book';

/**
 * …/tournament/ledger?tournamentId= — the tournament's cash book, 'Caja' (docs/decisions/026): the whole book for
 * its organiser, a team's balance for its members. `sections` (the tournament's icon bar, which the route brings:
 * the ledger does not import the tournaments) sits under the title, as on the tournament's other pages.
 */
export function LedgerPage({
  tournamentId,
  area,
  sections,
}: {
  tournamentId: string;
  area: ViewerArea;
  sections?: React.ReactNode;
}) {
  const { t } = useLingui();
  const enabled = tournamentId !== '';
  const tournament = useQuery({ ...trpc.tournaments.byId.queryOptions({ tournamentId }), enabled });
  const ledger = useQuery({ ...trpc.ledger.get.queryOptions({ tournamentId }), enabled });
  const notFound = <NotFound title={<Trans>Esta caja no existe o no es tuya para ver.</Trans>} back={area} />;
  if (!enabled) return notFound;
  if (tournament.isPending || ledger.isPending) {
    return (
      <Loading label={t`Cargando la caja`} className="grid gap-6">
        <Skeleton className="h-9 w-2/3 rounded-lg" />
        {sections}
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </Loading>
    );
  }
  if (tournament.isError || ledger.isError) {
    const code = appCodeOf(tournament.error ?? ledger.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return notFound;
    return (
      <div className="grid gap-6">
        {sections}
        <LoadError
          message={<Trans>No se pudo cargar la caja del torneo.</Trans>}
          onRetry={() => void Promise.all([tournament.refetch(), ledger.refetch()])}
          retrying={tournament.isFetching || ledger.isFetching}
        />
      </div>
    );
  }
  const book = ledger.data;
  return (
    <div className="grid gap-6">
      <PageTitle
        title={tournament.data.name}
        description={
          book.manage ? (
            <Trans>Caja: lo que cada equipo debe y pagó.</Trans>
          ) : (
            <Trans>Caja: lo que tu equipo debe y pagó.</Trans>
          )
        }
      />
      {sections}
      {book.manage ? (
        <OrganiserBook tournament={tournament.data} ledger={book} />
      ) : (
        <MemberBook tournament={tournament.data} ledger={book} />
      )}
    </div>
  );
}
