import {
  formatDateDmy,
  LOCATION_MAX,
  type PitchBookingValue,
  parseDateInput,
  VENUE_NAME_MAX,
  type VenueDto,
  WEEKDAYS,
  type Weekday,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DateInput } from '@/components/date-input';
import { DialogActions } from '@/components/dialog-actions';
import { ChoiceField } from '@/components/form-fields';
import { PlaceInput } from '@/components/place-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DiscardChangesPrompt, useUnsavedChangesGuard } from '@/components/unsaved-changes';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// A venue with its pitches; a rented pitch lists the hours the club booked (weekly or on a date) with their price.

/** Rows keep a key of their own, so removing one never hands its neighbour's field state over. */
const newKey = () => crypto.randomUUID();

interface BookingRow {
  key: string;
  /** A weekday, or 'DATE' for one date. */
  when: Weekday | 'DATE';
  date: string;
  from: string;
  to: string;
  price: string;
}
interface PitchRow {
  key: string;
  id?: string;
  name: string;
  bookings: BookingRow[];
}

const rowOf = (b: PitchBookingValue): BookingRow => ({
  key: newKey(),
  when: b.date ? 'DATE' : (b.day as Weekday),
  date: formatDateDmy(b.date) ?? '',
  from: b.from,
  to: b.to,
  price: b.hourlyPrice === undefined ? '' : String(b.hourlyPrice),
});

function bookingOf(r: BookingRow): PitchBookingValue | null {
  if (!(r.from < r.to)) return null;
  const price = r.price.trim() === '' ? undefined : Number(r.price);
  if (price !== undefined && !(price >= 0)) return null;
  const base = { from: r.from, to: r.to, ...(price !== undefined ? { hourlyPrice: price } : {}) };
  if (r.when !== 'DATE') return { day: r.when, ...base };
  const date = parseDateInput(r.date);
  return date ? { date, ...base } : null;
}

/** What the form holds, to tell whether anything was changed since it opened (row keys aside). */
function formState(name: string, address: string, pitches: PitchRow[]): string {
  return JSON.stringify([
    name,
    address,
    pitches.map((p) => [p.id, p.name, p.bookings.map(({ key: _key, ...b }) => b)]),
  ]);
}

