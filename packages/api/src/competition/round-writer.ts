import { matches, type Queryable, rounds, tournaments } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { groupStageRounds, type PlannedMatch, type Rng, scheduleMatches } from '../engine';
import type { TournamentRow } from '../tournaments/tournaments.service';
import type { RoundRow } from './rows';

// Writing drawn rounds: their matches, dates and kick-off times on the tournament's playing days.

export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Writes planned rounds with their dates and kick-off times on the tournament's playing days. */
export function insertRounds(
  tx: Queryable,
  tournament: TournamentRow,
  planned: { kind: RoundRow['kind']; matches: (PlannedMatch & { group?: number })[] }[],
  firstNumber: number,
  from: string,
): void {
  const slots = scheduleMatches({
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    playingDays: tournament.playingDays,
    from,
    rounds: planned.length,
    matchesPerRound: planned.map((r) => r.matches.filter((m) => m.teamTwoId !== null).length),
    matchDuration: tournament.matchDuration,
  });
  planned.forEach((round, r) => {
    const row = tx
      .insert(rounds)
      .values({ tournamentId: tournament.id, number: firstNumber + r, kind: round.kind })
      .returning()
      .get();
    let played = 0;
    tx.insert(matches)
      .values(
        round.matches.map((m, order) => {
          const bye = m.teamTwoId === null;
          const index = bye ? -1 : played++;
          const slot = slots.find((s) => s.round === r && s.index === index);
          return {
            tournamentId: tournament.id,
            roundId: row.id,
            matchOrder: order,
            groupIndex: m.group ?? null,
            thirdPlace: m.thirdPlace ?? false,
            teamOneId: m.teamOneId,
            teamTwoId: m.teamTwoId,
            // A bye is settled the moment it is drawn: its team goes through.
            status: bye ? ('COMPLETED' as const) : ('SCHEDULED' as const),
            date: slot?.date ?? null,
            time: slot?.time ?? null,
            location: bye ? null : tournament.location,
          };
        }),
      )
      .run();
  });
  if (tournament.status === 'OPEN' || tournament.status === 'PENDING' || tournament.status === 'SCHEDULED') {
    tx.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, tournament.id)).run();
  }
}

/** A group stage's matchdays for `groups`, written from `from` on, in place of any not yet played. */
export function writeGroupStage(
  tx: Queryable,
  tournament: TournamentRow,
  groups: string[][],
  legs: 1 | 2,
  rng: Rng,
  from: string,
): void {
  tx.delete(matches).where(eq(matches.tournamentId, tournament.id)).run();
  tx.delete(rounds).where(eq(rounds.tournamentId, tournament.id)).run();
  const planned = groupStageRounds(groups, legs, rng).map((day) => ({
    kind: 'GROUP' as const,
    matches: day.matches,
  }));
  insertRounds(tx, tournament, planned, 1, from);
}
