import { type Db, fetchAll, fetchOne, lockForUpdate, rounds, tournaments, transaction } from '@cancha/db';
import { DomainError, type FinalChoice, hasGroups, todayIso } from '@cancha/shared';
import { and, eq, inArray, isNull, lt, notExists } from 'drizzle-orm';
import {
  createRng,
  type EngineRound,
  matchLoser,
  type NextRound,
  nextKnockoutRound,
  type PlannedMatch,
  type Rng,
  type RoundKind,
  roundRobin,
} from '../engine';
import { requireTournament, type TournamentRow } from '../tournaments/access';
import { engineRounds, tieOptionsOf } from './engine-input';
import { groupStageOf, groupsOf } from './group-rows';
import { drawnGroups, saveGroups } from './groups.service';
import { tournamentHead } from './kept-answers';
import { groupsKnockoutNext } from './next-step';
import { addDays, insertRounds, type PlannedRow, writeGroupStage } from './round-writer';
import {
  approvedTeams,
  LEAGUE_TYPES,
  type MatchRow,
  type RoundRow,
  roundsOf,
  tournamentMatches,
} from './rows';
import { qualifiersOf, standingsOf } from './standings';

// The draw: a league's whole fixture at once, or a knock-out tournament's rounds one by one.

/** Builds what 'Crear ronda' asks for: the next knock-out round, or a league's whole fixture. */
export async function buildNext(
  tx: Db,
  tournament: TournamentRow,
  choice: FinalChoice | undefined,
  seed: string,
): Promise<void> {
  const approvedRows = await approvedTeams(tx, tournament.id);
  const approved = approvedRows.map((a) => a.teamId);
  const roundRows = await roundsOf(tx, tournament.id);
  const matchRows = await tournamentMatches(tx, tournament.id);
  const rng = createRng(seed);
  const today = todayIso();
  if (tournament.championTeamId) throw new DomainError('FIXTURE_COMPLETE');
  if (hasGroups(tournament.type)) {
    await buildGroupsKnockoutNext(tx, tournament, roundRows, matchRows, approved, rng, today);
    return;
  }
  if (LEAGUE_TYPES.has(tournament.type)) {
    if (roundRows.length > 0) throw new DomainError('FIXTURE_COMPLETE');
    if (approved.length < 2) throw new DomainError('NOT_ENOUGH_TEAMS');
    const legs = tournament.type === 'TWO_LEGGED_LEAGUE' ? 2 : 1;
    const planned = roundRobin(approved, legs, rng).map((list) => ({
      kind: 'LEAGUE' as const,
      matches: list,
    }));
    await insertRounds(tx, tournament, planned, 1, today);
    return;
  }
  const result = nextKnockoutRound({
    approved,
    rounds: engineRounds(roundRows, matchRows, tieOptionsOf(tournament)),
    choice,
    rng,
    record: await standingsOf(tx, tournament, approved, matchRows),
  });
  if (!result.ok) {
    const code = {
      NOT_ENOUGH_TEAMS: 'NOT_ENOUGH_TEAMS',
      ROUND_NOT_COMPLETE: 'ROUND_NOT_COMPLETE',
      CHOICE_REQUIRED: 'FINAL_CHOICE_REQUIRED',
      TOURNAMENT_FINISHED: 'FIXTURE_COMPLETE',
    } as const;
    throw new DomainError(code[result.reason]);
  }
  await insertRounds(
    tx,
    tournament,
    [
      {
        kind: result.kind,
        matches: withLegs(
          tournament,
          result.kind,
          withThirdPlace(tournament, engineRounds(roundRows, matchRows, tieOptionsOf(tournament)), result),
        ),
      },
    ],
    roundRows.length + 1,
    dayAfter(matchRows, today),
  );
}

/**
 * The final, and beside it the match for third place between the semi-finals' losers when the tournament plays
 * one (two semi-finals were played: a semi-final against a bye leaves a single loser).
 */
function withThirdPlace(tournament: TournamentRow, rounds: EngineRound[], next: NextRound & { ok: true }) {
  const last = rounds.filter((r) => r.kind === 'KNOCKOUT').at(-1);
  const isFinal =
    next.kind === 'KNOCKOUT' && next.matches.length === 1 && next.matches[0]!.teamTwoId !== null;
  if (!tournament.knockout?.thirdPlaceMatch || !isFinal || !last) return next.matches;
  const losers = last.matches.map(matchLoser).filter((t): t is string => t !== null);
  if (losers.length !== 2) return next.matches;
  return [...next.matches, { teamOneId: losers[0]!, teamTwoId: losers[1]!, thirdPlace: true }];
}

/**
 * In how many legs each tie of a knock-out round is played: the final as `finalLegs` says, the other rounds as
 * `legs`; the third-place match, a bye and a triangular in one.
 */
function withLegs(tournament: TournamentRow, kind: RoundKind, matches: PlannedMatch[]): PlannedRow[] {
  const settings = tournament.knockout;
  if (kind !== 'KNOCKOUT' || !settings) return matches;
  const ties = matches.filter((m) => !m.thirdPlace);
  const isFinal = ties.length === 1 && ties[0]!.teamTwoId !== null;
  // Settings saved before legs existed have none: one match each.
  const legs = (isFinal ? settings.finalLegs : settings.legs) ?? 1;
  return matches.map((m) => (m.thirdPlace || m.teamTwoId === null ? m : { ...m, legs }));
}