export function VenueDialog({
  venue,
  onClose,
  onSaved,
}: {
  venue: VenueDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const create = useMutation(trpc.matchDay.createVenue.mutationOptions());
  const update = useMutation(trpc.matchDay.updateVenue.mutationOptions());
  const [name, setName] = useState(venue?.name ?? '');
  const [address, setAddress] = useState(venue?.address ?? '');
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(
    venue?.lat != null && venue.lng != null ? { lat: venue.lat, lng: venue.lng } : null,
  );
  const [pitches, setPitches] = useState<PitchRow[]>(
    venue?.pitches.map((p) => ({ key: p.id, id: p.id, name: p.name, bookings: p.bookings.map(rowOf) })) ?? [
      { key: newKey(), name: t`Cancha ${{ n: 1 }}`, bookings: [] },
    ],
  );
  const [error, setError] = useState<string | null>(null);
  // Escape or a tap beside the dialog does not throw away what was typed: it asks first.
  const [opened] = useState(() => formState(name, address, pitches));
  const guard = useUnsavedChangesGuard(formState(name, address, pitches) !== opened);
  const pending = create.isPending || update.isPending;
  const bookings = pitches.map((p) => p.bookings.map(bookingOf));
  const valid =
    name.trim().length >= 2 &&
    address.trim().length >= 2 &&
    pitches.length > 0 &&
    pitches.every((p) => p.name.trim().length > 0) &&
    bookings.every((list) => list.every((b) => b !== null));
  const setPitch = (i: number, patch: Partial<PitchRow>) =>
    setPitches((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const setBooking = (i: number, k: number, patch: Partial<BookingRow>) =>
    setPitch(i, { bookings: (pitches[i]?.bookings ?? []).map((b, j) => (j === k ? { ...b, ...patch } : b)) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || pending) return;
    setError(null);
    const fields = {
      name,
      address,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      pitches: pitches.map((p, i) => ({
        ...(p.id ? { id: p.id } : {}),
        name: p.name,
        bookings: bookings[i] as PitchBookingValue[],
      })),
    };
    try {
      if (venue) await update.mutateAsync({ venueId: venue.id, ...fields });
      else await create.mutateAsync(fields);
      toast.success(t`Sede guardada.`);
      onSaved();
      onClose();
    } catch (err) {
      setError(errorMessage(i18n, err));
    }
  };
  const whenOptions = [
    ...WEEKDAYS.map((d) => ({ value: d, label: t`Cada ${{ day: i18n._(WEEKDAY_LABELS[d]) }}` })),
    { value: 'DATE', label: t`Una fecha` },
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t`Cerrar`}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        {...guard.contentProps}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{venue ? <Trans>Editar sede</Trans> : <Trans>Nueva sede</Trans>}</DialogTitle>
            <DialogDescription>
              <Trans>
                Una cancha sin turnos se usa en todos los horarios del torneo; con turnos alquilados, solo en
                esas horas.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <Field id={`${id}-name`} label={<Trans>Nombre de la sede</Trans>}>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={VENUE_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field id={`${id}-address`} label={<Trans>Dirección</Trans>}>
            <PlaceInput
              id={`${id}-address`}
              value={address}
              maxLength={LOCATION_MAX}
              onValueChange={(text, at) => {
                setAddress(text);
                setPoint(at);
              }}
            />
          </Field>
          {pitches.map((pitch, i) => (
            <fieldset key={pitch.key} className="grid gap-3 rounded-xl border p-3">
              <legend className="px-1 font-semibold text-sm">{t`Cancha ${{ n: i + 1 }}`}</legend>
              <div className="flex items-end gap-2">
                <Field id={`${id}-pitch-${i}`} label={<Trans>Nombre</Trans>} className="flex-1">
                  <Input
                    id={`${id}-pitch-${i}`}
                    value={pitch.name}
                    maxLength={40}
                    onChange={(e) => setPitch(i, { name: e.target.value })}
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={pitches.length === 1}
                  aria-label={t`Quitar ${{ name: pitch.name }}`}
                  onClick={() => setPitches(pitches.filter((_, j) => j !== i))}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
              {pitch.bookings.map((b, k) => (
                // Two rows: when, then the hours and price. A time input keeps room for 'HH:mm' and the
                // browser's clock button (7rem); on phones the hours share a row, the price goes below.
                <div key={b.key} data-testid="booking" className="grid gap-2 border-t pt-3">
                  <div className="grid grid-cols-2 items-end gap-2">
                    <ChoiceField
                      id={`${id}-when-${i}-${k}`}
                      label={<Trans>Turno</Trans>}
                      placeholder={t`Cuándo`}
                      value={b.when}
                      onChange={(when) => setBooking(i, k, { when: when as BookingRow['when'] })}
                      options={whenOptions}
                    />
                    {b.when === 'DATE' ? (
                      <Field id={`${id}-date-${i}-${k}`} label={<Trans>Fecha</Trans>}>
                        <DateInput
                          id={`${id}-date-${i}-${k}`}
                          value={b.date}
                          onValueChange={(date) => setBooking(i, k, { date })}
                        />
                      </Field>
                    ) : null}
                  </div>
                  <div
                    data-testid="booking-hours"
                    className="grid grid-cols-[repeat(2,minmax(7rem,1fr))] items-end gap-2 sm:grid-cols-[minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(0,1fr)_auto]"
                  >
                    <Field id={`${id}-from-${i}-${k}`} label={<Trans>Desde</Trans>}>
                      <Input
                        id={`${id}-from-${i}-${k}`}
                        type="time"
                        className="min-w-28"
                        value={b.from}
                        onChange={(e) => setBooking(i, k, { from: e.target.value })}
                      />
                    </Field>
                    <Field id={`${id}-to-${i}-${k}`} label={<Trans>Hasta</Trans>}>
                      <Input
                        id={`${id}-to-${i}-${k}`}
                        type="time"
                        className="min-w-28"
                        value={b.to}
                        onChange={(e) => setBooking(i, k, { to: e.target.value })}
                      />
                    </Field>
                    <Field id={`${id}-price-${i}-${k}`} label={<Trans>Precio por hora</Trans>}>
                      <Input
                        id={`${id}-price-${i}-${k}`}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        value={b.price}
                        onChange={(e) => setBooking(i, k, { price: e.target.value })}
                      />
                    </Field>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="justify-self-end"
                      aria-label={t`Quitar turno`}
                      onClick={() => setPitch(i, { bookings: pitch.bookings.filter((_, j) => j !== k) })}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </div>
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() =>
                  setPitch(i, {
                    bookings: [
                      ...pitch.bookings,
                      { key: newKey(), when: 'SATURDAY', date: '', from: '09:00', to: '13:00', price: '' },
                    ],
                  })
                }
              >
                <PlusIcon aria-hidden />
                <Trans>Agregar turno alquilado</Trans>
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              setPitches([
                ...pitches,
                { key: newKey(), name: t`Cancha ${{ n: pitches.length + 1 }}`, bookings: [] },
              ])
            }
          >
            <PlusIcon aria-hidden />
            <Trans>Agregar cancha</Trans>
          </Button>
          {error ? (
            <AlertBanner variant="error" message={error} duration={0} onClose={() => setError(null)} />
          ) : null}
          <DialogActions pending={pending} disabled={!valid}>
            <Trans>Guardar sede</Trans>
          </DialogActions>
          {guard.asking ? (
            <DiscardChangesPrompt onKeepEditing={guard.keepEditing} onDiscard={onClose} />
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
