import type { Db } from '@cancha/db';
import type { RoundDto, RoundsDto } from '@cancha/shared';
import type { UserRow } from '../auth/session';
import { type EngineRound, isRoundComplete, remainingTeams } from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { engineRounds, tieOptionsOf, toEngineMatch } from './engine-input';
import { keptTournamentAnswer } from './kept-answers';
import { toMatchDtos } from './match-answers';
import { nextStep } from './next-step';
import { approvedTeams, LEAGUE_TYPES, type MatchRow, roundsOf, tournamentMatches } from './rows';
import { stageFrom } from './stages';
import { qualifiersOf, tieBreakOf } from './standings';

/**
 * docs/product/competition.md#calls — GET rounds/{tournamentId}. Visitors (no user) see public tournaments
 * only.
 */
export async function listRounds(db: Db, user: UserRow | null, tournamentId: string): Promise<RoundsDto> {
  return await keptTournamentAnswer('rounds', db, user, tournamentId, async (tournament, isOwner) =>
    computeRounds(db, tournament, isOwner),
  );
}

async function computeRounds(db: Db, tournament: TournamentRow, isOwner: boolean): Promise<RoundsDto> {
  const tournamentId = tournament.id;
  const roundRows = await roundsOf(db, tournamentId);
  const matchRows = await tournamentMatches(db, tournamentId);
  const approved = (await approvedTeams(db, tournamentId)).map((a) => a.teamId);
  const dtos = await toMatchDtos(db, matchRows);
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const list: RoundDto[] = roundRows.map((r, i) => {
    const own = matchRows.filter((m) => m.roundId === r.id);
    const stage = stageFrom(r, own);
    return {
      id: r.id,
      number: r.number,
      kind: r.kind,
      stage,
      matches: dtos.filter((m) => m.roundId === r.id),
      roundMatchesCompleted: isRoundComplete(engine[i]!),
    };
  });
  const remaining = tournament.championTeamId
    ? 1
    : LEAGUE_TYPES.has(tournament.type)
      ? approved.length
      : await teamsStillIn(db, tournament, engine, matchRows, approved);
  return {
    tournamentId,
    tournamentName: tournament.name,
    tournamentLogo: tournament.logo,
    tournamentImage: tournament.image,
    isPublic: tournament.visibility === 'PUBLIC',
    type: tournament.type,
    status: tournament.status,
    isOwner,
    rounds: list,
    roundsCompleted: list.every((r) => r.roundMatchesCompleted),
    remainingTeams: remaining,
    next: await nextStep(tournament, roundRows, matchRows, approved),
    championTeamId: tournament.championTeamId,
  };
}

/**
 * How many teams are still in contention: during a group stage every team, once it is played the teams that
 * qualified (the knock-out is drawn among them); in the knock-out the last round's winners, both sides of a match
 * still undecided. Group matchdays are no knock-out round: their winners are not who goes through.
 */
async function teamsStillIn(
  db: Db,
  tournament: TournamentRow,
  engine: EngineRound[],
  matchRows: MatchRow[],
  approved: string[],
): Promise<number> {
  const groupStage = engine.filter((r) => r.kind === 'GROUP');
  if (groupStage.length > 0 && groupStage.length === engine.length) {
    return groupStage.every(isRoundComplete)
      ? (await qualifiersOf(db, tournament, matchRows)).length
      : approved.length;
  }
  return remainingTeams(engine, approved, await tieBreakOf(db, tournament, matchRows.map(toEngineMatch)))
    .length;
}
