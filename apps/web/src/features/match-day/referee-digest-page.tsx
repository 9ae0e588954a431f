import { formatDateDmy, type RefereeDigestState } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheckIcon, FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { REFEREE_ANSWER_LABELS } from './match-day-labels';

/**
 * /referee?digest= (docs/decisions/014): the matches of a referee's daily e-mail as they stand now, and one tap that
 * confirms every one still theirs. Opening the link changes nothing (mail scanners open links): the tap does.
 */

const STATES: Record<RefereeDigestState, MessageDescriptor> = {
  PENDING: REFEREE_ANSWER_LABELS.PENDING,
  CONFIRMED: REFEREE_ANSWER_LABELS.CONFIRMED,
  CHANGED: msg`Cambió: te enviaremos el nuevo horario.`,
  TAKEN: msg`Ya no te toca arbitrarlo.`,
  FINISHED: msg`Ya no está por jugarse.`,
};

export function RefereeDigestPage({ token }: { token: string }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = trpc.matchDay.refereeDigest.queryOptions({ token });
  const digest = useQuery({ ...query, retry: false });
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const confirm = useMutation(
    trpc.matchDay.confirmRefereeDigest.mutationOptions({
      onSuccess: ({ confirmed: count, ...now }) => {
        queryClient.setQueryData(query.queryKey, now);
        setConfirmed(count);
      },
    }),
  );
  if (digest.isError) {
    return <EmptyState icon={FlagIcon} title={<Trans>Este enlace ya no es válido.</Trans>} />;
  }
  if (digest.isPending) return <Skeleton className="h-64 rounded-xl" />;
  const { referee, matches } = digest.data;
  const pending = matches.filter((m) => m.state === 'PENDING').length;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4" data-testid="referee-digest">
      <h1 className="font-semibold text-xl">
        <Trans>Tus partidos como árbitro</Trans>
      </h1>
      {referee ? <p className="text-muted-foreground text-sm">{referee}</p> : null}
      <ul className="grid gap-2">
        {matches.map((m) => (
          <li
            key={m.matchId}
            className={cn(
              'grid gap-1 rounded-xl border bg-card p-4 shadow-xs',
              (m.state === 'TAKEN' || m.state === 'FINISHED') && 'opacity-70',
            )}
            data-testid="referee-digest-match"
          >
            <p className="text-muted-foreground text-sm">{m.tournament}</p>
            <p className="font-semibold">
              {m.teamOne} - {m.teamTwo}
            </p>
            {m.date || m.time || m.location ? (
              <p className="tabular">
                {[formatDateDmy(m.date), m.time, m.location].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            <p className="text-muted-foreground text-sm">{i18n._(STATES[m.state])}</p>
          </li>
        ))}
      </ul>
      {confirmed !== null ? (
        <p role="status" className="text-sm">
          <Plural
            value={confirmed}
            one="Confirmaste # partido. ¡Gracias!"
            other="Confirmaste # partidos. ¡Gracias!"
          />
        </p>
      ) : null}
      {pending > 0 ? (
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          {confirm.isPending ? <Spinner /> : <CheckCheckIcon aria-hidden />}
          <Trans>Confirmar todos</Trans>
        </Button>
      ) : null}
      {confirm.isError ? (
        <AlertBanner
          variant="error"
          message={errorMessage(i18n, confirm.error)}
          duration={0}
          onClose={() => confirm.reset()}
        />
      ) : null}
    </div>
  );
}
