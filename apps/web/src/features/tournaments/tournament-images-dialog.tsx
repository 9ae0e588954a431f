import { IMAGE_MIME_TYPES, type TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ImageIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { TournamentLogo } from '@/components/crest';
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
import { imageProblem } from '@/features/teams/team-forms';
import { ERROR_MESSAGES, errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useTournamentCache } from './tournament-cache';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

type Kind = 'logoFile' | 'imageFile';

/**
 * The owner changes the logo and the header image (spec: tournaments §2, §5, §7; TOUR-26): multipart logoFile and
 * imageFile, jpeg, png or webp up to 5 MB; 'Archivo no válido' and 'Tamaño de archivo excedido' otherwise.
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

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ImagesForm({ tournament, onDone }: { tournament: TournamentDto; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const change = useMutation(trpc.tournaments.changeImages.mutationOptions());
  const [files, setFiles] = useState<Record<Kind, File | null>>({ logoFile: null, imageFile: null });
  const [errors, setErrors] = useState<Partial<Record<Kind, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const logoPreview = usePreview(files.logoFile);
  const imagePreview = usePreview(files.imageFile);
  const canSave = files.logoFile !== null || files.imageFile !== null;

  const choose = (kind: Kind, file: File | undefined) => {
    setErrors((e) => ({ ...e, [kind]: undefined }));
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      // Checked here for a quick answer; the server checks the real content again.
      setErrors((e) => ({
        ...e,
        [kind]: i18n._(problem === 'type' ? ERROR_MESSAGES.FILE_INVALID : ERROR_MESSAGES.FILE_TOO_LARGE),
      }));
      return;
    }
    setFiles((f) => ({ ...f, [kind]: file }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave || change.isPending) return;
    setAlert(null);
    const form = new FormData();
    form.append('tournamentId', tournament.id);
    if (files.logoFile) form.append('logoFile', files.logoFile);
    if (files.imageFile) form.append('imageFile', files.imageFile);
    try {
      const saved = await change.mutateAsync(form);
      cache.store(saved);
      void cache.refresh();
      toast.success(t`Imágenes actualizadas.`);
      onDone();
    } catch (error) {
      // spec: platform §8 Upload — 400 'Archivo no válido', 413 'Tamaño de archivo excedido', …
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
        label={<Trans>Logo</Trans>}
        error={errors.logoFile}
        chosen={files.logoFile !== null}
        onChoose={(file) => choose('logoFile', file)}
        buttonLabel={files.logoFile ? <Trans>Elegir otro logo</Trans> : <Trans>Cambiar logo</Trans>}
        icon={<TrophyIcon aria-hidden />}
        preview={<TournamentLogo logo={logoPreview ?? tournament.logo} className="size-14" />}
      />
      <ImagePicker
        id={`${id}-image`}
        label={<Trans>Imagen de portada</Trans>}
        error={errors.imageFile}
        chosen={files.imageFile !== null}
        onChoose={(file) => choose('imageFile', file)}
        buttonLabel={files.imageFile ? <Trans>Elegir otra imagen</Trans> : <Trans>Cambiar imagen</Trans>}
        icon={<ImageIcon aria-hidden />}
        preview={
          imagePreview || tournament.image ? (
            <img
              src={imagePreview ?? tournament.image ?? ''}
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

function ImagePicker({
  id,
  label,
  error,
  preview,
  chosen,
  onChoose,
  icon,
  buttonLabel,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  preview: React.ReactNode;
  chosen: boolean;
  onChoose: (file: File | undefined) => void;
  icon: React.ReactNode;
  buttonLabel: React.ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="font-medium text-sm leading-none">
        {label}
      </span>
      <div className="flex items-center gap-3">
        {preview}
        <input
          ref={input}
          id={id}
          name={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(e) => onChoose(e.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          className={cn('min-w-0 flex-1', chosen && 'border-primary')}
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {icon}
          {buttonLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
