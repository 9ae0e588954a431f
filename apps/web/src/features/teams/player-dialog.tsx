import {
  NICKNAME_MAX,
  POSITION_KEYS,
  type PositionKey,
  type TeamDto,
  type TeamPlayerDto,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CrownIcon, TriangleAlertIcon, UserMinusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
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
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { appCodeOf } from '@/lib/error-kind';
import { useErrorSentence } from '@/lib/error-texts';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { playerDisplayName, playerFullName } from './player-names';
import { useTeamCache } from './team-cache';
import { PlayerAvatar } from './team-card';
import {
  type PlayerCardValues,
  parseShirtNumber,
  playerCardChanges,
  playerCardValuesOf,
  sanitizeShirtNumber,
} from './team-forms';
import { POSITION_LABELS, teamRoleLabel } from './team-labels';
import { canRemovePlayer } from './team-players';

/**
 * The player card dialog (docs/product/teams.md#player-card, #removing-a-player; TEAM-12…18): the viewer edits
 * only their own nickname, shirt number and position; everyone else is read-only; the captain can remove a
 * PLAYER after a warning.
 */
export function PlayerDialog({
  team,
  player,
  me,
  isCaptain,
  onClose,
}: {
  team: TeamDto;
  player: TeamPlayerDto;
  me: TeamPlayerDto | null;
  isCaptain: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const isMe = me?.id === player.id;
  const removable = me !== null && canRemovePlayer({ isCaptain, userId: me.userId }, player);
  const name = playerDisplayName(player);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <div className="flex items-center gap-3">
            <PlayerAvatar player={player} className="size-14 text-base" />
            <div className="grid min-w-0 gap-1">
              <DialogTitle className="break-words">{name}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-1.5">
                {name !== playerFullName(player) ? <span>{playerFullName(player)}</span> : null}
                <RoleBadge role={player.role} />
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        {confirming && removable && me ? (
          <RemovePlayer
            team={team}
            player={player}
            captain={me}
            onCancel={() => setConfirming(false)}
            onDone={onClose}
          />
        ) : isMe ? (
          <OwnCardForm player={player} onDone={onClose} />
        ) : (
          <>
            <PlayerFacts player={player} />
            <DialogFooter>
              {removable ? (
                <Button variant="destructive" onClick={() => setConfirming(true)}>
                  <UserMinusIcon aria-hidden />
                  <Trans>Quitar del equipo</Trans>
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button variant="outline">
                  <Trans>Cerrar</Trans>
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoleBadge({ role }: { role: string }) {
  const { i18n } = useLingui();
  return (
    <Badge variant={role === 'CAPTAIN' ? 'default' : 'secondary'}>
      {role === 'CAPTAIN' ? <CrownIcon aria-hidden /> : null}
      {i18n._(teamRoleLabel(role))}
    </Badge>
  );
}

/** Someone else's card, read-only. */
function PlayerFacts({ player }: { player: TeamPlayerDto }) {
  const { i18n } = useLingui();
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
      <dt className="text-muted-foreground">
        <Trans>Apodo</Trans>
      </dt>
      <dd className="break-words font-medium">{player.abbreviatedName || none}</dd>
      <dt className="text-muted-foreground">
        <Trans>Número de camiseta</Trans>
      </dt>
      <dd className="font-medium tabular">{player.shirtNumber ?? none}</dd>
      <dt className="text-muted-foreground">
        <Trans>Posición</Trans>
      </dt>
      <dd className="font-medium">{player.position ? i18n._(POSITION_LABELS[player.position]) : none}</dd>
      {player.user.email ? (
        <>
          <dt className="text-muted-foreground">
            <Trans>Email</Trans>
          </dt>
          <dd className="break-all font-medium">{player.user.email}</dd>
        </>
      ) : null}
    </dl>
  );
}

// Radix Select cannot hold an empty value: this stands for "no position".
const NO_POSITION = 'none';

/** docs/product/teams.md#calls — PUT player-team {playerTeamId, updatePlayerTeamDto, locale}. */
function OwnCardForm({ player, onDone }: { player: TeamPlayerDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const sentence = useErrorSentence();
  const id = useId();
  const toast = useToast();
  const cache = useTeamCache();
  const save = useMutation(trpc.teams.updatePlayerCard.mutationOptions());
  const [initial] = useState<PlayerCardValues>(() => playerCardValuesOf(player));
  const [values, setValues] = useState<PlayerCardValues>(initial);
  const [shirtTaken, setShirtTaken] = useState(false);

  const changes = playerCardChanges(initial, values);
  const shirtInvalid = parseShirtNumber(values.shirtNumber) === undefined;
  const shirtError = shirtInvalid
    ? t`Usa un número del 0 al 99.`
    : shirtTaken
      ? sentence('SHIRT_NUMBER_TAKEN')
      : undefined;
  const dirty = changes !== null && Object.keys(changes).length > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changes || !dirty || save.isPending) return;
    try {
      const saved = await save.mutateAsync({
        playerTeamId: player.id,
        updatePlayerTeamDto: changes,
        locale: uiLocaleOf(i18n.locale),
      });
      cache.storePlayer(player.teamId, saved);
      void cache.refreshTeam(player.teamId);
      toast.success(t`Tus datos se guardaron.`);
      onDone();
    } catch (error) {
      if (appCodeOf(error) === 'SHIRT_NUMBER_TAKEN') setShirtTaken(true);
      else toast.error(errorMessage(i18n, error));
    }
  };

  const field = (name: string) => `${id}-${name}`;
  const max = NICKNAME_MAX;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={save.isPending}>
      <p className="text-muted-foreground text-sm">
        <Trans>Así te verán tus compañeros en el equipo y en la alineación.</Trans>
      </p>
      <Field
        id={field('nickname')}
        label={<Trans>Apodo</Trans>}
        hint={<Trans>Hasta {max} caracteres.</Trans>}
      >
        <Input
          id={field('nickname')}
          name="abbreviatedName"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          value={values.nickname}
          onChange={(e) => setValues((v) => ({ ...v, nickname: e.target.value }))}
          aria-describedby={describedBy(field('nickname'), { hint: true })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <Field id={field('shirt')} label={<Trans>Número</Trans>} error={shirtError}>
          <Input
            id={field('shirt')}
            name="shirtNumber"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={2}
            className="tabular"
            value={values.shirtNumber}
            onChange={(e) => {
              setShirtTaken(false);
              setValues((v) => ({ ...v, shirtNumber: sanitizeShirtNumber(e.target.value) }));
            }}
            aria-invalid={shirtError ? true : undefined}
            aria-describedby={describedBy(field('shirt'), { error: !!shirtError })}
          />
        </Field>
        <Field id={field('position')} label={<Trans>Posición</Trans>}>
          <Select
            value={values.position || NO_POSITION}
            onValueChange={(v) =>
              setValues((prev) => ({ ...prev, position: v === NO_POSITION ? '' : (v as PositionKey) }))
            }
          >
            <SelectTrigger id={field('position')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_POSITION}>
                <Trans>Sin posición</Trans>
              </SelectItem>
              {POSITION_KEYS.map((key) => (
                <SelectItem key={key} value={key}>
                  {i18n._(POSITION_LABELS[key])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? <Spinner /> : null}
          <Trans>Guardar cambios</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * docs/product/teams.md#removing-a-player — the warning, then DELETE team/player/removed {teamId, playerId,
 * captainId}.
 */
function RemovePlayer({
  team,
  player,
  captain,
  onCancel,
  onDone,
}: {
  team: TeamDto;
  player: TeamPlayerDto;
  captain: TeamPlayerDto;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTeamCache();
  const remove = useMutation(trpc.teams.removePlayer.mutationOptions());
  const name = playerDisplayName(player);

  const confirm = async () => {
    try {
      const updated = await remove.mutateAsync({
        teamId: team.id,
        playerId: player.id,
        captainId: captain.id,
      });
      cache.store(updated);
      toast.success(t`${name} ya no forma parte del equipo.`);
      onDone();
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };

  return (
    <>
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden />
        <AlertTitle>
          <Trans>¿Quitar a {name} del equipo?</Trans>
        </AlertTitle>
        <AlertDescription>
          <ul className="list-disc space-y-1 pl-4">
            <li>
              <Trans>Se eliminarán sus estadísticas en el equipo.</Trans>
            </li>
            <li>
              <Trans>Saldrá del chat y de los grupos del equipo.</Trans>
            </li>
            <li>
              <Trans>Perderá el acceso a los próximos partidos.</Trans>
            </li>
            <li>
              <Trans>No podrá volver a unirse sin autorización.</Trans>
            </li>
          </ul>
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : <UserMinusIcon aria-hidden />}
          <Trans>Sí, quitar del equipo</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
