import { type Db, execute, fetchOne, matches, rounds, tournaments } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { groupStageRounds, type PlannedMatch, type Rng, scheduleMatches } from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { matchesChanged } from './matches-changed';
import type { RoundRow } from './rows';

// Writing drawn rounds: their matches, dates and kick-off times on the tournament's playing days.

export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A match to write: its group in a group stage, and in how many legs it is played (one unless said). */
export type PlannedRow = PlannedMatch & { group?: number; legs?: 1 | 2 };

interface RowPlan {
  match: PlannedRow;
  order: number;
  leg: 1 | 2 | null;
  /** The schedule round it is dated in: a two-legged round takes two, its first legs in the first. */
  part: number;
}

/**
 * One planned round's rows: a two-legged tie writes two matches with the same matchOrder, the second with the sides
 * swapped and dated a playing round later; byes and single matches (the third-place match) go with the second legs.
 */
function rowPlans(matches: PlannedRow[]): { rows: RowPlan[]; parts: number } {
  const twoLegged = matches.some((m) => m.legs === 2 && m.teamTwoId !== null);
  const rows: RowPlan[] = [];
  matches.forEach((match, order) => {
    if (twoLegged && match.legs === 2 && match.teamTwoId !== null) {
      rows.push({ match, order, leg: 1, part: 0 });
      rows.push({
        match: { ...match, teamOneId: match.teamTwoId, teamTwoId: match.teamOneId },
        order,
        leg: 2,
        part: 1,
      });
    } else rows.push({ match, order, leg: null, part: twoLegged ? 1 : 0 });
  });
  return { rows, parts: twoLegged ? 2 : 1 };
}

/** Writes planned rounds with their dates and kick-off times on the tournament's playing days. */
export async function insertRounds(
  tx: Db,
  tournament: TournamentRow,
  planned: { kind: RoundRow['kind']; matches: PlannedRow[] }[],
  firstNumber: number,
  from: string,
): Promise<void> {
  await matchesChanged(tx, tournament.id);
  const plans = planned.map((r) => rowPlans(r.matches));
  // Each round's first schedule round, then how many real matches each schedule round has.
  const firstPart: number[] = [];
  const perPart: number[] = [];
  for (const plan of plans) {
    firstPart.push(perPart.length);
    for (let p = 0; p < plan.parts; p++) {
      perPart.push(plan.rows.filter((row) => row.part === p && row.match.teamTwoId !== null).length);
    }
  }
  const slots = scheduleMatches({
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    playingDays: tournament.playingDays,
    from,
    rounds: perPart.length,
    matchesPerRound: perPart,
    matchDuration: tournament.matchDuration,
  });
  for (const [r, round] of planned.entries()) {
    const row = (await fetchOne(
      tx
        .insert(rounds)
        .values({ tournamentId: tournament.id, number: firstNumber + r, kind: round.kind })
        .returning(),
    ))!;
    const played = new Map<number, number>();
    // The third-place match takes its round's earlier kick-off: the final closes the day.
    const rows = [...(plans[r] as { rows: RowPlan[] }).rows].sort(
      (a, b) => Number(b.match.thirdPlace ?? false) - Number(a.match.thirdPlace ?? false),
    );
    const values = rows.map(({ match: m, order, leg, part }) => {
      const bye = m.teamTwoId === null;
      const scheduleRound = (firstPart[r] as number) + part;
      const index = bye ? -1 : (played.get(scheduleRound) ?? 0);
      if (!bye) played.set(scheduleRound, index + 1);
      const slot = slots.find((s) => s.round === scheduleRound && s.index === index);
      return {
        tournamentId: tournament.id,
        roundId: row.id,
        matchOrder: order,
        groupIndex: m.group ?? null,
        thirdPlace: m.thirdPlace ?? false,
        leg,
        teamOneId: m.teamOneId,
        teamTwoId: m.teamTwoId,
        // A bye is settled the moment it is drawn: its team goes through.
        status: bye ? ('COMPLETED' as const) : ('SCHEDULED' as const),
        date: slot?.date ?? null,
        time: slot?.time ?? null,
        location: bye ? null : tournament.location,
      };
    });
    await execute(tx.insert(matches).values(values));
  }
  // Its fixture exists: 'Programado' until its first match is played (outcome.service.ts makes it 'En progreso').
  if (tournament.status === 'OPEN' || tournament.status === 'PENDING') {
    await execute(
      tx.update(tournaments).set({ status: 'SCHEDULED' }).where(eq(tournaments.id, tournament.id)),
    );
  }
}

/** A group stage's matchdays for `groups`, written from `from` on, in place of any not yet played. */
export async function writeGroupStage(
  tx: Db,
  tournament: TournamentRow,
  groups: string[][],
  legs: 1 | 2,
  rng: Rng,
  from: string,
): Promise<void> {
  await execute(tx.delete(matches).where(eq(matches.tournamentId, tournament.id)));
  await execute(tx.delete(rounds).where(eq(rounds.tournamentId, tournament.id)));
  const planned = groupStageRounds(groups, legs, rng).map((day) => ({
    kind: 'GROUP' as const,
    matches: day.matches,
  }));
  await insertRounds(tx, tournament, planned, 1, from);
}
