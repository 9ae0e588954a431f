import { formatDateDmy, TO_BE_PLAYED_STATUSES } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckIcon, FlagIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { REFEREE_ANSWER_LABELS } from './match-day-labels';

/**
 * /referee?match=&token= (docs/decisions/014): the referee confirms or declines an assignment. The e-mail's link
 * names the answer, but only a tap sends it: mail scanners open links, and must not answer for anyone.
 */
/** A referee answers only for a match still to be played (the server refuses the rest). */
const OPEN = new Set<string>(TO_BE_PLAYED_STATUSES);

export function RefereeAnswerPage({
  matchId,
  token,
  initial,
}: {
  matchId: string;
  token: string | undefined;
  initial: 'CONFIRMED' | 'DECLINED' | undefined;
}) {
  const { t, i18n } = useLingui();
  const input = { matchId, ...(token ? { token } : {}) };
  const assignment = useQuery({
    ...trpc.matchDay.assignment.queryOptions(input),
    enabled: matchId !== '',
    retry: false,
  });
  const answer = useMutation(trpc.matchDay.answerAssignment.mutationOptions());
  const [done, setDone] = useState<'CONFIRMED' | 'DECLINED' | null>(null);
  if (matchId === '' || assignment.isError) {
    return (
      <EmptyState
        icon={FlagIcon}
        title={
          <Trans>Este enlace ya no es válido: puede que el partido haya cambiado o tenga otro árbitro.</Trans>
        }
      />
    );
  }
  if (assignment.isPending) return <Skeleton className="h-64 rounded-xl" />;
  const { match, tournament, referee } = assignment.data;
  const send = async (value: 'CONFIRMED' | 'DECLINED') => {
    await answer.mutateAsync({ ...input, answer: value });
    setDone(value);
  };
  const current = done ?? match.referee?.answer ?? 'PENDING';
  return (
    <div className="mx-auto grid w-full max-w-md gap-4" data-testid="referee-answer">
      <div className="grid gap-1 rounded-xl border bg-card p-4 shadow-xs">
        <p className="text-muted-foreground text-sm">{tournament}</p>
        <p className="font-semibold text-lg">
          {match.teamOne.name} - {match.teamTwo?.name}
        </p>
        <p className="tabular">
          {[formatDateDmy(match.date), match.time, match.location].filter(Boolean).join(' · ')}
        </p>
        <p className="text-muted-foreground text-sm">
          {t`Árbitro: ${{ name: referee }} · ${{ answer: i18n._(REFEREE_ANSWER_LABELS[current]) }}`}
        </p>
      </div>
      {!OPEN.has(match.status) ? (
        // A match played, cancelled or under way takes no answer (the server refuses one): say why, offer none.
        <p role="status" className="text-sm" data-testid="referee-answer-closed">
          <Trans>Este partido ya no está por jugarse: no hace falta responder.</Trans>
        </p>
      ) : done === 'DECLINED' ? (
        <p role="status" className="text-sm">
          <Trans>Listo: avisamos al organizador para que asigne otro árbitro.</Trans>
        </p>
      ) : done === 'CONFIRMED' ? (
        <p role="status" className="text-sm">
          <Trans>¡Gracias! Quedaste confirmado para este partido.</Trans>
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            size="lg"
            variant={initial === 'DECLINED' ? 'outline' : 'default'}
            disabled={answer.isPending}
            onClick={() => void send('CONFIRMED').catch(() => undefined)}
          >
            {answer.isPending ? <Spinner /> : <CheckIcon aria-hidden />}
            <Trans>Confirmo que voy</Trans>
          </Button>
          <Button
            size="lg"
            variant={initial === 'DECLINED' ? 'destructive' : 'outline'}
            disabled={answer.isPending}
            onClick={() => void send('DECLINED').catch(() => undefined)}
          >
            <XIcon aria-hidden />
            <Trans>No puedo ir</Trans>
          </Button>
        </div>
      )}
      {answer.isError ? (
        <AlertBanner
          variant="error"
          message={errorMessage(i18n, answer.error)}
          duration={0}
          onClose={() => answer.reset()}
        />
      ) : null}
    </div>
  );
}
