import { type LatLng, LOCATION_MAX, TEAM_NAME_MAX, type TeamGender } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { PlaceInput } from '@/components/place-input';
import { Spinner } from '@/components/spinner';
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
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';
import { type CreateTeamValues, canCreateTeam, EMPTY_CREATE_TEAM, isTeamNameTooShort } from './team-forms';
import { SELECTABLE_TEAM_GENDERS, TEAM_GENDER_LABELS } from './team-labels';

/**
 * 'Crear equipo' (docs/product/teams.md#creating-a-team, #roles): name, location and gender are
 * required; the creator becomes the captain and lands on the new team's page, where the next step is inviting
 * players.
 */
export function CreateTeamDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Crear equipo</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Serás el capitán: podrás invitar jugadores y armar la formación.</Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {open ? <CreateTeamForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateTeamForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTeamCache();
  const navigate = useNavigate();
  const create = useMutation(trpc.teams.create.mutationOptions());
  const [values, setValues] = useState<CreateTeamValues>(EMPTY_CREATE_TEAM);
  // Coordinates of a picked suggestion; a place typed by hand is geocoded by the server.
  const [point, setPoint] = useState<LatLng | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const set = <K extends keyof CreateTeamValues>(key: K, value: CreateTeamValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const nameError = isTeamNameTooShort(values.name)
    ? t`El nombre debe tener al menos 2 caracteres.`
    : undefined;
  const ready = canCreateTeam(values);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || values.genderTeam === '' || create.isPending) return;
    setAlert(null);
    try {
      const team = await create.mutateAsync({
        name: values.name.trim(),
        location: values.location.trim(),
        genderTeam: values.genderTeam,
        ...(point ?? {}),
      });
      cache.store(team);
      void cache.refreshMine();
      toast.success(t`Equipo creado con exito`);
      onDone();
      await navigate({ to: '/player/teams/$teamId', params: { teamId: team.id } });
    } catch {
      // docs/product/teams.md#creating-a-team — one sentence for any failure to create.
      setAlert(t`Error al crear equipo`);
    }
  };

  const field = (name: keyof CreateTeamValues) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={create.isPending}>
      {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}
      <Field id={field('name')} label={<Trans>Nombre del equipo</Trans>} error={nameError}>
        <Input
          id={field('name')}
          name="name"
          required
          autoComplete="off"
          maxLength={TEAM_NAME_MAX}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(field('name'), { error: !!nameError })}
        />
      </Field>
      <Field id={field('location')} label={<Trans>Ubicación</Trans>}>
        <PlaceInput
          id={field('location')}
          name="location"
          required
          maxLength={LOCATION_MAX}
          placeholder={t`Ciudad, provincia, país`}
          value={values.location}
          onValueChange={(text, picked) => {
            set('location', text);
            setPoint(picked);
          }}
        />
      </Field>
      <Field id={field('genderTeam')} label={<Trans>Género</Trans>}>
        <Select value={values.genderTeam} onValueChange={(v) => set('genderTeam', v as TeamGender)}>
          <SelectTrigger id={field('genderTeam')} aria-required="true">
            <SelectValue placeholder={t`Selecciona un género`} />
          </SelectTrigger>
          <SelectContent>
            {SELECTABLE_TEAM_GENDERS.map((g) => (
              <SelectItem key={g} value={g}>
                {i18n._(TEAM_GENDER_LABELS[g])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!ready || create.isPending}>
          {create.isPending ? <Spinner /> : null}
          <Trans>Crear equipo</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
