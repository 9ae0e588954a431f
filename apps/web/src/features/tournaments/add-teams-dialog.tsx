import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PASTE_MAX } from '@cancha/shared';
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
import { type TeamNamesPreview, teamNamesPreview } from './roster-preview';

/**
 * 'Agregar equipos por nombre' (docs/decisions/025): the organiser pastes team names, one per line, for teams with
 * no account in Cancha. Each takes a place at once, and the organiser runs it until a captain takes it over. The
 * count against the places left and every line that would be refused show while typing.
 */
export function AddTeamsDialog({
  tournamentId,
  places,
  takenNames,
  open,
  onOpenChange,
}: {
  tournamentId: string;
  /** Places still free in the tournament. */
  places: number;
  /** The names of the teams already in it (or asking to be), which a new one cannot repeat. */
  takenNames: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Agregar equipos por nombre</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Para equipos que no usan Cancha: tú gestionas cada uno, con su plantel, sus goles y sus
              tarjetas, hasta que se lo entregues a un capitán.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts empty. */}
        {open ? (
          <AddTeamsForm
            tournamentId={tournamentId}
            places={places}
            takenNames={takenNames}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddTeamsForm({
  tournamentId,
  places,
  takenNames,
  onDone,
}: {
  tournamentId: string;
  places: number;
  takenNames: readonly string[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useRosterCache();
  const add = useMutation(trpc.roster.addTeams.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const preview = useMemo(() => teamNamesPreview(text, takenNames), [text, takenNames]);
  const count = preview.names.length;
  const tooMany = count > places || count > TEAMS_PASTE_MAX;
  const ready = count > 0 && preview.problems.length === 0 && !tooMany;

  const onSubmit = form.handleSubmit(async () => {
    if (!ready || add.isPending) return;
    setAlert(null);
    try {
      const created = await add.mutateAsync({
        tournamentId,
        names: preview.names,
        locale: uiLocaleOf(i18n.locale),
      });
      toast.success(
        t`${plural(created.length, { one: '# equipo agregado al torneo.', other: '# equipos agregados al torneo.' })}`,
      );
      onDone();
    } catch (error) {
      setAlert(errorMessage(i18n, error));
    } finally {
      // The approved list shows the new teams; a refusal may mean the places changed meanwhile.
      void cache.teamsAdded();
    }
  });

  const fieldId = `${id}-names`;
  const summaryId = `${id}-summary`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4" aria-busy={add.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field
        id={fieldId}
        label={<Trans>Nombres de los equipos</Trans>}
        hint={<Trans>Un equipo por línea</Trans>}
      >
        <Textarea
          id={fieldId}
          rows={8}
          autoComplete="off"
          spellCheck={false}
          placeholder={[t`Los Halcones`, t`Deportivo Sur`, t`Atlético Norte`].join('\n')}
          aria-invalid={preview.problems.length > 0 || tooMany ? true : undefined}
          aria-describedby={[describedBy(fieldId, { hint: true }), summaryId].join(' ')}
          {...form.register('text')}
        />
      </Field>
      <p
        id={summaryId}
        aria-live="polite"
        className={tooMany ? 'font-medium text-destructive text-sm' : 'text-muted-foreground text-sm'}
        data-testid="add-teams-summary"
      >
        <TeamsSummary count={count} places={places} />
      </p>
      <TeamNameProblems problems={preview.problems} />
      <DialogActions pending={add.isPending} disabled={!ready}>
        <Trans>Agregar equipos</Trans>
      </DialogActions>
    </form>
  );
}

/** '16 equipos · quedan 0 lugares', or why they do not fit. */
function TeamsSummary({ count, places }: { count: number; places: number }) {
  const { t } = useLingui();
  if (count > TEAMS_PASTE_MAX) {
    return <>{t`Puedes agregar hasta ${TEAMS_PASTE_MAX} equipos por vez.`}</>;
  }
  if (count > places) {
    return (
      <>
        {t`${plural(count, { one: '# equipo', other: '# equipos' })}, pero ${plural(places, { one: 'solo queda # lugar', other: 'solo quedan # lugares' })}.`}
      </>
    );
  }
  const left = places - count;
  return (
    <>
      {t`${plural(count, { one: '# equipo', other: '# equipos' })} · ${plural(left, { one: 'queda # lugar', other: 'quedan # lugares' })}`}
    </>
  );
}

function TeamNameProblems({ problems }: { problems: TeamNamesPreview['problems'] }) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-2">
      <p className="font-medium text-destructive text-sm">
        <Trans>Corrige estas líneas para poder agregar los equipos:</Trans>
      </p>
      <ul
        aria-label={t`Líneas con problemas`}
        className="grid max-h-48 min-w-0 gap-1 overflow-y-auto rounded-lg border border-destructive/40 p-3 text-sm"
      >
        {problems.map(({ line, problem, text }) => (
          <li key={`${line}-${problem}`} className="min-w-0 break-words">
            {problem === 'TAKEN'
              ? t`Línea ${line}: ya hay un equipo con ese nombre en el torneo`
              : t`Línea ${line}: el nombre debe tener de ${TEAM_NAME_MIN} a ${TEAM_NAME_MAX} caracteres`}
            {text ? <span className="block truncate text-muted-foreground text-xs">{text}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
