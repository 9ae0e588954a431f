import { type LatLng, LOCATION_MAX, TEAM_NAME_MAX, type TeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ImageIcon, ShieldIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { TeamLogo } from '@/components/crest';
import { ImagePicker } from '@/components/image-picker';
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
import { useImagePicker } from '@/components/use-image-picker';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';
import { canSaveTeamEdit, isTeamNameTooShort, type TeamEditValues, teamEditFormData } from './team-forms';

/**
 * Team edit (docs/product/teams.md#editing-a-team, #calls; TEAM-22, 23): name, location, shield and cover
 * image, as multipart.
 */
export function EditTeamDialog({
  team,
  open,
  onOpenChange,
}: {
  team: TeamDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Editar equipo</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Cambia el nombre, la ubicación, el escudo o la imagen de portada.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <EditTeamForm team={team} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditTeamForm({ team, onDone }: { team: TeamDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTeamCache();
  const update = useMutation(trpc.teams.update.mutationOptions());
  const [initial] = useState<TeamEditValues>(() => ({ name: team.name, location: team.location }));
  const [values, setValues] = useState<TeamEditValues>(initial);
  const [point, setPoint] = useState<LatLng | null>(null);
  const logo = useImagePicker();
  const cover = useImagePicker();
  const [alert, setAlert] = useState<string | null>(null);

  const files = { avatar: logo.file, teamFile: cover.file };
  const nameBlank = values.name.trim() === '';
  const nameError = nameBlank
    ? t`El nombre del equipo no puede quedar vacío.`
    : isTeamNameTooShort(values.name)
      ? t`El nombre debe tener al menos 2 caracteres.`
      : undefined;
  const canSave = canSaveTeamEdit(initial, values, files);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product/teams.md#editing-a-team — with a blank name, saving does nothing.
    if (!canSave || update.isPending) return;
    setAlert(null);
    try {
      const form = teamEditFormData(team.id, initial, values, files);
      if (point && form.has('location')) {
        form.set('lat', String(point.lat));
        form.set('lng', String(point.lng));
      }
      const saved = await update.mutateAsync(form);
      cache.store(saved);
      void cache.refreshMine();
      toast.success(t`Equipo actualizado.`);
      onDone();
    } catch (error) {
      // docs/product/api-and-errors.md#error-messages — 400 'Archivo no válido', 413 'Tamaño de archivo
      // excedido', …
      setAlert(errorMessage(i18n, error, 'upload'));
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={update.isPending}>
      {alert ? <AlertBanner variant="error" message={alert} onClose={() => setAlert(null)} /> : null}
      <Field id={field('name')} label={<Trans>Nombre del equipo</Trans>} error={nameError}>
        <Input
          id={field('name')}
          name="nameTeam"
          required
          autoComplete="off"
          maxLength={TEAM_NAME_MAX}
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(field('name'), { error: !!nameError })}
        />
      </Field>
      <Field id={field('location')} label={<Trans>Ubicación</Trans>}>
        <PlaceInput
          id={field('location')}
          name="location"
          maxLength={LOCATION_MAX}
          placeholder={t`Ciudad, provincia, país`}
          value={values.location}
          onValueChange={(text, picked) => {
            setValues((v) => ({ ...v, location: text }));
            setPoint(picked);
          }}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ImagePicker
          id={field('avatar')}
          image={logo}
          label={<Trans>Escudo</Trans>}
          icon={ShieldIcon}
          buttonLabel={logo.file ? <Trans>Elegir otro escudo</Trans> : <Trans>Cambiar escudo</Trans>}
          preview={<TeamLogo logo={logo.preview ?? team.logo} className="size-14" />}
        />
        <ImagePicker
          id={field('cover')}
          image={cover}
          label={<Trans>Imagen de portada</Trans>}
          icon={ImageIcon}
          buttonLabel={cover.file ? <Trans>Elegir otra portada</Trans> : <Trans>Cambiar portada</Trans>}
          preview={
            cover.preview || team.imageTeam ? (
              <img
                src={cover.preview ?? team.imageTeam ?? ''}
                alt=""
                className="h-14 w-24 rounded-lg border object-cover"
              />
            ) : (
              <span className="flex h-14 w-24 items-center justify-center rounded-lg border border-dashed text-muted-foreground">
                <ImageIcon className="size-5" aria-hidden />
              </span>
            )
          }
        />
      </div>
      <p className="text-muted-foreground text-xs">
        <Trans>JPG, PNG o WebP, hasta 5 MB.</Trans>
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSave || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          <Trans>Guardar cambios</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
