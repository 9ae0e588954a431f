import type { TeamInTournamentDto, Withdrawal } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { useFixtureCache } from '@/features/competition/fixture-cache';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// A team withdrawn after its walkovers (docs/decisions/013#awards): its matches still to play are annulled or
// awarded to the opponents; played ones stand and it stays in the table, marked as withdrawn.

export function WithdrawTeam({ data }: { data: TeamInTournamentDto }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useFixtureCache();
  const withdraw = useMutation(trpc.fixtures.withdrawTeam.mutationOptions());
  const [open, setOpen] = useState(false);
  const [remaining, setRemaining] = useState<Withdrawal>('AWARD');
  const [error, setError] = useState<string | null>(null);
  const team = data.team.name;
  const save = async () => {
    if (withdraw.isPending) return;
    setError(null);
    try {
      await withdraw.mutateAsync({ tournamentId: data.tournament.id, teamId: data.team.id, remaining });
      toast.success(t`${team} fue retirado del torneo.`);
      setOpen(false);
      void cache.refresh();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
      <p className="min-w-0 flex-1 basis-60 text-muted-foreground text-sm">
        <Trans>
          Si el equipo dejó de presentarse, retíralo: sus partidos pendientes se anulan o se dan por W.O. a
          los rivales.
        </Trans>
      </p>
      <Button variant="outline" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <LogOutIcon aria-hidden />
        <Trans>Retirar del torneo</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t`Cerrar`}>
          <DialogHeader>
            <DialogTitle>
              <Trans>Retirar a {team}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Los partidos ya jugados quedan como están. ¿Qué pasa con los que faltan?</Trans>
            </DialogDescription>
          </DialogHeader>
          <RadioGroup
            value={remaining}
            onValueChange={(v) => setRemaining(v as Withdrawal)}
            aria-label={t`Partidos pendientes`}
            className="grid gap-2"
          >
            <RadioCard value="AWARD" className="min-h-14 items-center py-3">
              <span className="pr-8 font-medium">
                <Trans>Se dan por W.O. a los rivales</Trans>
              </span>
            </RadioCard>
            <RadioCard value="ANNUL" className="min-h-14 items-center py-3">
              <span className="pr-8 font-medium">
                <Trans>Se anulan y no cuentan</Trans>
              </span>
            </RadioCard>
          </RadioGroup>
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={withdraw.isPending} variant="destructive" onClick={() => void save()}>
            <Trans>Retirar</Trans>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </section>
  );
}
