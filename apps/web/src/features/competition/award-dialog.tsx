import type { MatchDetailDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RadioCard, RadioGroup } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useFixtureCache } from './fixture-cache';

// A result decided off the pitch (docs/decisions/013#awards): a walkover ('W.O.') for a match not played, a forfeit
// for one played. The organiser picks the team the decision goes against.

export function AwardDialog({
  match,
  open,
  onOpenChange,
}: {
  match: MatchDetailDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useFixtureCache();
  const walkover = useMutation(trpc.matches.walkover.mutationOptions());
  const forfeit = useMutation(trpc.matches.forfeit.mutationOptions());
  const [against, setAgainst] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A match not played yet takes a walkover; a finished one is forfeited.
  const isForfeit = match.status === 'COMPLETED';
  const pending = walkover.isPending || forfeit.isPending;
  const teams = [match.teamOne, ...(match.teamTwo ? [match.teamTwo] : [])];

  const save = async () => {
    if (!against || pending) return;
    setError(null);
    try {
      const answer = isForfeit
        ? await forfeit.mutateAsync({ matchId: match.id, offendingTeamId: against })
        : await walkover.mutateAsync({ matchId: match.id, absentTeamId: against });
      cache.storeMatch(answer);
      toast.success(isForfeit ? t`Partido dado por perdido.` : t`W.O. registrado.`);
      onOpenChange(false);
      void cache.refresh();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            {isForfeit ? <Trans>Dar el partido por perdido</Trans> : <Trans>Registrar W.O.</Trans>}
          </DialogTitle>
          <DialogDescription>
            {isForfeit ? (
              <Trans>
                El resultado se reemplaza por el del W.O. (salvo que la cancha ya le diera al rival una
                diferencia mayor). Las tarjetas siguen contando para las suspensiones.
              </Trans>
            ) : (
              <Trans>
                El equipo que se presentó gana por el resultado del W.O. del torneo. Nadie suma goles ni
                tarjetas en este partido.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <RadioGroup
          value={against}
          onValueChange={setAgainst}
          aria-label={isForfeit ? t`Equipo que pierde el partido` : t`Equipo que no se presentó`}
          className="grid gap-2"
        >
          {teams.map((team) => {
            const name = team.name;
            return (
              <RadioCard key={team.id} value={team.id} className="min-h-14 items-center py-3">
                <span className="pr-8 font-medium wrap-anywhere">
                  {isForfeit ? <Trans>{name} pierde el partido</Trans> : <Trans>{name} no se presentó</Trans>}
                </span>
              </RadioCard>
            );
          })}
        </RadioGroup>
        {error ? (
          <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
        ) : null}
        <DialogActions pending={pending} disabled={!against} onClick={() => void save()}>
          {isForfeit ? <Trans>Dar por perdido</Trans> : <Trans>Registrar W.O.</Trans>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
