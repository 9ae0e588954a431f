import { type Db, fetchAll, matches, rounds, tournaments } from '@cancha/db';
import { TO_BE_PLAYED_STATUSES } from '@cancha/shared';
import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { addDays } from '../competition/round-writer';
import type { MatchRow } from '../competition/rows';
import {
  abs,
  type BookedMatch,
  DAY_MINUTES,
  dayNumber,
  type MatchDayRules,
  minutesOf,
  Occupancy,
} from '../engine';
import type { TournamentRow } from '../tournaments/access';
import type { PitchRow } from './pitches';
import { tournamentPitchList } from './pitches';
import { refereesOf, refereeTeams } from './referees';

// One tournament's match day as the engine sees it: its rules, pitches and referees, and every dated match that
// holds one of them (its own, other tournaments' on the same pitches, and its teams' elsewhere).

/** Today, whole: the server does not know the club's time zone, so nothing is placed before today's date. */
export const todayStart = (now = new Date()) => dayNumber(now.toISOString().slice(0, 10)) * DAY_MINUTES;

export function rulesOf(t: TournamentRow, now = new Date()): MatchDayRules {
  return {
    startDate: t.startDate,
    endDate: t.endDate,
    playingDays: t.playingDays,
    windows: t.matchWindows.map((w) => ({
      day: w.day,
      from: minutesOf(w.from),
      to: w.to === '24:00' ? DAY_MINUTES : minutesOf(w.to),
    })),
    holidays: t.holidays,
    duration: t.matchDuration,
    breakMinutes: t.breakMinutes,
    minRestMinutes: t.minRestMinutes,
    maxMatchesPerTeamPerDay: t.maxMatchesPerTeamPerDay,
    notBefore: todayStart(now),
  };
}

const bookingMinutes = (time: string) => (time === '24:00' ? DAY_MINUTES : minutesOf(time));

export interface MatchDayPicture {
  occupancy: Occupancy;
  pitches: (PitchRow & { venue: { name: string; address: string } })[];
  /** Order of play of the tournament's matches: rounds in sequence, a second leg after its first. */
  stageOf: (m: MatchRow) => { stage: number; barrier: boolean };
}

const PLAYED_ELSEWHERE_STATUSES = ['CANCELED', 'ABANDONED'] as const;
/** Matches still to be played: the ones a schedule may place or move. */
export const OPEN_STATUSES = TO_BE_PLAYED_STATUSES;

export async function matchDayPicture(
  db: Db,
  t: TournamentRow,
  leaveOut: Set<string> = new Set(),
): Promise<MatchDayPicture> {
  const pitchRows = await tournamentPitchList(db, t.id);
  const refereeRows = await refereesOf(db, t.id);
  const teamsOfReferee = await refereeTeams(db, refereeRows);
  const rules = rulesOf(t);
  const occupancy = new Occupancy(
    rules,
    pitchRows.map((p) => ({
      id: p.id,
      bookings: p.bookings.map((b) => ({ ...b, from: minutesOf(b.from), to: bookingMinutes(b.to) })),
    })),
    refereeRows.map((r) => ({
      id: r.id,
      unavailable: r.unavailable,
      teamIds: teamsOfReferee.get(r.id) ?? [],
    })),
  );
  const roundRows = await fetchAll(db.select().from(rounds).where(eq(rounds.tournamentId, t.id)));
  const roundById = new Map(roundRows.map((r) => [r.id, r]));
  const knockoutType = t.type !== 'LEAGUE';
  const stageOf = (m: MatchRow) => {
    const round = m.roundId ? roundById.get(m.roundId) : undefined;
    const number = round?.number ?? 0;
    const barrier =
      m.leg === 2 ||
      (knockoutType && round !== undefined && round.kind !== 'LEAGUE' && round.kind !== 'GROUP');
    // The third-place match goes before the final of its round, which closes the tournament: it waits for it.
    if (m.thirdPlace) return { stage: number * 2 - 0.5, barrier };
    return { stage: number * 2 + (m.leg === 2 ? 1 : 0), barrier };
  };

  const own = await fetchAll(
    db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, t.id), isNotNull(matches.date), isNotNull(matches.time))),
  );
  const teamIds = [
    ...new Set(own.flatMap((m) => (m.teamTwoId ? [m.teamOneId, m.teamTwoId] : [m.teamOneId]))),
  ];
  const pitchIds = pitchRows.map((p) => p.id);
  const near = [gte(matches.date, addDays(t.startDate, -2)), lte(matches.date, addDays(t.endDate, 2))];
  const others =
    teamIds.length + pitchIds.length === 0
      ? []
      : await fetchAll(
          db
            .select()
            .from(matches)
            .where(
              and(
                // Friendlies (no tournament) hold their teams too.
                or(isNull(matches.tournamentId), ne(matches.tournamentId, t.id)),
                isNotNull(matches.time),
                ...near,
                or(
                  pitchIds.length > 0 ? inArray(matches.pitchId, pitchIds) : undefined,
                  teamIds.length > 0 ? inArray(matches.teamOneId, teamIds) : undefined,
                  teamIds.length > 0 ? inArray(matches.teamTwoId, teamIds) : undefined,
                ),
              ),
            ),
        );
  const add = (m: MatchRow, duration: number, breakMinutes: number, mine: boolean) => {
    if (leaveOut.has(m.id) || !m.date || !m.time || !m.teamTwoId) return;
    if ((PLAYED_ELSEWHERE_STATUSES as readonly string[]).includes(m.status)) return;
    const booked: BookedMatch = {
      id: m.id,
      teamIds: [m.teamOneId, m.teamTwoId],
      pitchId: m.pitchId,
      refereeId: mine ? m.refereeId : null,
      start: abs(m.date, m.time),
      duration,
      breakMinutes,
      ...(mine ? stageOf(m) : { stage: null, barrier: false }),
    };
    occupancy.add(booked);
  };
  // Matches placed on a pitch hold the tournament's resources, and so do those already played or being played
  // (a knock-out round waits for them); the dates drawn with the fixture for matches still to be played, before any
  // pitch existed, are provisional and give way.
  for (const m of own) {
    if (m.pitchId || !(OPEN_STATUSES as readonly string[]).includes(m.status))
      add(m, t.matchDuration, t.breakMinutes, true);
  }
  // Another tournament's match holds its pitch for its own length and break, whatever this one's; a friendly (no
  // tournament) is taken to last as long as this tournament's matches.
  const lengths = await lengthsOf(db, [
    ...new Set(others.flatMap((m) => (m.tournamentId ? [m.tournamentId] : []))),
  ]);
  for (const m of others) {
    const own = m.tournamentId ? lengths.get(m.tournamentId) : undefined;
    add(m, own?.matchDuration ?? t.matchDuration, own?.breakMinutes ?? t.breakMinutes, false);
  }
  return { occupancy, pitches: pitchRows, stageOf };
}

/** Each tournament's match length and break between matches. */
async function lengthsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { matchDuration: number; breakMinutes: number }>();
  const rows = await fetchAll(
    db
      .select({
        id: tournaments.id,
        matchDuration: tournaments.matchDuration,
        breakMinutes: tournaments.breakMinutes,
      })
      .from(tournaments)
      .where(inArray(tournaments.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, r]));
}
