import type { MatchDto } from '@cancha/shared';

// RFC 5545: text values escape backslash, semicolon, comma and newlines; lines fold at 75 octets.
const escapeText = (text: string) =>
  text.replaceAll('\\', '\\\\').replaceAll(';', '\\;').replaceAll(',', '\\,').replace(/\r?\n/g, '\\n');

function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = new TextEncoder().encode(char).length;
    if (size + width > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (iso: string) => iso.replaceAll('-', '');
const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export interface CalendarInput {
  tournament: { id: string; name: string; location: string; matchDuration: number };
  matches: MatchDto[];
  /** The match page each event links to. */
  matchUrl: (match: MatchDto) => string;
  now?: Date;
}

/**
 * A tournament's matches as an iCalendar feed a phone can subscribe to. Kick-offs are floating local times (the
 * club's clock), so they read the same wherever the phone is; a match without a time is an all-day event.
 */
export function tournamentCalendar({
  tournament,
  matches,
  matchUrl,
  now = new Date(),
}: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cancha//Fixture//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(tournament.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
  ];
  for (const m of matches) {
    if (!m.date || !m.teamTwo) continue;
    const summary = `${m.teamOne.name} vs ${m.teamTwo.name}`;
    lines.push('BEGIN:VEVENT', `UID:${m.id}@cancha`, `DTSTAMP:${stamp(now)}`);
    if (m.time) {
      lines.push(`DTSTART:${compactDate(m.date)}T${m.time.replace(':', '')}00`);
      lines.push(`DURATION:PT${tournament.matchDuration}M`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${compactDate(m.date)}`);
    }
    lines.push(
      `SUMMARY:${escapeText(summary)}`,
      // On a pitch, its venue's street address too: what a phone's map can find.
      `LOCATION:${escapeText([m.location ?? tournament.location, m.pitch?.address].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${escapeText(tournament.name)}`,
      `URL:${matchUrl(m)}`,
      `STATUS:${m.status === 'CANCELED' || m.status === 'ABANDONED' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
