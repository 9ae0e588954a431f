import { WEEKDAYS } from './tournaments';

// docs/product/forms.md#date-inputs, docs/product/formats.md#dates — dates typed as dd/MM/yyyy (or ISO),
// stored as yyyy-MM-dd.
const DMY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses dd/MM/yyyy, dd-MM-yyyy or yyyy-MM-dd into yyyy-MM-dd; null when it is not a real calendar date. */
export function parseDateInput(value: string): string | null {
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO.exec(text);
  const dmy = DMY.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const BIRTHDATE_MIN = '1900-01-01';

/** A birthdate as parseDateInput reads it, from 1900 to today; null otherwise. */
export function birthdateIso(value: string, today = todayIso()): string | null {
  const iso = parseDateInput(value);
  return iso && iso >= BIRTHDATE_MIN && iso <= today ? iso : null;
}

/** yyyy-MM-dd → dd/MM/yyyy */
export function formatDateDmy(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const m = ISO.exec(iso.slice(0, 10));
  if (!m) return null;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** Only digits, '/', '-' may be typed into a date input (navigation keys are handled by the caller). */
export function isDateInputChar(char: string): boolean {
  return /^[0-9/-]$/.test(char);
}

/** The site's zone when a tournament names none: where most of Cancha's clubs play. */
export const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Whether the runtime knows an IANA zone name ('America/Montevideo'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
}

function zoneOffsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time (a kick-off, as clubs write it) happens in a zone. A time skipped by a
 * daylight-saving change reads as the hour after it.
 */
export function zonedInstant(date: string, time: string | null, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - zoneOffsetMs(wall, zone);
  // A second pass settles instants near a daylight-saving change.
  guess = wall - zoneOffsetMs(guess, zone);
  return new Date(guess);
}

/**
 * A tournament's play days from `from` on (YYYY-MM-DD): its playing weekdays (every day when it names none) up to
 * its end date, holidays left out; at most `max`. What a screen offers when it asks "which day?".
 */
export function playDates(
  t: { startDate: string; endDate: string; playingDays: readonly string[]; holidays: readonly string[] },
  from: string,
  max = 60,
): string[] {
  const out: string[] = [];
  const day = new Date(`${from > t.startDate ? from : t.startDate}T00:00:00Z`);
  const end = t.endDate;
  const holidays = new Set(t.holidays);
  for (let i = 0; out.length < max && i < 3660; i++) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > end) break;
    // getUTCDay() counts from Sunday; WEEKDAYS from Monday.
    const weekday = WEEKDAYS[(day.getUTCDay() + 6) % 7] as string;
    if ((t.playingDays.length === 0 || t.playingDays.includes(weekday)) && !holidays.has(iso)) out.push(iso);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/** The calendar day (YYYY-MM-DD) it is in a zone at an instant: a club's 'today'. */
export function dayIn(zone: string, at: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
