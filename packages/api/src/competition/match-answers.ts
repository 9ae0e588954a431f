import { type Db, fetchAll, fetchOne, rounds, teamPlayers, teams, users } from '@cancha/db';
import {
  FRIENDLY_FINAL_STATUSES,
  groupName,
  MATCH_STATUSES,
  type MatchDetailDto,
  type MatchDto,
  type MatchEventDto,
  type MatchPlayerDto,
  type MatchStatus,
  type MatchTeamDto,
} from '@cancha/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { matchWinner } from '../engine';
import { matchPitches } from '../match-day/pitches';
import { refereeNames } from '../match-day/referees';
import { requireTournament } from '../tournaments/access';
import { toEngineMatch } from './engine-input';
import { headToHead } from './head-to-head';
import { canManageMatch, requireVisible } from './match-rules';
import { challengeOf, type EventRow, eventsOf, type MatchRow, requireMatch } from './rows';
import { stageOf } from './stages';
import { suspendedIn } from './suspensions';
import { tiesOf } from './tie-answers';

// Stored matches and events as the API answers them.

/** Teams of several matches, each with its captain, in two queries. */
async function teamsOf(db: Db, teamIds: string[]): Promise<Map<string, MatchTeamDto>> {
  const ids = [...new Set(teamIds)];
  if (ids.length === 0) return new Map();
  const rows = await fetchAll(
    db.select({ id: teams.id, name: teams.name, logo: teams.logo }).from(teams).where(inArray(teams.id, ids)),
  );
  const captains = await fetchAll(
    db
      .select({ teamId: teamPlayers.teamId, userId: teamPlayers.userId })
      .from(teamPlayers)
      .where(and(inArray(teamPlayers.teamId, ids), eq(teamPlayers.role, 'CAPTAIN'))),
  );
  const captainOf = new Map(captains.map((c) => [c.teamId, c.userId]));
  return new Map(rows.map((t) => [t.id, { ...t, captainId: captainOf.get(t.id) ?? null }]));
}

export async function toMatchDtos(db: Db, rows: MatchRow[]): Promise<MatchDto[]> {
  const byId = await teamsOf(
    db,
    rows.flatMap((m) => (m.teamTwoId ? [m.teamOneId, m.teamTwoId] : [m.teamOneId])),
  );
  const ties = await tiesOf(db, rows);
  const pitchOf = await matchPitches(
    db,
    rows.flatMap((m) => (m.pitchId ? [m.pitchId] : [])),
  );
  const refereeOf = await refereeNames(
    db,
    rows.flatMap((m) => (m.refereeId ? [m.refereeId] : [])),
  );
  return rows.map((m) => {
    const one = byId.get(m.teamOneId) ?? { id: m.teamOneId, name: '', logo: null, captainId: null };
    const two = m.teamTwoId
      ? (byId.get(m.teamTwoId) ?? { id: m.teamTwoId, name: '', logo: null, captainId: null })
      : null;
    return {
      id: m.id,
      tournamentId: m.tournamentId,
      roundId: m.roundId,
      group: m.groupIndex === null ? null : groupName(m.groupIndex),
      thirdPlace: m.thirdPlace,
      leg: m.leg === 1 || m.leg === 2 ? m.leg : null,
      tie: ties.get(m.id) ?? null,
      decision: m.decision,
      decisionAgainstTeamId: m.decisionTeamId,
      date: m.date,
      matchdate: m.date,
      time: m.time,
      status: m.status,
      location: m.location,
      pitch: (m.pitchId && pitchOf.get(m.pitchId)) || null,
      referee:
        m.refereeId && refereeOf.has(m.refereeId)
          ? {
              id: m.refereeId,
              name: refereeOf.get(m.refereeId) as string,
              answer: m.refereeAnswer ?? 'PENDING',
            }
          : null,
      teamOneId: m.teamOneId,
      teamTwoId: m.teamTwoId,
      teamOne: one,
      teamTwo: two,
      teamOneScore: m.teamOneScore,
      teamTwoScore: m.teamTwoScore,
      penaltiesTeamOne: m.penaltiesTeamOne,
      penaltiesTeamTwo: m.penaltiesTeamTwo,
      captainTeamOneId: one.captainId,
      captainTeamTwoId: two?.captainId ?? null,
      winnerTeamId:
        m.leg === null
          ? matchWinner(toEngineMatch(m))
          : m.leg === 2
            ? (ties.get(m.id)?.winnerTeamId ?? null)
            : null,
    };
  });
}

