import { DEFAULT_PRODE_SCORING, type ProdeGameDto, stageText } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// Making or editing a game of El Prode (docs/decisions/015-prode.md): its name, rules, prize, scoring, start and the
// tournaments (or some of their rounds) it is played over. A site owner picks among every public tournament; a
// tournament's creator among their own public ones.

interface Choice {
  tournamentId: string;
  /** null: every round. */
  roundIds: string[] | null;
}

/** 'yyyy-MM-ddThh:mm' in the reader's zone, for a datetime-local input. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function RoundPicker({ choice, onChange }: { choice: Choice; onChange: (next: Choice) => void }) {
  const { i18n } = useLingui();
  const rounds = useQuery(trpc.explore.rounds.queryOptions({ tournamentId: choice.tournamentId }));
  const list = rounds.data?.rounds ?? [];
  if (list.length === 0) return null;
  const chosen = choice.roundIds ?? list.map((r) => r.id);
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((r) => r !== id);
    onChange({ ...choice, roundIds: next.length === list.length ? null : next });
  };
  return (
    <div className="flex flex-wrap gap-x-4">
      {list.map((r) => (
        <label key={r.id} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={chosen.includes(r.id)}
            disabled={chosen.length === 1 && chosen.includes(r.id)}
            onChange={(e) => toggle(r.id, e.target.checked)}
          />
          {i18n._(stageText(r.stage))}
        </label>
      ))}
    </div>
  );
}

export function GameFormDialog({
  game,
  siteOwner,
  onClose,
  onSaved,
}: {
  game: ProdeGameDto | null;
  siteOwner: boolean;
  onClose: () => void;
  onSaved: (game: ProdeGameDto) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const create = useMutation(trpc.prode.createGame.mutationOptions());
  const update = useMutation(trpc.prode.updateGame.mutationOptions());
  const everyPublic = useQuery({ ...trpc.explore.tournaments.queryOptions(), enabled: siteOwner });
  const mine = useQuery({ ...trpc.tournaments.mine.queryOptions(), enabled: !siteOwner });
  const options = siteOwner
    ? (everyPublic.data ?? []).map((x) => ({ id: x.id, name: x.name }))
    : (mine.data ?? []).filter((x) => x.visibility === 'PUBLIC').map((x) => ({ id: x.id, name: x.name }));
  const [name, setName] = useState(game?.name ?? '');
  const [rules, setRules] = useState(game?.rules ?? '');
  const [prize, setPrize] = useState(game?.prize ?? '');
  const scoring = game?.scoring ?? DEFAULT_PRODE_SCORING;
  const [exact, setExact] = useState(String(scoring.exact));
  const [outcome, setOutcome] = useState(String(scoring.outcome));
  const [bonus, setBonus] = useState(String(scoring.championBonus));
  const [startsAt, setStartsAt] = useState(localInput(game?.startsAt ?? null));
  const [choices, setChoices] = useState<Choice[]>(
    game?.tournaments.map((x) => ({ tournamentId: x.id, roundIds: x.roundIds })) ?? [],
  );
  const [error, setError] = useState<string | null>(null);
  const numbers = [exact, outcome, bonus].map(Number);
  const valid =
    name.trim().length >= 3 &&
    choices.length > 0 &&
    numbers.every((n) => Number.isInteger(n) && n >= 0) &&
    numbers[0]! >= 1 &&
    numbers[1]! <= numbers[0]!;
  const pending = create.isPending || update.isPending;
  const toggle = (tournamentId: string, on: boolean) =>
    setChoices((list) =>
      on ? [...list, { tournamentId, roundIds: null }] : list.filter((c) => c.tournamentId !== tournamentId),
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || pending) return;
    setError(null);
    const fields = {
      name,
      rules,
      prize,
      scoring: { exact: numbers[0]!, outcome: numbers[1]!, championBonus: numbers[2]! },
      startsAt: startsAt ? new Date(startsAt).toISOString() : null,
      tournaments: choices,
    };
    try {
      const saved = game
        ? await update.mutateAsync({ gameId: game.id, ...fields })
        : await create.mutateAsync(fields);
      toast.success(t`Juego guardado.`);
      onSaved(saved);
      onClose();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`} className="max-h-dvh overflow-y-auto">
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {game ? <Trans>Editar juego</Trans> : <Trans>Nuevo juego de Prode</Trans>}
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Los jugadores pronostican cada partido hasta que empieza y suman puntos con los resultados.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <Field id={`${id}-name`} label={<Trans>Nombre</Trans>}>
            <Input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">
              <Trans>Torneos</Trans>
            </legend>
            {options.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                <Trans>No hay torneos públicos para jugar.</Trans>
              </p>
            ) : (
              options.map((o) => {
                const choice = choices.find((c) => c.tournamentId === o.id);
                return (
                  <div key={o.id} className="grid gap-1 rounded-lg border p-2">
                    <label className="flex min-h-11 items-center gap-3 font-medium text-sm">
                      <input
                        type="checkbox"
                        className="size-5 accent-primary"
                        checked={Boolean(choice)}
                        onChange={(e) => toggle(o.id, e.target.checked)}
                      />
                      {o.name}
                    </label>
                    {choice ? (
                      <RoundPicker
                        choice={choice}
                        onChange={(next) =>
                          setChoices((list) => list.map((c) => (c.tournamentId === o.id ? next : c)))
                        }
                      />
                    ) : null}
                  </div>
                );
              })
            )}
          </fieldset>
          <div className="grid grid-cols-3 gap-3">
            <Field id={`${id}-exact`} label={<Trans>Resultado exacto</Trans>}>
              <Input
                id={`${id}-exact`}
                type="number"
                min={1}
                max={20}
                value={exact}
                onChange={(e) => setExact(e.target.value)}
              />
            </Field>
            <Field id={`${id}-outcome`} label={<Trans>Ganador o empate</Trans>}>
              <Input
                id={`${id}-outcome`}
                type="number"
                min={0}
                max={20}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value)}
              />
            </Field>
            <Field id={`${id}-bonus`} label={<Trans>Campeón</Trans>}>
              <Input
                id={`${id}-bonus`}
                type="number"
                min={0}
                max={100}
                value={bonus}
                onChange={(e) => setBonus(e.target.value)}
              />
            </Field>
          </div>
          <Field
            id={`${id}-start`}
            label={<Trans>Comienzo (opcional)</Trans>}
            hint={
              <Trans>
                Sin fecha, el juego empieza con su primer partido. Los campeones se eligen hasta entonces.
              </Trans>
            }
          >
            <Input
              id={`${id}-start`}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
          </Field>
          <Field id={`${id}-rules`} label={<Trans>Reglas</Trans>}>
            <Textarea
              id={`${id}-rules`}
              value={rules}
              maxLength={4000}
              rows={3}
              onChange={(e) => setRules(e.target.value)}
            />
          </Field>
          <Field id={`${id}-prize`} label={<Trans>Premio</Trans>}>
            <Input
              id={`${id}-prize`}
              value={prize}
              maxLength={500}
              onChange={(e) => setPrize(e.target.value)}
            />
          </Field>
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={pending} disabled={!valid}>
            <Trans>Guardar</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
