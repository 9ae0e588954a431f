import { type LatLng, type TournamentDto, todayIso } from '@cancha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
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
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTournamentCache } from './tournament-cache';
import {
  CREATE_REQUIRED,
  closesRegistrationsNow,
  EDIT_REQUIRED,
  EMPTY_TOURNAMENT,
  isEmptyUpdate,
  missingFields,
  serverFieldErrors,
  type TournamentField,
  type TournamentFormValues,
  toCreateInput,
  toUpdateInput,
  valuesOfTournament,
} from './tournament-form';
import { TournamentFieldsContext, useFieldsKit, useTournamentValues } from './tournament-form-context';
import { tournamentFormSchema } from './tournament-form-schema';
import {
  DataSection,
  DatesSection,
  FormatSection,
  MoneySection,
  PlaceSection,
  PublicationSection,
} from './tournament-form-sections';

type Mode = { kind: 'create' } | { kind: 'edit'; tournament: TournamentDto };

/**
 * 'Crear torneo' and the tournament edit form (docs/product/tournaments.md#create-and-edit, #tournament-data,
 * #calls; TOUR-06…24): every field of the tournament. Create needs fourteen fields filled in, the edit nine;
 * dates are typed dd/mm/aaaa.
 */
export function TournamentFormDialog({
  mode,
  open,
  onOpenChange,
}: {
  mode: Mode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode.kind === 'create' ? <Trans>Crear torneo</Trans> : <Trans>Editar torneo</Trans>}
          </DialogTitle>
          <DialogDescription>
            {mode.kind === 'create' ? (
              <Trans>Los campos marcados con * son obligatorios. Podrás editarlos más adelante.</Trans>
            ) : (
              <Trans>Cambia los datos del torneo. Puedes elegir cualquier estado.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the stored data. */}
        {open ? <TournamentForm mode={mode} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TournamentForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const editing = mode.kind === 'edit' ? mode.tournament : null;
  const required = editing ? EDIT_REQUIRED : CREATE_REQUIRED;
  const [initial] = useState<TournamentFormValues>(() =>
    editing ? valuesOfTournament(editing) : EMPTY_TOURNAMENT,
  );
  const schema = useMemo(
    () =>
      tournamentFormSchema({
        required,
        creating: !editing,
        ...(editing ? { registeredTeams: editing.registeredTeamsCount } : {}),
      }),
    [editing, required],
  );
  const form = useForm<TournamentFormValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  return (
    <FormProvider {...form}>
      <TournamentFormBody editing={editing} initial={initial} required={required} onDone={onDone} />
    </FormProvider>
  );
}

/**
 * The form's sections, its footer and what saving does (docs/product/tournaments.md#create-and-edit): create
 * needs fourteen fields filled in, the edit nine; moving the deadline into the past asks first.
 */
function TournamentFormBody({
  editing,
  initial,
  required,
  onDone,
}: {
  editing: TournamentDto | null;
  initial: TournamentFormValues;
  required: readonly TournamentField[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const navigate = useNavigate();
  const create = useMutation(trpc.tournaments.create.mutationOptions());
  const update = useMutation(trpc.tournaments.update.mutationOptions());
  const { formState, handleSubmit, setError, getValues } = useFormContext<TournamentFormValues>();
  const values = useTournamentValues();
  const kit = useFieldsKit({ id, editing, required, values });
  // Coordinates of a picked suggestion; a place typed by hand is geocoded by the server.
  const [point, setPoint] = useState<LatLng | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmClosing, setConfirmClosing] = useState(false);
  const closingRef = useRef<HTMLDivElement>(null);
  // The question appears where the answer is given, wherever the form was scrolled to.
  useEffect(() => {
    if (!confirmClosing) return;
    closingRef.current?.scrollIntoView({ block: 'center' });
    closingRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirmClosing]);

  const missing = missingFields(values, required).length;
  const pending = create.isPending || update.isPending || formState.isSubmitting;
  const ready = formState.isValid;

  const save = async (closingConfirmed: boolean) => {
    const current = getValues();
    setAlert(null);
    // Moving the deadline into the past closes registrations, and may draw the fixture by itself: ask first.
    if (editing && !closingConfirmed && closesRegistrationsNow(initial, current, todayIso())) {
      setConfirmClosing(true);
      return;
    }
    setConfirmClosing(false);
    try {
      if (!editing) {
        const created = await create.mutateAsync(toCreateInput(current, point));
        cache.store(created);
        void cache.refresh();
        toast.success(t`Torneo creado con éxito.`);
        onDone();
        await navigate({ to: '/tournament-creator/tournament', search: { tournamentId: created.id } });
        return;
      }
      const input = toUpdateInput(editing.id, initial, current, point);
      if (isEmptyUpdate(input)) {
        toast.info(t`No hay cambios para guardar.`);
        onDone();
        return;
      }
      const saved = await update.mutateAsync(input);
      cache.store(saved);
      void cache.refresh();
      toast.success(t`Torneo actualizado.`);
      onDone();
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error)) as [TournamentField, string][];
      if (fields.length > 0) {
        for (const [field, code] of fields) setError(field, { type: 'server', message: code });
        setAlert(t`Revisa los campos marcados.`);
      } else {
        setAlert(errorMessage(i18n, error));
      }
    }
  };
  const submit = (closingConfirmed: boolean) => handleSubmit(() => save(closingConfirmed));
  const { f } = kit;

  return (
    <TournamentFieldsContext.Provider value={kit}>
      <form noValidate onSubmit={(e) => void submit(false)(e)} className="grid gap-6" aria-busy={pending}>
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <DataSection />
        <PlaceSection onPoint={setPoint} />
        <DatesSection />
        <FormatSection />
        <MoneySection />
        <PublicationSection />

        {confirmClosing ? (
          <div
            ref={closingRef}
            role="alertdialog"
            aria-labelledby={f('closing-title')}
            aria-describedby={f('closing-text')}
            className="grid gap-3 rounded-lg border border-warning/60 bg-warning/15 p-4"
            data-testid="confirm-closing"
          >
            <p id={f('closing-title')} className="font-semibold">
              <Trans>¿Cerrar las inscripciones ahora?</Trans>
            </p>
            <p id={f('closing-text')} className="text-sm">
              <Trans>
                El nuevo cierre de inscripción ya pasó: al guardar, las inscripciones se cierran y, si el cupo
                está completo, el fixture se arma solo con los equipos aprobados.
              </Trans>
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setConfirmClosing(false)}>
                <Trans>Revisar la fecha</Trans>
              </Button>
              <Button type="button" onClick={() => void submit(true)()} disabled={pending}>
                <Trans>Cerrar inscripciones y guardar</Trans>
              </Button>
            </div>
          </div>
        ) : null}

        <DialogFooter className="sticky bottom-0 z-10 -mx-5 -mb-5 border-t bg-background px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
          <p
            aria-live="polite"
            className="order-last self-center text-muted-foreground text-xs sm:order-first sm:mr-auto"
          >
            {missing > 0 ? (
              <Plural
                value={missing}
                one="Falta # campo obligatorio (*)."
                other="Faltan # campos obligatorios (*)."
              />
            ) : null}
          </p>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!ready || pending}>
            {pending ? <Spinner /> : null}
            {editing ? <Trans>Guardar cambios</Trans> : <Trans>Crear torneo</Trans>}
          </Button>
        </DialogFooter>
      </form>
    </TournamentFieldsContext.Provider>
  );
}
