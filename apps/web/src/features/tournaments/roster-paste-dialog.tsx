import { ROSTER_NAME_MAX, ROSTER_NAME_MIN, ROSTER_PASTE_MAX, SHIRT_NUMBER_MAX } from '@cancha/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useRosterCache } from './roster-cache';
import { type RosterPreview, type RosterPreviewProblem, rosterPreview } from './roster-preview';

/**
 * 'Pegar plantel' (docs/decisions/025): the organiser of a team they run pastes its people, one per line, from a
 * spreadsheet or a WhatsApp list: name, shirt number and e-mail in any order, only the name required. What would be
 * added shows as a table while typing, and every line that cannot be read is named with its reason; nothing is sent
 * until every line reads. A person with an e-mail is sent a link to claim their line.
 */
export function RosterPasteDialog({
  teamId,
  teamName,
  tournamentId,
  takenNumbers,
  open,
  onOpenChange,
}: {
  teamId: string;
  teamName: string;
  tournamentId: string;
  /** The shirt numbers the team's players already wear. */
  takenNumbers: readonly number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Pegar plantel</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Los jugadores de {teamName}, uno por línea.</Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts empty. */}
        {open ? (
          <RosterPasteForm
            teamId={teamId}
            tournamentId={tournamentId}
            takenNumbers={takenNumbers}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RosterPasteForm({
  teamId,
  tournamentId,
  takenNumbers,
  onDone,
}: {
  teamId: string;
  tournamentId: string;
  takenNumbers: readonly number[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useRosterCache();
  const add = useMutation(trpc.roster.addPlayers.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const taken = useMemo(() => new Set(takenNumbers), [takenNumbers]);
  const preview = useMemo(() => rosterPreview(text, taken), [text, taken]);
  const count = preview.players.length;
  const tooMany = count > ROSTER_PASTE_MAX;
  const ready = count > 0 && preview.problems.length === 0 && !tooMany;

  const onSubmit = form.handleSubmit(async () => {
    if (!ready || add.isPending) return;
    setAlert(null);
    const invited = preview.players.filter((p) => p.email !== null).length;
    try {
      const team = await add.mutateAsync({
        teamId,
        players: preview.players,
        locale: uiLocaleOf(i18n.locale),
      });
      void cache.teamChanged(team, tournamentId);
      toast.success(
        invited > 0
          ? t`${plural(count, { one: '# jugador agregado al plantel.', other: '# jugadores agregados al plantel.' })} ${plural(invited, { one: 'Enviamos # invitación para reclamar su lugar.', other: 'Enviamos # invitaciones para reclamar su lugar.' })}`
          : t`${plural(count, { one: '# jugador agregado al plantel.', other: '# jugadores agregados al plantel.' })}`,
      );
      onDone();
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      // A number taken meanwhile, or a team handed over: the screen shows the team as it is now.
      void cache.refreshTeam(teamId, tournamentId);
    }
  });

  const fieldId = `${id}-roster`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={add.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field
        id={fieldId}
        label={<Trans>Plantel</Trans>}
        hint={
          <Trans>
            Una persona por línea, copiada de una planilla o de WhatsApp: nombre, número y email. El email es
            opcional: quien lo tenga recibirá un enlace para reclamar su lugar y quedarse con sus goles y
            tarjetas.
          </Trans>
        }
      >
        <Textarea
          id={fieldId}
          rows={6}
          autoComplete="off"
          spellCheck={false}
          placeholder={t`Juan Pérez, 10, juan@mail.com`}
          aria-invalid={preview.problems.length > 0 || tooMany ? true : undefined}
          aria-describedby={describedBy(fieldId, { hint: true })}
          {...form.register('text')}
        />
      </Field>
      {tooMany ? (
        <p className="font-medium text-destructive text-sm" aria-live="polite">
          {t`Puedes pegar hasta ${ROSTER_PASTE_MAX} jugadores por vez.`}
        </p>
      ) : null}
      <RosterProblems problems={preview.problems} />
      <RosterTable players={preview.players} />
      <DialogActions pending={add.isPending} disabled={!ready}>
        <Trans>Agregar al plantel</Trans>
      </DialogActions>
    </form>
  );
}

function RosterTable({ players }: { players: RosterPreview['players'] }) {
  const { t } = useLingui();
  const id = useId();
  if (players.length === 0) return null;
  const invited = players.filter((p) => p.email !== null).length;
  return (
    <div className="grid min-w-0 gap-2">
      <p id={id} className="font-medium text-sm" aria-live="polite">
        {t`${plural(players.length, { one: 'Se agregará # jugador', other: 'Se agregarán # jugadores' })}`}
      </p>
      <div className="max-h-64 min-w-0 overflow-y-auto rounded-lg border">
        <table aria-labelledby={id} className="w-full table-fixed text-sm">
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                <Trans>Nombre</Trans>
              </th>
              <th scope="col" className="w-16 px-2 py-2 text-right font-medium">
                <Trans>Número</Trans>
              </th>
              <th scope="col" className="w-[40%] px-3 py-2 font-medium">
                <Trans>Email</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {players.map((player, index) => (
              // The same name may be pasted twice; the position is what tells the rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are re-read from the text on every change.
              <tr key={index}>
                <td className="break-words px-3 py-2">{player.name}</td>
                <td className="px-2 py-2 text-right tabular-nums">{player.shirtNumber ?? '—'}</td>
                <td className="break-all px-3 py-2 text-muted-foreground">{player.email ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invited > 0 ? (
        <p className="text-muted-foreground text-xs">
          {t`${plural(invited, { one: 'Quien tiene email recibirá un enlace para reclamar su lugar.', other: 'Los # que tienen email recibirán un enlace para reclamar su lugar.' })}`}
        </p>
      ) : null}
    </div>
  );
}

function RosterProblems({ problems }: { problems: RosterPreview['problems'] }) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  const say = (line: number, problem: RosterPreviewProblem): string => {
    switch (problem) {
      case 'NAME':
        return t`Línea ${line}: el nombre debe tener de ${ROSTER_NAME_MIN} a ${ROSTER_NAME_MAX} caracteres`;
      case 'NUMBER':
        return t`Línea ${line}: el número debe ser de 0 a ${SHIRT_NUMBER_MAX}`;
      case 'EMAIL':
        return t`Línea ${line}: el email no es válido`;
      case 'DUPLICATE_NUMBER':
        return t`Línea ${line}: ese número ya está en otra línea`;
      case 'DUPLICATE_EMAIL':
        return t`Línea ${line}: ese email ya está en otra línea`;
      case 'NUMBER_TAKEN':
        return t`Línea ${line}: otro jugador del equipo ya usa ese número`;
    }
  };
  return (
    <div className="grid min-w-0 gap-2">
      <p className="font-medium text-destructive text-sm">
        <Trans>Corrige estas líneas para poder agregar el plantel:</Trans>
      </p>
      <ul
        aria-label={t`Líneas con problemas`}
        className="grid max-h-48 min-w-0 gap-1 overflow-y-auto rounded-lg border border-destructive/40 p-3 text-sm"
      >
        {problems.map(({ line, problem, text }) => (
          <li key={`${line}-${problem}`} className="min-w-0 break-words">
            {say(line, problem)}
            <span className="block truncate text-muted-foreground text-xs">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
