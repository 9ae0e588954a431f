import type { LedgerDto, LedgerEntryDto, TeamBalanceDto, TournamentDto } from '@cancha/shared';

// What the cash book's screen reads from the ledger's answer (docs/decisions/026), kept apart from how it is drawn.

export interface TeamRow extends TeamBalanceDto {
  /** Null for a team that has entries but is no longer in the tournament's lists. */
  name: string | null;
}

/** The names of the tournament's teams: the registered ones, and the viewer's own registrations. */
export function teamNamesOf(tournament: Pick<TournamentDto, 'registeredTeams' | 'registrations'>) {
  const names = new Map<string, string>();
  for (const r of tournament.registrations) if (r.teamId && r.team) names.set(r.teamId, r.team.name);
  for (const team of tournament.registeredTeams) names.set(team.id, team.name);
  return names;
}

/**
 * One row per team with its balance: for the organiser every registered team (at zero until something is
 * charged) and any other team the book names; for anyone else the teams the answer brings. Those that owe most
 * come first, then by name.
 */
export function teamRows(
  ledger: Pick<LedgerDto, 'balances' | 'manage'>,
  tournament: Pick<TournamentDto, 'registeredTeams' | 'registrations'>,
): TeamRow[] {
  const names = teamNamesOf(tournament);
  const byTeam = new Map(ledger.balances.map((b) => [b.teamId, b]));
  if (ledger.manage) {
    for (const team of tournament.registeredTeams) {
      if (!byTeam.has(team.id)) byTeam.set(team.id, { teamId: team.id, charged: 0, paid: 0, balance: 0 });
    }
  }
  return [...byTeam.values()]
    .map((b) => ({ ...b, name: names.get(b.teamId) ?? null }))
    .sort((a, b) => b.balance - a.balance || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff') || 0);
}

/** Entries newest first, whichever order the answer gave them in (ties keep theirs). */
function newestFirst(entries: LedgerEntryDto[]): LedgerEntryDto[] {
  return entries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** A team's entries, newest first. */
export function entriesOfTeam(entries: readonly LedgerEntryDto[], teamId: string): LedgerEntryDto[] {
  return newestFirst(entries.filter((e) => e.teamId === teamId));
}

/** Money the organiser paid out (referees, pitches), newest first. */
export function payoutsOf(entries: readonly LedgerEntryDto[]): LedgerEntryDto[] {
  return newestFirst(entries.filter((e) => e.teamId === null));
}

/** What the organiser's book adds up to: still owed by the teams, received from them, paid out. */
export function bookTotals(rows: readonly TeamBalanceDto[], paidOut: number) {
  return {
    owed: rows.reduce((n, r) => n + Math.max(r.balance, 0), 0),
    received: rows.reduce((n, r) => n + r.paid, 0),
    paidOut,
  };
}

/** Whether the organiser may still undo an entry: not a reversal itself, and not undone already. */
export const canReverse = (entry: LedgerEntryDto) => entry.reverses === null && entry.reversedBy === null;

/** An instant as the reader's own calendar day, dd/MM/yyyy (docs/product/formats.md#dates). */
export function entryDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A pitch day (YYYY-MM-DD) as the reader's language names it: "sábado, 9 de marzo" ("sáb, 9 mar" when short). */
export function dayLabel(date: string, locale: string, width: 'long' | 'short' = 'long'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    weekday: width,
    day: 'numeric',
    month: width,
    ...(y === new Date().getFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
