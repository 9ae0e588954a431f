import { type Db, fetchOne, matches, rounds, teamPlayers } from '@cancha/db';
import { type AddMatchEvent, DomainError, FRIENDLY_FINAL_STATUSES, type UpdateMatch } from '@cancha/shared';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { matchWinner, tieWinner } from '../engine';
import { requireTournament, type TournamentRow } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import { toEngineMatch } from './engine-input';
import { challengeOf, type MatchRow } from './rows';
import { playerSuspended } from './suspensions';

// Who may see and run a match, and which changes a match still accepts.

/**
 * Who runs a match: a tournament match by the tournament's creator
 * (docs/product/competition.md#who-runs-a-match), a friendly by the challenge's creator once it is accepted.
 * Every edit path asks this one function.
 */
export async function canManageMatch(db: Db, match: MatchRow, user: UserRow): Promise<boolean> {
  if (match.tournamentId) return (await requireTournament(db, match.tournamentId)).creatorId === user.id;
  // docs/product/challenges.md#the-friendly — a friendly is run by the challenge's creator once it is
  // accepted.
  const challenge = await challengeOf(db, match.id);
  return challenge?.challengeCreatorId === user.id && challenge.challengeStatus === 'ACCEPTED';
}

async function isMember(db: Db, userId: string, teamIds: string[]): Promise<boolean> {
  return (
    (await fetchOne(
      db
        .select({ id: teamPlayers.id })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.userId, userId), inArray(teamPlayers.teamId, teamIds))),
    )) !== undefined
  );
}

/**
 * A friendly is over once COMPLETED or CANCELED, for good (docs/product/challenges.md#the-friendly — the
 * warning says it is irreversible).
 */
const friendlyOver = (m: MatchRow) => (FRIENDLY_FINAL_STATUSES as readonly string[]).includes(m.status);

export async function requireManager(db: Db, match: MatchRow, user: UserRow): Promise<void> {
  if (await canManageMatch(db, match, user)) return;
  const challenge = match.tournamentId ? undefined : await challengeOf(db, match.id);
  // The challenge's creator is told why they must wait, rather than that they may not.
  if (challenge && challenge.challengeCreatorId === user.id) {
    throw new DomainError(
      challenge.challengeStatus === 'REJECTED' ? 'MATCH_FINISHED' : 'CHALLENGE_NOT_ACCEPTED',
    );
  }
  throw new DomainError('FORBIDDEN');
}

/** Who may read a match: whoever may see its tournament; a friendly, the members of its two teams. */
export async function requireVisible(db: Db, match: MatchRow, user: UserRow): Promise<TournamentRow | null> {
  if (!match.tournamentId) {
    // A friendly belongs to its two teams.
    const sides = match.teamTwoId ? [match.teamOneId, match.teamTwoId] : [match.teamOneId];
    if (!(await isMember(db, user.id, sides))) throw new DomainError('NOT_FOUND');
    return null;
  }
  const tournament = await requireTournament(db, match.tournamentId);
  if (!(await maySeeTournament(db, tournament, { user }))) throw new DomainError('NOT_FOUND');
  return tournament;
}

/**
 * A knock-out match cannot be reopened once the next round was drawn from its winner, nor a group match once the
 * knock-out was drawn from the group tables.
 */
async function laterRoundExists(tx: Db, match: MatchRow): Promise<boolean> {
  if (!match.roundId || !match.tournamentId) return false;
  const round = await fetchOne(tx.select().from(rounds).where(eq(rounds.id, match.roundId)));
  if (!round || round.kind === 'LEAGUE') return false;
  return (
    (await fetchOne(
      tx
        .select({ id: rounds.id })
        .from(rounds)
        .where(
          and(
            eq(rounds.tournamentId, match.tournamentId),
            gt(rounds.number, round.number),
            round.kind === 'GROUP' ? ne(rounds.kind, 'GROUP') : undefined,
          ),
        ),
    )) !== undefined
  );
}

/** A result a later knock-out round was drawn from stays as it is (MATCH_LOCKED). */
export async function requireLaterRoundFree(tx: Db, match: MatchRow): Promise<void> {
  if (await laterRoundExists(tx, match)) throw new DomainError('MATCH_LOCKED');
}

async function roundKindOf(tx: Db, match: MatchRow) {
  if (!match.roundId) return null;
  return (
    (await fetchOne(tx.select({ kind: rounds.kind }).from(rounds).where(eq(rounds.id, match.roundId))))
      ?.kind ?? null
  );
}

/**
 * Whether `input` (PUT soccer-match, docs/product/competition.md#calls) may change the match: a friendly only
 * until it is over, and only to a final status; a COMPLETED tournament match may only be reopened (a status
 * change), and not once a later knock-out round depends on it; a bye has no result; only a knock-out match has
 * a shoot-out. Returns whether the match is a knock-out one.
 */
