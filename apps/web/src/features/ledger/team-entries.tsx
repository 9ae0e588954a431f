import type { Currency, LedgerEntryDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc, trpcClient } from '@/lib/trpc';
import { EntryList } from './entry-list';

/**
 * One team's entries, newest first, a page at a time ('Ver más'): a season's book is longer than a phone should
 * download at once. Under the ledger's query path, so every change to the book reads them again.
 */
export function TeamEntries({
  tournamentId,
  teamId,
  currency,
  onReverse,
}: {
  tournamentId: string;
  teamId: string;
  currency: Currency;
  onReverse?: (entry: LedgerEntryDto) => void;
}) {
  const { t } = useLingui();
  const pages = useInfiniteQuery({
    queryKey: [...trpc.ledger.get.pathKey(), { input: { tournamentId, teamId }, type: 'infinite' }],
    queryFn: ({ pageParam }) => trpcClient.ledger.get.query({ tournamentId, teamId, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  if (pages.isPending)
    return (
      <Loading label={t`Cargando los movimientos`} className="grid gap-2">
        <Skeleton className="h-14 rounded-lg" />
        <Skeleton className="h-14 rounded-lg" />
      </Loading>
    );
  if (pages.isError)
    return (
      <LoadError
        message={<Trans>No se pudieron cargar los movimientos.</Trans>}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  return (
    <div className="grid gap-2">
      <EntryList
        entries={pages.data.pages.flatMap((p) => p.entries)}
        currency={currency}
        onReverse={onReverse}
      />
      {pages.hasNextPage ? (
        <Button
          variant="ghost"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          className="justify-self-center"
        >
          {pages.isFetchingNextPage ? <Spinner /> : null}
          <Trans>Ver más</Trans>
        </Button>
      ) : null}
    </div>
  );
}
