import { NOTIFICATION_KINDS, type NotificationKind, type Role } from '@cancha/shared';

export { type NotificationTarget, notificationTarget } from '@cancha/shared';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * 'hace 5 minutos', 'ayer'… in the reader's language for the last week; 'dd/MM/yyyy' before that
 * (docs/product/formats.md#dates).
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < 60) return rtf.format(0, 'second');
  if (seconds < 7 * 24 * 60 * 60) {
    let unit = UNITS[0]!;
    for (const u of UNITS) if (seconds >= u[1]) unit = u;
    return rtf.format(-Math.floor(seconds / unit[1]), unit[0]);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** What only a tournament's creator hears of: registration requests, referees who cannot come, online payments. */
const CREATOR_KINDS: readonly NotificationKind[] = [
  'REGISTRATION_REQUEST',
  'REFEREE_DECLINED',
  'LEDGER_ONLINE_PAYMENT',
];
/** What anyone hears of, whatever their role: El Prode is played by players and creators alike. */
const EVERYONE_KINDS: readonly NotificationKind[] = ['PRODE_REMINDER', 'PRODE_POINTS'];

/**
 * The kinds someone can receive, for the e-mail preferences of the profile: a tournament creator hears of the
 * registration requests to their tournaments, of referees who decline and of teams' online payments; a player of
 * everything else; both of El Prode.
 */
export function emailKindsFor(role: Role | null): NotificationKind[] {
  return NOTIFICATION_KINDS.filter(
    (kind) => EVERYONE_KINDS.includes(kind) || CREATOR_KINDS.includes(kind) === (role === 'ADMIN'),
  );
}