export async function requireEditable(tx: Db, match: MatchRow, input: UpdateMatch): Promise<boolean> {
  const { matchId: _, status, date, time, location, ...tallies } = input;
  const touchesResult = Object.values(tallies).some((v) => v !== undefined && v !== null);
  const friendly = match.tournamentId === null;
  if (friendly) {
    if (friendlyOver(match)) throw new DomainError('MATCH_FINISHED');
    if (status !== undefined && !(FRIENDLY_FINAL_STATUSES as readonly string[]).includes(status)) {
      throw new DomainError('VALIDATION', 'A friendly is only COMPLETED or CANCELED');
    }
  } else if (
    match.status === 'COMPLETED' &&
    !(match.teamTwoId === null && status === undefined && !touchesResult)
  ) {
    // A bye is settled when drawn, yet its date and time may still be set
    // (docs/product/competition.md#match-detail — only ADMIN sees those editors).
    const reopening = status !== undefined && status !== 'COMPLETED';
    if (!reopening || date || time || location || touchesResult) throw new DomainError('MATCH_FINISHED');
    if (await laterRoundExists(tx, match)) throw new DomainError('MATCH_LOCKED');
    // The second leg was completed on this first leg's result: it is reopened first.
    if (match.leg === 1 && (await otherLeg(tx, match))?.status === 'COMPLETED')
      throw new DomainError('MATCH_LOCKED');
  }
  const bye = match.teamTwoId === null;
  if (bye && (status !== undefined || touchesResult))
    throw new DomainError('VALIDATION', 'A bye has no result');
  const kind = await roundKindOf(tx, match);
  const knockout = kind === 'KNOCKOUT';
  if (
    (match.leg === 1 || (!knockout && !friendly)) &&
    (tallies.penaltiesTeamOne != null || tallies.penaltiesTeamTwo != null)
  ) {
    throw new DomainError('VALIDATION', 'Only a knock-out match or second leg has a shoot-out');
  }
  return knockout;
}

/** The other leg of a two-legged tie: same round and place in it. */
export async function otherLeg(tx: Db, match: MatchRow): Promise<MatchRow | null> {
  if (match.leg === null || !match.roundId) return null;
  return (
    (await fetchOne(
      tx
        .select()
        .from(matches)
        .where(
          and(
            eq(matches.roundId, match.roundId),
            eq(matches.matchOrder, match.matchOrder),
            eq(matches.leg, match.leg === 1 ? 2 : 1),
          ),
        ),
    )) ?? null
  );
}

/**
 * A completed knock-out match must say who goes through: a single match by its score or shoot-out; a tie's second
 * leg, played after the first, by the aggregate (away goals when the tournament counts them) or its shoot-out. A
 * first leg may end level.
 */
export async function requireDecided(
  tx: Db,
  match: MatchRow,
  tournament: TournamentRow | null,
): Promise<void> {
  if (match.leg === 1) return;
  if (match.leg === 2) {
    const first = await otherLeg(tx, match);
    if (first?.status !== 'COMPLETED') throw new DomainError('FIRST_LEG_NOT_COMPLETE');
    const options = { awayGoals: tournament?.knockout?.awayGoals ?? false };
    if (tieWinner(toEngineMatch(first), toEngineMatch(match), options) === null) {
      throw new DomainError('PENALTIES_REQUIRED');
    }
    return;
  }
  if (matchWinner(toEngineMatch(match)) === null) throw new DomainError('PENALTIES_REQUIRED');
}

/** Events are added and removed only before the match is over. */
export function requireOpenForEvents(match: MatchRow): void {
  if (match.status === 'COMPLETED' || (match.tournamentId === null && friendlyOver(match))) {
    throw new DomainError('MATCH_FINISHED');
  }
}

/**
 * Whether the event may be added: the match is still open and not a bye, the player plays for one of its teams,
 * and a shoot-out only in a knock-out match.
 */
export async function requireEventAllowed(tx: Db, match: MatchRow, input: AddMatchEvent): Promise<void> {
  requireOpenForEvents(match);
  if (match.teamTwoId === null) throw new DomainError('VALIDATION', 'A bye has no events');
  if (input.teamId !== match.teamOneId && input.teamId !== match.teamTwoId) {
    throw new DomainError('TEAM_NOT_IN_MATCH');
  }
  const member = await fetchOne(
    tx
      .select({ id: teamPlayers.id })
      .from(teamPlayers)
      .where(and(eq(teamPlayers.teamId, input.teamId), eq(teamPlayers.userId, input.playerId))),
  );
  if (!member) throw new DomainError('NOT_TEAM_MEMBER');
  if (
    match.tournamentId &&
    (await playerSuspended(tx, await requireTournament(tx, match.tournamentId), input.playerId, match.id))
  ) {
    throw new DomainError('PLAYER_SUSPENDED');
  }
  if (
    input.type.startsWith('PENALTY_SHOOTOUT') &&
    match.tournamentId &&
    ((await roundKindOf(tx, match)) !== 'KNOCKOUT' || match.leg === 1)
  ) {
    throw new DomainError('VALIDATION', 'Only a knock-out match has a shoot-out');
  }
}
