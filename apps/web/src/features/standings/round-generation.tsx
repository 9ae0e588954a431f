import type { RoundsDto } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { NetworkIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { useErrorSentence } from '@/lib/error-texts';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// The other refusals are error codes, worded by their sentences (lib/error-texts.ts).
const TOURNAMENT_FINISHED: MessageDescriptor = msg`El torneo ya terminó: no se pueden crear rondas.`;

/**
 * The round-generation button of the creator's tournament page (docs/product/competition.md#rounds — shown while
 * there are no rounds; owner only). What 'Crear ronda' would do comes from rounds.next, so a refusal is explained
 * before the click; the first round needs no choice. On success the organiser lands on the fixture.
 */
export function RoundGenerationPanel({ rounds }: { rounds: RoundsDto }) {
  const { t, i18n } = useLingui();
  const sentence = useErrorSentence();
  const toast = useToast();
  const navigate = useNavigate();
  const cache = useFixtureCache();
  const generate = useMutation(trpc.fixtures.generateRound.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const { next, tournamentId } = rounds;

  const create = async () => {
    setAlert(null);
    try {
      const { schedule, ...answer } = await generate.mutateAsync({ tournamentId });
      cache.storeRounds(answer);
      if (schedule && schedule.unscheduled.length > 0) {
        toast.error(
          t`Ronda creada, pero ${plural(schedule.unscheduled.length, { one: '# partido no entra', other: '# partidos no entran' })} en las canchas: míralos en Programación.`,
        );
      } else if (schedule) toast.success(t`Ronda creada y programada en las canchas del torneo.`);
      else toast.success(t`Ronda creada. Ya puedes ver los partidos en el fixture.`);
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    void cache.refresh();
    void navigate({ to: '/tournament-creator/fixture', search: { tournamentId } });
  };

  return (
    <section
      aria-labelledby="round-generation"
      data-testid="round-generation"
      className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
    >
      <h2 id="round-generation" className="flex items-center gap-2 font-semibold">
        <SparklesIcon className="size-4 text-primary" aria-hidden />
        <Trans>Todavía no hay rondas</Trans>
      </h2>
      {next.ok && !next.needsChoice ? (
        <p className="text-muted-foreground text-sm">
          <Trans>
            Crea la primera ronda: los equipos aprobados se sortean y sus partidos aparecen en el fixture.
          </Trans>
        </p>
      ) : null}
      {next.ok && next.needsChoice ? (
        <p className="text-muted-foreground text-sm">
          <Trans>Para crear la próxima ronda elige en el fixture cómo se juega la final.</Trans>
        </p>
      ) : null}
      {!next.ok ? (
        <p className="text-muted-foreground text-sm" data-testid="round-generation-reason">
          {next.reason === 'TOURNAMENT_FINISHED' ? i18n._(TOURNAMENT_FINISHED) : sentence(next.reason)}
        </p>
      ) : null}
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {next.ok && next.needsChoice ? (
          <Button asChild className="w-full sm:w-auto">
            <Link to="/tournament-creator/fixture" search={{ tournamentId }}>
              <NetworkIcon aria-hidden />
              <Trans>Ir al fixture</Trans>
            </Link>
          </Button>
        ) : (
          <Button
            onClick={() => void create()}
            disabled={!next.ok || generate.isPending}
            className="w-full sm:w-auto"
            data-testid="generate-round"
          >
            {generate.isPending ? <Spinner /> : <SparklesIcon aria-hidden />}
            <Trans>Crear ronda</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
