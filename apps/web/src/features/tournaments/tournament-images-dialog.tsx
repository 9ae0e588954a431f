import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ImageIcon, TrophyIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { TournamentLogo } from '@/components/crest';
import { ImagePicker } from '@/components/image-picker';
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
import { useImagePicker } from '@/components/use-image-picker';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTournamentCache } from './tournament-cache';

/**
 * The owner changes the logo and the header image (docs/product/tournaments.md#images, #calls,
 * docs/product/forms.md#images; TOUR-26): multipart logoFile and imageFile, jpeg, png or webp up to 5 MB;
 * 'Archivo no válido' and 'Tamaño de archivo excedido' otherwise.
 */
export function TournamentImagesDialog({
  tournament,
  open,
  onOpenChange,
}: {
  tournament: TournamentDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Logo e imagen del torneo</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>El logo identifica al torneo en las listas; la imagen encabeza su página.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <ImagesForm tournament={tournament} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImagesForm({ tournament, onDone }: { tournament: TournamentDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const change = useMutation(trpc.tournaments.changeImages.mutationOptions());
  const logo = useImagePicker();
  const image = useImagePicker();
  const [alert, setAlert] = useState<string | null>(null);
  const canSave = logo.file !== null || image.file !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave || change.isPending) return;
    setAlert(null);
    const form = new FormData();
    form.append('tournamentId', tournament.id);
    if (logo.file) form.append('logoFile', logo.file);
    if (image.file) form.append('imageFile', image.file);
    try {
      const saved = await change.mutateAsync(form);
      cache.store(saved);
      void cache.refresh();
      toast.success(t`Imágenes actualizadas.`);
      onDone();
    } catch (error) {
      // docs/product/api-and-errors.md#error-messages — 400 'Archivo no válido', 413 'Tamaño de archivo
      // excedido', …
      setAlert(errorMessage(i18n, error, 'upload'));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={change.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <ImagePicker
        id={`${id}-logo`}
        name={`${id}-logo`}
        image={logo}
        label={<Trans>Logo</Trans>}
        buttonLabel={logo.file ? <Trans>Elegir otro logo</Trans> : <Trans>Cambiar logo</Trans>}
        icon={TrophyIcon}
        preview={<TournamentLogo logo={logo.preview ?? tournament.logo} className="size-14" />}
      />
      <ImagePicker
        id={`${id}-image`}
        name={`${id}-image`}
        image={image}
        label={<Trans>Imagen de portada</Trans>}
        buttonLabel={image.file ? <Trans>Elegir otra imagen</Trans> : <Trans>Cambiar imagen</Trans>}
        icon={ImageIcon}
        preview={
          image.preview || tournament.image ? (
            <img
              src={image.preview ?? tournament.image ?? ''}
              alt=""
              className="h-14 w-24 shrink-0 rounded-lg border object-cover"
            />
          ) : (
            <span className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg border border-dashed text-muted-foreground">
              <ImageIcon className="size-5" aria-hidden />
            </span>
          )
        }
      />
      <p className="text-muted-foreground text-xs">
        <Trans>JPG, PNG o WebP, hasta 5 MB.</Trans>
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSave || change.isPending}>
          {change.isPending ? <Spinner /> : null}
          <Trans>Guardar imágenes</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
