import {
  type Db,
  fetchOne,
  lockForUpdate,
  type Queryable,
  rounds,
  tournaments,
  transaction,
} from '@cancha/db';
import { DomainError, type FinalChoice, hasGroups, type RoundsDto, todayIso } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import {
  createRng,
  type EngineRound,
  isRoundComplete,
  matchLoser,
  type NextRound,
  nextKnockoutRound,
  type PlannedMatch,
  planBracket,
  type Rng,
  type RoundKind,
  roundRobin,
} from '../engine';
import { requireTournament, type TournamentRow } from '../tournaments/tournaments.service';
import { engineRounds, tieOptionsOf } from './engine-input';
import { drawnGroups, groupStageOf, groupsOf, saveGroups } from './groups.service';
import { qualifiersOf, standingsOf } from './outcome.service';
import { addDays, insertRounds, type PlannedRow, writeGroupStage } from './round-writer';
import {
  approvedTeams,
  LEAGUE_TYPES,
  type MatchRow,
  type RoundRow,
  roundsOf,
  tournamentMatches,
} from './rows';

// The draw: a league's whole fixture at once, or a knock-out tournament's rounds one by one.

type Next = RoundsDto['next'];

/** What 'Crear ronda' would do now, for the fixture page: draw, ask for the final's format, or why not. */
export async function nextStep(
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
): Promise<Next> {
  if (tournament.championTeamId) return { ok: false, reason: 'TOURNAMENT_FINISHED' };
  if (hasGroups(tournament.type)) {
    const next = await groupsKnockoutNext(
      tournament,
      roundRows,
      matchRows,
      approved,
      createRng(0),
      async () => [],
    );
    return next.ok ? { ok: true, needsChoice: false } : { ok: false, reason: next.reason };
  }
  if (LEAGUE_TYPES.has(tournament.type)) {
    if (roundRows.length > 0) return { ok: false, reason: 'FIXTURE_COMPLETE' };
    return approved.length >= 2
      ? { ok: true, needsChoice: false }
      : { ok: false, reason: 'NOT_ENOUGH_TEAMS' };
  }
  const result = nextKnockoutRound({
    approved,
    rounds: engineRounds(roundRows, matchRows, tieOptionsOf(tournament)),
    rng: createRng(0),
  });
  if (result.ok) return { ok: true, needsChoice: false };
  if (result.reason === 'CHOICE_REQUIRED')
    return { ok: true, needsChoice: true, choices: ['TRIANGULAR', 'DIRECT'] };
  return { ok: false, reason: result.reason };
}

/** Builds what 'Crear ronda' asks for: the next knock-out round, or a league's whole fixture. */
export async function buildNext(
  tx: Queryable,
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

type GroupsKnockoutStep =
  | { ok: true; kind: 'GROUPS' }
  | { ok: true; kind: 'KNOCKOUT'; round: NextRound & { ok: true } }
  | { ok: false; reason: 'NOT_ENOUGH_TEAMS' | 'ROUND_NOT_COMPLETE' | 'FIXTURE_COMPLETE' };

/**
 * What 'Crear ronda' does in a groups-then-knock-out tournament: the whole group stage first; once every group
 * match is played, the knock-out's first round from the group tables (its bracket fixed from then on); then each
 * next round. `qualifiers` is asked only when the knock-out starts.
 */
async function groupsKnockoutNext(
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
  rng: Rng,
  qualifiers: () => ReturnType<typeof qualifiersOf>,
): Promise<GroupsKnockoutStep> {
  if (roundRows.length === 0) {
    const stage = groupStageOf(tournament);
    return approved.length >= stage.groups * 2
      ? { ok: true, kind: 'GROUPS' }
      : { ok: false, reason: 'NOT_ENOUGH_TEAMS' };
  }
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const groupStage = engine.filter((r) => r.kind === 'GROUP');
  const knockout = engine.filter((r) => r.kind !== 'GROUP');
  if (!groupStage.every(isRoundComplete)) return { ok: false, reason: 'ROUND_NOT_COMPLETE' };
  if (knockout.length === 0) {
    const first = await qualifiers();
    return {
      ok: true,
      kind: 'KNOCKOUT',
      round: {
        ok: true,
        kind: 'KNOCKOUT',
        matches: first.length > 0 ? planBracket(first, tournament.knockout?.pairing ?? 'WORLD_CUP') : [],
      },
    };
  }
  const round = nextKnockoutRound({ approved: [], rounds: knockout, rng });
  if (round.ok) return { ok: true, kind: 'KNOCKOUT', round };
  return {
    ok: false,
    reason: round.reason === 'ROUND_NOT_COMPLETE' ? 'ROUND_NOT_COMPLETE' : 'FIXTURE_COMPLETE',
  };
}

async function buildGroupsKnockoutNext(
  tx: Queryable,
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
export async function drawFixture(tx: Queryable, tournamentId: string, seed: string): Promise<void> {
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
