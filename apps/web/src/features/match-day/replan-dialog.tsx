import type { ScheduleResultDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ArrowRightIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Loading } from '@/components/loading';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ScheduleLimits, slotText, usePlannedMatchName } from './schedule-result';

// "Re-programar lo no jugado" (docs/decisions/024): the plan for every match still to be played that nobody fixed,
// shown match by match before anything moves; applying sends the plan's key back, so what is applied is what was
// shown, or nothing.

const SHOWN_MOVES = 60;

export function ReplanDialog({
  tournamentId,
  onClose,
  onApplied,
}: {
  tournamentId: string;
  onClose: () => void;
  onApplied: (result: ScheduleResultDto) => void;
}) {
  const { t, i18n } = useLingui();
  const preview = useMutation(trpc.matchDay.schedule.mutationOptions());
  const apply = useMutation(trpc.matchDay.schedule.mutationOptions());
  const [plan, setPlan] = useState<ScheduleResultDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = usePlannedMatchName();
  const { mutateAsync: previewPlan } = preview;

  const load = async () => {
    setError(null);
    try {
      setPlan(await previewPlan({ tournamentId, scope: 'UNPLAYED', preview: true }));
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan is asked for once, when the dialog opens.
  useEffect(() => {
    void load();
  }, []);

  const run = async () => {
    if (!plan) return;
    setError(null);
    try {
      onApplied(await apply.mutateAsync({ tournamentId, scope: 'UNPLAYED', planKey: plan.planKey }));
      onClose();
    } catch (err) {
      setError(errorMessage(i18n, err));
      // The schedule changed meanwhile: show the plan as it is now.
      if (appCodeOf(err) === 'PLAN_CHANGED') void load();
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Re-programar lo no jugado</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Los partidos por jugar vuelven a repartirse en las canchas y árbitros de hoy. Los que fijaste a
              mano o tienen el árbitro confirmado no se mueven.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
        ) : null}
        {preview.isPending || !plan ? (
          preview.isError ? null : (
            <Loading label={t`Preparando la vista previa…`} className="grid gap-2">
              <Skeleton className="h-14 rounded-lg" />
              <Skeleton className="h-14 rounded-lg" />
            </Loading>
          )
        ) : (
          <div className="grid gap-3 text-sm" data-testid="replan-preview">
            {plan.moves.length === 0 ? (
              <p>
                <Trans>No hay nada que mover: la programación ya aprovecha lo que tienes.</Trans>
              </p>
            ) : (
              <>
                <p className="font-medium">
                  <Plural value={plan.moves.length} one="Se mueve # partido:" other="Se mueven # partidos:" />
                </p>
                <ul className="grid gap-2">
                  {plan.moves.slice(0, SHOWN_MOVES).map((m) => (
                    <li key={m.matchId} className="grid gap-0.5 rounded-lg border p-2">
                      <span className="font-medium">{name(m)}</span>
                      <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground tabular">
                        {m.from ? slotText(m.from) : <Trans>Sin programar</Trans>}
                        <ArrowRightIcon className="size-3.5" aria-label={t`pasa a`} />
                        <span className="text-foreground">{slotText(m.to)}</span>
                        {m.to.referee ? <span>· {m.to.referee}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
                {plan.moves.length > SHOWN_MOVES ? (
                  <p className="text-muted-foreground">{t`y ${plan.moves.length - SHOWN_MOVES} más`}</p>
                ) : null}
              </>
            )}
            <ScheduleLimits result={plan} />
          </div>
        )}
        <DialogActions
          pending={apply.isPending}
          disabled={!plan || preview.isPending || plan.moves.length === 0}
          onClick={() => void run()}
        >
          <Trans>Aplicar cambios</Trans>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
