import { FormationError, type TeamPlayerDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ArmchairIcon,
  InfoIcon,
  RotateCcwIcon,
  SaveIcon,
  TriangleAlertIcon,
  Undo2Icon,
  UserMinusIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Loading } from '@/components/loading';
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
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import {
  changeFormation,
  changeTeamSize,
  formationOptions,
  initialLineup,
  isSameLineup,
  isTeamSize,
  type LineupSource,
  type LineupState,
  replaceWith,
  savePayload,
  sendToBench,
  teamSizeOptions,
} from './formation-lineup';
import { Pitch, type PitchPlayer } from './pitch';
import { playerDisplayName, playerInitials } from './player-names';
import { useTeamCache } from './team-cache';
import { PlayerAvatar } from './team-card';
import { POSITION_LABELS } from './team-labels';

/**
 * The tactical formation dialog (docs/product/formations.md#lineup, #layout, #saving; FORM-01…13). Every member
 * can look; only the captain changes it, and saving is enabled only after a change.
 */
export function FormationDialog({
  teamId,
  players,
  canEdit,
  open,
  onOpenChange,
}: {
  teamId: string;
  players: TeamPlayerDto[];
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`} className="w-[calc(100%-1rem)] max-w-3xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>
            <Trans>Formación táctica</Trans>
          </DialogTitle>
          <DialogDescription>
            {canEdit ? (
              <Trans>
                Toca un jugador para reemplazarlo o pasarlo a suplente; toca un puesto vacío para ocuparlo.
              </Trans>
            ) : (
              <Trans>La alineación que armó el capitán del equipo.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts from the saved formation. */}
        {open ? <FormationLoader teamId={teamId} players={players} canEdit={canEdit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FormationLoader({
  teamId,
  players,
  canEdit,
}: {
  teamId: string;
  players: TeamPlayerDto[];
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const saved = useQuery(trpc.formations.ofTeam.queryOptions({ teamId }));
  if (saved.isPending) {
    return (
      <Loading label={t`Cargando formación`} className="grid gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="mx-auto aspect-[2/3] w-full max-w-md rounded-xl" />
      </Loading>
    );
  }
  if (saved.isError) {
    return (
      <Alert variant="destructive" className="items-center">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-medium">
            <Trans>No se pudo cargar la formación.</Trans>
          </p>
          <Button variant="outline" onClick={() => void saved.refetch()}>
            <RotateCcwIcon aria-hidden />
            <Trans>Reintentar</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <>
      <SuspendedNotice teamId={teamId} players={players} />
      <FormationEditor teamId={teamId} saved={saved.data} players={players} canEdit={canEdit} />
    </>
  );
}

/** Players with a suspension to serve in one of the team's tournaments (docs/decisions/013#discipline). */
function SuspendedNotice({ teamId, players }: { teamId: string; players: TeamPlayerDto[] }) {
  const suspensions = useQuery(trpc.fixtures.teamSuspensions.queryOptions({ teamId }));
  const list = suspensions.data ?? [];
  if (list.length === 0) return null;
  const byUser = new Map(players.map((p) => [p.userId, p]));
  return (
    <Alert variant="warning" data-testid="lineup-suspended">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>
        <Trans>Suspendidos</Trans>
      </AlertTitle>
      <AlertDescription>
        <ul className="grid gap-0.5">
          {list.map((s) => {
            const player = byUser.get(s.playerId);
            const name = player ? playerDisplayName(player) : '';
            const tournament = s.tournamentName;
            return (
              <li key={`${s.playerId}:${s.tournamentId}`}>
                <Trans>
                  {name}: no puede jugar el próximo partido de {tournament}.
                </Trans>
              </li>
            );
          })}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function FormationEditor({
  teamId,
  saved,
  players,
  canEdit,
}: {
  teamId: string;
  saved: Parameters<typeof initialLineup>[0];
  players: TeamPlayerDto[];
  canEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTeamCache();
  const save = useMutation(trpc.formations.save.mutationOptions());
  const [start] = useState(() => initialLineup(saved, players));
  const [baseline, setBaseline] = useState<LineupState>(start.lineup);
  const [lineup, setLineup] = useState<LineupState>(start.lineup);
  const [source, setSource] = useState<LineupSource>(start.source);
  const [selected, setSelected] = useState<number | null>(null);
  const panel = useRef<HTMLHeadingElement>(null);

  const byId = new Map(players.map((p) => [p.id, p]));
  const playerOf = (playerId: string): PitchPlayer | null => {
    const p = byId.get(playerId);
    return p ? { name: playerDisplayName(p), shirtNumber: p.shirtNumber, initials: playerInitials(p) } : null;
  };
  const dirty = !isSameLineup(baseline, lineup);
  const slot = selected === null ? null : (lineup.starters.find((s) => s.order === selected) ?? null);

  // Bring the choices into view (below the pitch on a phone) and move focus there for keyboard users.
  useEffect(() => {
    if (selected === null) return;
    panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [selected]);

  const apply = (next: () => LineupState) => {
    try {
      setLineup(next());
      setSelected(null);
    } catch (error) {
      if (!(error instanceof FormationError)) throw error;
      setSource('invalid');
    }
  };

  const onSave = async () => {
    if (!dirty || save.isPending) return;
    try {
      await save.mutateAsync(savePayload(teamId, lineup));
      setBaseline(lineup);
      setSource('saved');
      setSelected(null);
      toast.success(t`Formación guardada.`);
      void cache.refreshFormations(teamId);
    } catch (error) {
      // docs/product/formations.md#saving — 'Error al guardar'; a structure the server refuses has its own
      // sentence.
      toast.error(
        appCodeOf(error) === 'FORMATION_INVALID' ? t`Error: formación no válida` : t`Error al guardar`,
      );
    }
  };

  const { size, structure } = lineup;
  const sizeId = `${id}-size`;
  const formationId = `${id}-formation`;
  const slotName = slot?.playerId ? playerOf(slot.playerId)?.name : null;
  return (
    <div className="grid gap-4">
      {source === 'none' ? (
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertTitle>
            <Trans>No hay formaciones guardadas</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Mostramos el plantel en la formación por defecto.</Trans>
          </AlertDescription>
        </Alert>
      ) : source === 'invalid' ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>
            <Trans>Error: formación no válida</Trans>
          </AlertTitle>
        </Alert>
      ) : null}

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="grid content-start gap-3">
          {canEdit ? (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={sizeId}>
                  <Trans>Jugadores</Trans>
                </Label>
                <Select
                  value={String(lineup.size)}
                  onValueChange={(v) => {
                    const size = Number(v);
                    if (isTeamSize(size)) apply(() => changeTeamSize(lineup, size));
                  }}
                >
                  <SelectTrigger id={sizeId}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {teamSizeOptions(lineup.size).map((n) => (
                      <SelectItem key={n} value={String(n)} disabled={!isTeamSize(n)}>
                        <Trans>Fútbol {n}</Trans>
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={formationId}>
                  <Trans>Formación</Trans>
                </Label>
                <Select
                  value={lineup.structure}
                  onValueChange={(v) => apply(() => changeFormation(lineup, v))}
                >
                  <SelectTrigger id={formationId} className="tabular">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {formationOptions(lineup.size, lineup.structure).map((f) => (
                      <SelectItem key={f} value={f} className="tabular">
                        {f}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>
          ) : (
            <p className="font-medium text-sm">
              <Trans>
                Fútbol {size} · <span className="tabular">{structure}</span>
              </Trans>
            </p>
          )}
          <Pitch
            slots={lineup.starters}
            playerOf={playerOf}
            selected={selected}
            onSelect={canEdit ? (order) => setSelected((cur) => (cur === order ? null : order)) : undefined}
          />
        </div>

        <div className="grid content-start gap-4">
          {canEdit && slot ? (
            <section
              aria-labelledby={`${id}-slot`}
              className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs"
            >
              <h3 id={`${id}-slot`} ref={panel} tabIndex={-1} className="font-semibold outline-none">
                {i18n._(POSITION_LABELS[slot.positionName])}
                {' · '}
                <span className="font-normal">{slotName ?? t`Vacío`}</span>
              </h3>
              {lineup.substitutes.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  <Trans>No hay suplentes disponibles</Trans>
                </p>
              ) : (
                <div className="grid gap-2">
                  <p className="font-medium text-sm">
                    {slot.playerId ? <Trans>Reemplazar con:</Trans> : <Trans>Poner en este puesto:</Trans>}
                  </p>
                  <ul className="grid max-h-56 gap-2 overflow-y-auto">
                    {lineup.substitutes.map((subId) => {
                      const sub = byId.get(subId);
                      if (!sub) return null;
                      return (
                        <li key={subId}>
                          <Button
                            variant="outline"
                            className="w-full min-w-0 justify-start"
                            onClick={() => apply(() => replaceWith(lineup, slot.order, subId))}
                          >
                            <PlayerAvatar player={sub} className="size-7 text-xs" />
                            <span className="min-w-0 flex-1 truncate text-left">
                              {playerDisplayName(sub)}
                            </span>
                            {sub.shirtNumber !== null ? (
                              <span className="text-muted-foreground tabular">{sub.shirtNumber}</span>
                            ) : null}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
              <div className="grid gap-2">
                {slot.playerId ? (
                  <Button variant="outline" onClick={() => apply(() => sendToBench(lineup, slot.order))}>
                    <UserMinusIcon aria-hidden />
                    <Trans>Quitar jugador (pasar a suplente)</Trans>
                  </Button>
                ) : null}
                <Button variant="ghost" onClick={() => setSelected(null)}>
                  <Trans>Cancelar</Trans>
                </Button>
              </div>
            </section>
          ) : null}

          <section aria-labelledby={`${id}-bench`} className="grid gap-2">
            <h3 id={`${id}-bench`} className="flex items-center gap-2 font-semibold text-sm">
              <ArmchairIcon className="size-4 text-muted-foreground" aria-hidden />
              <Trans>Suplentes</Trans>
              <span className="font-normal text-muted-foreground tabular">({lineup.substitutes.length})</span>
            </h3>
            {lineup.substitutes.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                <Trans>Sin suplentes.</Trans>
              </p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {lineup.substitutes.map((subId) => {
                  const sub = byId.get(subId);
                  if (!sub) return null;
                  return (
                    <li
                      key={subId}
                      className="flex min-h-9 max-w-full items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm"
                    >
                      <PlayerAvatar player={sub} className="size-7 text-xs" />
                      <span className="truncate">{playerDisplayName(sub)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </div>

      <DialogFooter>
        {canEdit && dirty ? (
          <Button
            variant="ghost"
            onClick={() => {
              setLineup(baseline);
              setSelected(null);
            }}
          >
            <Undo2Icon aria-hidden />
            <Trans>Deshacer cambios</Trans>
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cerrar</Trans>
          </Button>
        </DialogClose>
        {canEdit ? (
          <Button onClick={() => void onSave()} disabled={!dirty || save.isPending}>
            {save.isPending ? <Spinner /> : <SaveIcon aria-hidden />}
            <Trans>Guardar formación</Trans>
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
