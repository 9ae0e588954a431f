import type { TeamDto, TeamPlayerDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CrownIcon, TriangleAlertIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { playerDisplayName } from './player-names';
import { useTeamCache } from './team-cache';
import { PlayerAvatar } from './team-card';
import { captainCandidates, sortPlayers } from './team-players';

/**
 * Captain change (docs/product/teams.md#captain-change, #calls; TEAM-19…21): pick a player, read the warning,
 * confirm. The answer carries the new roles, so the page drops the captain tools at once.
 */
export function ChangeCaptainDialog({
  team,
  players,
  me,
  open,
  onOpenChange,
}: {
  team: TeamDto;
  players: TeamPlayerDto[];
  me: TeamPlayerDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const cache = useTeamCache();
  const change = useMutation(trpc.teams.changeCaptain.mutationOptions());
  const [chosen, setChosen] = useState<string>('');
  const candidates = sortPlayers(captainCandidates(players, me.userId));
  const next = candidates.find((p) => p.id === chosen) ?? null;

  const confirm = async () => {
    if (!next) return;
    try {
      const updated = await change.mutateAsync({
        teamId: team.id,
        newCaptainId: next.id,
        currentCaptainId: me.id,
      });
      cache.store(updated);
      void cache.refreshMine();
      const newCaptain = playerDisplayName(next);
      toast.success(t`${newCaptain} es el nuevo capitán.`);
      onOpenChange(false);
    } catch {
      // docs/product/teams.md#captain-change — the captain change has one failure sentence.
      toast.error(t`Error al actualizar.`);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) setChosen('');
        onOpenChange(value);
      }}
    >
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Cambiar capitán</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Elige al jugador que será el nuevo capitán del equipo.</Trans>
          </DialogDescription>
        </DialogHeader>
        {candidates.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
            <Trans>Todavía no hay otros jugadores. Invita a alguien para poder cederle la capitanía.</Trans>
          </p>
        ) : (
          <RadioGroupPrimitive.Root
            value={chosen}
            onValueChange={setChosen}
            aria-label={t`Nuevo capitán`}
            className="grid max-h-64 gap-2 overflow-y-auto p-0.5"
          >
            {candidates.map((player) => (
              <RadioGroupPrimitive.Item
                key={player.id}
                value={player.id}
                className="group flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 text-left outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/5"
              >
                <PlayerAvatar player={player} />
                <span className="min-w-0 flex-1 truncate font-medium">{playerDisplayName(player)}</span>
                <span
                  aria-hidden
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input group-data-[state=checked]:border-primary"
                >
                  <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
                </span>
              </RadioGroupPrimitive.Item>
            ))}
          </RadioGroupPrimitive.Root>
        )}
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>
            <Trans>Al ceder la capitanía:</Trans>
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              <li>
                <Trans>Perderás el control del equipo.</Trans>
              </li>
              <li>
                <Trans>No podrás gestionar alineaciones ni estrategias.</Trans>
              </li>
              <li>
                <Trans>No podrás agregar ni quitar jugadores.</Trans>
              </li>
              <li>
                <Trans>No podrás recuperar el rol de capitán sin autorización.</Trans>
              </li>
            </ul>
          </AlertDescription>
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button onClick={() => void confirm()} disabled={!next || change.isPending}>
            {change.isPending ? <Spinner /> : <CrownIcon aria-hidden />}
            <Trans>Confirmar cambio</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
