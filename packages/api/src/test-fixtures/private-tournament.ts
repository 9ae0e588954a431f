import type { MatchDto } from '@cancha/shared';
import { asNewUser, type testServices } from '../testing';
import { tournamentWithTeams } from './competition';

type Services = ReturnType<typeof testServices>;

/** Names found nowhere else, so an answer that shows them shows this tournament. */
export const PRIVATE_NAMES = {
  tournament: 'Copa Reservada Qx7',
  teams: ['Halcones Ocultos', 'Zorros Discretos', 'Lobos Callados', 'Pumas Sigilosos'],
} as const;

/**
 * docs/decisions/019: a league that was public, took four teams that registered themselves (no invited address),
 * played a match with a goal and a card, went into an El Prode game, and was then made private.
 */
export async function publicTurnedPrivate(
  s: Services,
  whilePublic: (tournamentId: string) => Promise<void> = async () => {},
) {
  const { creator, tournamentId, sides } = await tournamentWithTeams(
    s,
    4,
    { type: 'LEAGUE', totalTeams: 4, name: PRIVATE_NAMES.tournament },
    PRIVATE_NAMES.teams,
  );
  const round = (await creator.api.fixtures.generateRound({ tournamentId })).rounds[0]!;
  const [match, next] = round.matches.filter((m) => m.teamTwoId) as [MatchDto, MatchDto];
  const side = sides.find((x) => x.teamId === match.teamOneId)!;
  const scorer = side.players[1]!.user.id;
  await creator.api.matches.addEvent({
    matchId: match.id,
    teamId: side.teamId,
    playerId: scorer,
    type: 'GOAL',
    minute: 12,
  });
  await creator.api.matches.addEvent({
    matchId: match.id,
    teamId: side.teamId,
    playerId: scorer,
    type: 'YELLOW_CARD',
    minute: 30,
  });
  await creator.api.matches.update({
    matchId: match.id,
    teamOneScore: 1,
    teamTwoScore: 0,
    status: 'COMPLETED',
  });
  const owner = await asNewUser(s, { email: 'owner@cancha.test' });
  const game = await owner.api.prode.createGame({ name: 'Prode Reservado', tournaments: [{ tournamentId }] });
  await whilePublic(tournamentId);
  await creator.api.tournaments.update({ tournamentId, visibility: 'PRIVATE' });
  return {
    tournamentId,
    roundId: round.id,
    matchId: match.id,
    /** A match of the first round still to be played. */
    nextMatchId: next.id,
    teamId: side.teamId,
    gameId: game.id,
    creator,
    participant: side.players[2]!,
  };
}
