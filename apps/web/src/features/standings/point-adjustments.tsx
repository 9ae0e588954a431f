import type { PointAdjustmentDto, StandingRowDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const PointAdjustmentDialog = lazyDialog(() =>
  import('./point-adjustment-dialog').then((m) => m.PointAdjustmentDialog),
);

// Point deductions and additions (docs/decisions/013#awards): listed under the table with their reasons for
// everyone; the creator adds and removes them.

/** The adjustments under a table; `owner` adds and removes them. */
export function PointAdjustments({
  tournamentId,
  adjustments,
  rows,
  owner,
}: {
  tournamentId: string;
  adjustments: readonly PointAdjustmentDto[];
  rows: readonly StandingRowDto[];
  owner: boolean;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useFixtureCache();
  const remove = useMutation(trpc.fixtures.deleteAdjustment.mutationOptions());
  const [adding, setAdding] = useState(false);
  if (adjustments.length === 0 && !owner) return null;
  const drop = async (adjustmentId: string) => {
    try {
      await remove.mutateAsync({ adjustmentId });
      toast.success(t`Ajuste eliminado.`);
      void cache.refresh();
    } catch (err) {
      toast.error(errorMessage(i18n, err));
    }
  };
  return (
    <div className="grid gap-2" data-testid="point-adjustments">
      {adjustments.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {adjustments.map((a) => {
            const signed = a.points > 0 ? `+${a.points}` : String(a.points);
            const team = a.teamName;
            const reason = a.reason;
            return (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2"
                data-testid="point-adjustment"
              >
                <span>
                  <Trans>
                    {team}: {signed} pts. {reason}
                  </Trans>
                </span>
                {owner ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void drop(a.id)}
                    disabled={remove.isPending}
                    aria-label={t`Quitar el ajuste de ${team}`}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {owner ? (
        <>
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            <Trans>Ajustar puntos</Trans>
          </Button>
          <PointAdjustmentDialog
            tournamentId={tournamentId}
            rows={rows}
            open={adding}
            onOpenChange={setAdding}
          />
        </>
      ) : null}
    </div>
  );
}
