import { DESCRIPTION_MAX, LOCATION_MAX, type TeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PlusIcon, ShieldAlertIcon, SwordsIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { DateInput } from '@/components/date-input';
import { LoadError } from '@/components/load-error';
import { PlaceInput } from '@/components/place-input';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useChallengeCache } from './challenge-cache';
import {
  type ChallengeField,
  type ChallengeFormValues,
  challengeFormErrors,
  challengeInput,
  challengerTeams,
  defaultChallengerTeam,
  emptyChallengeForm,
  hasRequiredChallengeData,
} from './challenge-form';
import { CHALLENGE_FORM_ERRORS } from './challenge-labels';

/** The team being challenged, as the nearby list shows it. */
export interface ChallengedTeam {
  id: string;
  name: string;
  logo: string | null;
}

/**
 * The challenge form (docs/product/challenges.md#challenging-a-team, #calls — POST challenges): place (with
 * address suggestions), date, time, an optional description and — for a captain of several teams — which of
 * them challenges.
 * A user who captains no team is told to create one first. On success the new challenge's detail opens.
 */
export function ChallengeDialog({
  team,
  open,
  onOpenChange,
  onCreateTeam,
}: {
  team: ChallengedTeam | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the team creation where the dialog lives (the teams page); else the link just goes there. */
  onCreateTeam?: () => void;
}) {
  const { t } = useLingui();
  const name = team?.name ?? '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`} className="sm:max-w-lg" data-testid="challenge-dialog">
        <DialogHeader>
          <DialogTitle className="flex min-w-0 items-center gap-3 pr-10">
            {team ? <TeamLogo logo={team.logo} className="size-10" /> : null}
            <span className="min-w-0 break-words">
              <Trans>Desafiar a {name}</Trans>
            </span>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Propón el lugar, la fecha y la hora del partido. El capitán de {name} podrá aceptar o rechazar
              el desafío.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {open && team ? (
          <ChallengeFormBody
            key={team.id}
            team={team}
            onDone={() => onOpenChange(false)}
            onCreateTeam={() => {
              onOpenChange(false);
              onCreateTeam?.();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChallengeFormBody({
  team,
  onDone,
  onCreateTeam,
}: {
  team: ChallengedTeam;
  onDone: () => void;
  onCreateTeam: () => void;
}) {
  const mine = useQuery(trpc.teams.mine.queryOptions());
  if (mine.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Cargando equipos</Trans>
        </span>
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <LoadError
        message={<Trans>Error al obtener los equipos.</Trans>}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  const teams = challengerTeams(mine.data, team.id);
  if (teams.length === 0) return <NoTeamToChallenge onCreateTeam={onCreateTeam} />;
  return <ChallengeForm team={team} teams={teams} onDone={onDone} />;
}

/**
 * docs/product/challenges.md#challenging-a-team — 'Debes crear un equipo para poder desafiar a otro a un
 * partido.' and a way to create one.
 */
function NoTeamToChallenge({ onCreateTeam }: { onCreateTeam: () => void }) {
  return (
    <div className="grid gap-4">
      <Alert variant="warning" data-testid="no-team-to-challenge">
        <ShieldAlertIcon aria-hidden />
        <AlertDescription>
          <p className="font-medium text-foreground">
            <Trans>Debes crear un equipo para poder desafiar a otro a un partido.</Trans>
          </p>
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button asChild>
          <Link to="/player/teams" onClick={onCreateTeam}>
            <PlusIcon aria-hidden />
            <Trans>Crear equipo</Trans>
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function ChallengeForm({
  team,
  teams,
  onDone,
}: {
  team: ChallengedTeam;
  teams: TeamDto[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useChallengeCache();
  const navigate = useNavigate();
  const create = useMutation(trpc.challenges.create.mutationOptions());
  const [values, setValues] = useState<ChallengeFormValues>(() =>
    emptyChallengeForm(team.id, defaultChallengerTeam(teams)),
  );
  // Errors show once a field was left, or after a send attempt: not while the first digits are being typed.
  const [touched, setTouched] = useState<Partial<Record<ChallengeField, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (patch: Partial<ChallengeFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerError(null);
  };
  const touch = (field: ChallengeField) => setTouched((s) => ({ ...s, [field]: true }));
  const errors = challengeFormErrors(values);
  const ready = hasRequiredChallengeData(values);
  const message = (field: ChallengeField) => {
    const code = touched[field] ? errors[field] : undefined;
    return code ? i18n._(CHALLENGE_FORM_ERRORS[code]) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ creatorTeamId: true, location: true, date: true, time: true, description: true });
    const input = challengeInput(values);
    // docs/product/challenges.md#challenging-a-team — with anything missing or wrong, nothing is sent.
    if (!input || create.isPending) return;
    setServerError(null);
    try {
      const match = await create.mutateAsync(input);
      cache.store(match);
      void cache.refreshLists();
      const rival = team.name;
      toast.success(t`Desafío enviado a ${rival}.`);
      onDone();
      if (match.challengesId) {
        await navigate({
          to: '/player/teams/challenges/$challengeId',
          params: { challengeId: match.challengesId },
        });
      }
    } catch (error) {
      setServerError(errorMessage(i18n, error));
    }
  };

  const ids = {
    creatorTeamId: `${id}-team`,
    location: `${id}-location`,
    date: `${id}-date`,
    time: `${id}-time`,
    description: `${id}-description`,
  };
  const only = teams.length === 1 ? teams[0] : undefined;
  const descriptionLength = values.description.length;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4"
      aria-busy={create.isPending}
      data-testid="challenge-form"
    >
      {only ? (
        <div className="grid gap-2">
          <p className="font-medium text-sm leading-none">
            <Trans>Tu equipo</Trans>
          </p>
          <div className="flex min-w-0 items-center gap-3 rounded-lg border bg-muted/40 p-3">
            <TeamLogo logo={only.logo} className="size-9" />
            <span className="min-w-0 truncate font-medium">{only.name}</span>
          </div>
        </div>
      ) : (
        <Field id={ids.creatorTeamId} label={<Trans>Tu equipo</Trans>} error={message('creatorTeamId')}>
          <Select
            value={values.creatorTeamId}
            onValueChange={(creatorTeamId) => {
              set({ creatorTeamId });
              touch('creatorTeamId');
            }}
          >
            <SelectTrigger
              id={ids.creatorTeamId}
              aria-required="true"
              aria-invalid={message('creatorTeamId') ? true : undefined}
              aria-describedby={describedBy(ids.creatorTeamId, { error: !!message('creatorTeamId') })}
            >
              <SelectValue placeholder={t`Elige uno de tus equipos`} />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {teams.map((mine) => (
                <SelectItem key={mine.id} value={mine.id}>
                  <span className="truncate">{mine.name}</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      )}
      <Field id={ids.location} label={<Trans>Lugar</Trans>} error={message('location')}>
        <PlaceInput
          id={ids.location}
          name="location"
          required
          maxLength={LOCATION_MAX}
          placeholder={t`Cancha, dirección o ciudad`}
          value={values.location}
          onValueChange={(location, point) => set({ location, point })}
          onBlur={() => touch('location')}
          aria-invalid={message('location') ? true : undefined}
          aria-describedby={describedBy(ids.location, { error: !!message('location') })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={ids.date} label={<Trans>Fecha</Trans>} error={message('date')}>
          <DateInput
            id={ids.date}
            name="date"
            required
            autoComplete="off"
            value={values.date}
            onValueChange={(date) => set({ date })}
            onBlur={() => touch('date')}
            aria-invalid={message('date') ? true : undefined}
            aria-describedby={describedBy(ids.date, { error: !!message('date') })}
          />
        </Field>
        <Field id={ids.time} label={<Trans>Hora</Trans>} error={message('time')}>
          <Input
            id={ids.time}
            name="time"
            type="time"
            step={60}
            required
            value={values.time}
            onChange={(e) => set({ time: e.target.value })}
            onBlur={() => touch('time')}
            aria-invalid={message('time') ? true : undefined}
            aria-describedby={describedBy(ids.time, { error: !!message('time') })}
          />
        </Field>
      </div>
      <Field
        id={ids.description}
        label={<Trans>Descripción (opcional)</Trans>}
        hint={
          <span className="tabular">
            {i18n.number(descriptionLength)} / {i18n.number(DESCRIPTION_MAX)}
          </span>
        }
        error={message('description')}
      >
        <Textarea
          id={ids.description}
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          placeholder={t`Un mensaje para el otro equipo: camisetas, cancha, reglas…`}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          onBlur={() => touch('description')}
          aria-invalid={message('description') ? true : undefined}
          aria-describedby={describedBy(ids.description, { hint: true, error: !!message('description') })}
        />
      </Field>
      {serverError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!ready || create.isPending}>
          {create.isPending ? <Spinner /> : <SwordsIcon aria-hidden />}
          <Trans>Enviar desafío</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
