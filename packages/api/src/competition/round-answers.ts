import type { Db } from '@cancha/db';
import type { RoundDto, RoundsDto } from '@cancha/shared';
import type { UserRow } from '../auth/session';
import { isRoundComplete, remainingTeams } from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { engineRounds, tieOptionsOf, toEngineMatch } from './engine-input';
import { keptTournamentAnswer } from './kept-answers';
import { toMatchDtos } from './match-answers';
import { nextStep } from './next-step';
import { approvedTeams, LEAGUE_TYPES, roundsOf, tournamentMatches } from './rows';
import { stageFrom } from './stages';
import { tieBreakOf } from './standings';

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
      : remainingTeams(engine, approved, await tieBreakOf(db, tournament, matchRows.map(toEngineMatch)))
          .length;
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