export async function playersOf(
  db: Db,
  teamId: string | null,
  suspended: Set<string>,
): Promise<MatchPlayerDto[]> {
  if (!teamId) return [];
  const rows = await fetchAll(
    db
      .select({
        userId: teamPlayers.userId,
        fullname: users.fullname,
        lastname: users.lastname,
        avatar: users.avatar,
        shirtNumber: teamPlayers.shirtNumber,
      })
      .from(teamPlayers)
      .innerJoin(users, eq(teamPlayers.userId, users.id))
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(asc(teamPlayers.shirtNumber), asc(users.fullname)),
  );
  return rows.map((p) => ({ ...p, suspended: suspended.has(p.userId) }));
}

export async function eventDtos(db: Db, rows: EventRow[]): Promise<MatchEventDto[]> {
  const ids = [...new Set(rows.flatMap((e) => (e.playerId ? [e.playerId] : [])))];
  const people = ids.length
    ? await fetchAll(
        db
          .select({ id: users.id, fullname: users.fullname, lastname: users.lastname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, ids)),
      )
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((e) => {
    const person = e.playerId ? byId.get(e.playerId) : undefined;
    return {
      id: e.id,
      matchId: e.matchId,
      teamId: e.teamId,
      playerId: e.playerId,
      type: e.type,
      minute: e.minute,
      player: person
        ? { user: { fullname: person.fullname, lastname: person.lastname, avatar: person.avatar } }
        : null,
    };
  });
}

/**
 * The match page's answer: the match with its tournament and round, its events, both squads, what `user` may do
 * with it, its challenge if it is a friendly, and the two teams' head-to-head.
 */
export async function matchDetail(db: Db, match: MatchRow, user: UserRow): Promise<MatchDetailDto> {
  const [dto] = await toMatchDtos(db, [match]);
  const tournament = match.tournamentId ? await requireTournament(db, match.tournamentId) : null;
  const round = match.roundId
    ? await fetchOne(db.select().from(rounds).where(eq(rounds.id, match.roundId)))
    : undefined;
  const challenge = match.tournamentId ? undefined : await challengeOf(db, match.id);
  const suspended = tournament ? await suspendedIn(db, tournament, match.id) : new Set<string>();
  return {
    ...dto!,
    tournament: tournament
      ? {
          id: tournament.id,
          name: tournament.name,
          type: tournament.type,
          matchDuration: tournament.matchDuration,
          // Anyone may open a public tournament's page: a shared result links to it.
          isPublic: tournament.visibility === 'PUBLIC',
        }
      : null,
    locationTournament: tournament ? { location: tournament.location } : null,
    round: round
      ? { id: round.id, number: round.number, kind: round.kind, stage: await stageOf(db, round) }
      : null,
    matchEvent: await eventDtos(db, await eventsOf(db, match.id)),
    teamOnePlayers: await playersOf(db, match.teamOneId, suspended),
    teamTwoPlayers: await playersOf(db, match.teamTwoId, suspended),
    canManage: await canManageMatch(db, match, user),
    scheduleLocked: match.scheduleLocked,
    statusChoices: tournament
      ? MATCH_STATUSES.filter((s) => s !== 'OPEN')
      : ([...FRIENDLY_FINAL_STATUSES] as MatchStatus[]),
    challengesId: challenge?.id ?? null,
    challenges: challenge
      ? {
          id: challenge.id,
          status: challenge.challengeStatus,
          challengeCreatorId: challenge.challengeCreatorId,
          creatorTeamId: challenge.creatorTeamId,
          challengedTeamId: challenge.challengedTeamId,
          description: challenge.description,
          lat: challenge.lat,
          lng: challenge.lng,
          canAnswer:
            challenge.challengeStatus === 'PENDING' &&
            challenge.challengeCreatorId !== user.id &&
            (await fetchOne(
              db
                .select({ id: teamPlayers.id })
                .from(teamPlayers)
                .where(
                  and(
                    eq(teamPlayers.teamId, challenge.challengedTeamId),
                    eq(teamPlayers.userId, user.id),
                    eq(teamPlayers.role, 'CAPTAIN'),
                  ),
                ),
            )) !== undefined,
        }
      : null,
    challengeStats: match.teamTwoId ? await headToHead(db, match.teamOneId, match.teamTwoId) : null,
  };
}

/** docs/product/competition.md#calls — GET soccer-match/{matchId}/matchs. */
export async function getMatch(db: Db, user: UserRow, matchId: string): Promise<MatchDetailDto> {
  const match = await requireMatch(db, matchId);
  await requireVisible(db, match, user);
  return await matchDetail(db, match, user);
}