/** The first day after the last dated match (or today): where a new round's dates start. */
function dayAfter(matchRows: MatchRow[], today: string): string {
  const lastDate = matchRows.reduce<string | null>(
    (max, m) => (m.date && (!max || m.date > max) ? m.date : max),
    null,
  );
  return lastDate && addDays(lastDate, 1) > today ? addDays(lastDate, 1) : today;
}

async function buildGroupsKnockoutNext(
  tx: Db,
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
  rng: Rng,
  today: string,
): Promise<void> {
  const step = await groupsKnockoutNext(tournament, roundRows, matchRows, approved, rng, async () =>
    qualifiersOf(tx, tournament, matchRows),
  );
  if (!step.ok) {
    throw new DomainError(step.reason === 'ROUND_NOT_COMPLETE' ? 'GROUP_STAGE_NOT_COMPLETE' : step.reason);
  }
  if (step.kind === 'GROUPS') {
    // Without the creator's draw, the groups are drawn at random; they may still draw again until a match starts.
    let groups = await groupsOf(tx, tournament.id);
    if (groups.length === 0) {
      groups = drawnGroups(tournament, approved, { method: 'RANDOM' }, rng);
      await saveGroups(tx, tournament.id, groups);
    } else {
      // The teams may have changed since the draw (one removed, another approved): it must still hold them all.
      drawnGroups(tournament, approved, { groups }, rng);
    }
    await writeGroupStage(tx, tournament, groups, groupStageOf(tournament).legs, rng, today);
    return;
  }
  const knockoutRounds = engineRounds(roundRows, matchRows, tieOptionsOf(tournament)).filter(
    (r) => r.kind !== 'GROUP',
  );
  const matches = withLegs(
    tournament,
    step.round.kind,
    withThirdPlace(tournament, knockoutRounds, step.round),
  );
  await insertRounds(
    tx,
    tournament,
    [{ kind: step.round.kind, matches }],
    roundRows.length + 1,
    dayAfter(matchRows, today),
  );
}

/** Draws a tournament's next round (or whole league) with a given seed, outside any user's request. */
export async function drawFixture(tx: Db, tournamentId: string, seed: string): Promise<void> {
  await lockForUpdate(tx, tournaments, tournamentId);
  await buildNext(tx, await requireTournament(tx, tournamentId), undefined, seed);
}

/** Whether a tournament, as read, may have its draw due: no champion, past its deadline, not yet under way. */
export function drawMayBeDue(
  tournament: Pick<TournamentRow, 'championTeamId' | 'registrationDeadline' | 'status'>,
  today: string,
): boolean {
  if (tournament.championTeamId || today <= tournament.registrationDeadline) return false;
  return tournament.status === 'OPEN' || tournament.status === 'SCHEDULED' || tournament.status === 'PENDING';
}

/**
 * A page that shows the fixture, read after the automatic draw if that is due (the first look after registration
 * closes finds the fixture). The draw is the routers' step, not the read's: the kept answers never write. The
 * kept head row tells whether a draw may be due without a query on most reads.
 */
export async function afterDueDraw<T>(db: Db, tournamentId: string, read: () => Promise<T>): Promise<T> {
  const head = await tournamentHead(db, tournamentId);
  if (head && drawMayBeDue(head, todayIso()))
    await generateIfDue(db, await requireTournament(db, tournamentId));
  return await read();
}

/** Every automatic draw that is due, without waiting for someone to look (the minute's job). Returns how many. */
export async function drawDueFixtures(db: Db, today = todayIso()): Promise<number> {
  const candidates = await fetchAll(
    db
      .select()
      .from(tournaments)
      .where(
        and(
          isNull(tournaments.championTeamId),
          lt(tournaments.registrationDeadline, today),
          inArray(tournaments.status, ['OPEN', 'SCHEDULED', 'PENDING']),
          notExists(db.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, tournaments.id))),
        ),
      ),
  );
  let drawn = 0;
  for (const tournament of candidates)
    if ((await generateIfDue(db, tournament, today)) !== tournament) drawn += 1;
  return drawn;
}

/**
 * docs/product/competition.md#automatic-draw — 'Una vez que los equipos estén completos, se generarán
 * automáticamente': once every place is taken and the registration deadline has passed, the first round (or a
 * league's fixture) is drawn by itself, the first time anyone looks. Returns the tournament as it stands
 * afterwards. Reads of a tournament already under way, the common case, open no transaction.
 */
export async function generateIfDue(
  db: Db,
  tournament: TournamentRow,
  today = todayIso(),
): Promise<TournamentRow> {
  if (!drawMayBeDue(tournament, today)) return tournament;
  const drawn = await transaction(db, async (tx) => {
    // Two readers of the page at once both find the draw due: the second waits, then finds it drawn.
    await lockForUpdate(tx, tournaments, tournament.id);
    const current = await requireTournament(tx, tournament.id);
    if (!drawMayBeDue(current, today)) return false;
    if (await fetchOne(tx.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, current.id))))
      return false;
    const approved = (await approvedTeams(tx, current.id)).length;
    if (approved < 2 || approved < current.totalTeams) return false;
    await buildNext(tx, current, undefined, crypto.randomUUID());
    return true;
  });
  return drawn ? await requireTournament(db, tournament.id) : tournament;
}
