import {
  challenges,
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  teamPlayers,
  teams,
  transaction,
} from '@cancha/db';
import {
  type ChallengeListItem,
  type CreateChallenge,
  DomainError,
  type MatchDetailDto,
  todayIso,
} from '@cancha/shared';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { getMatch } from '../competition/match-answers';
import { captainsOf, notify, teamNameOf } from '../notifications/notify';
import { placeOf } from '../places/place-of';
import { requireCaptain, requireTeam } from '../teams/membership';

/**
 * docs/product/challenges.md#calls — POST challenges. A captain of the creator team proposes a friendly to
 * another team, at a place, date (today or later) and time; the match exists from the start, PENDING, so the
 * detail has one page.
 */
export async function createChallenge(
  db: Db,
  user: UserRow,
  input: CreateChallenge,
): Promise<MatchDetailDto> {
  const matchId = await transaction(db, async (tx) => {
    await requireCaptain(tx, input.creatorTeamId, user.id);
    await requireTeam(tx, input.challengedTeamId);
    if (input.creatorTeamId === input.challengedTeamId) throw new DomainError('SAME_TEAM');
    if (input.challengedDate < todayIso()) throw new DomainError('DATE_IN_PAST');
    const point = placeOf(input);
    const match = (await fetchOne(
      tx
        .insert(matches)
        .values({
          teamOneId: input.creatorTeamId,
          teamTwoId: input.challengedTeamId,
          date: input.challengedDate,
          time: input.time,
          location: input.location,
          status: 'PENDING',
        })
        .returning(),
    ))!;
    const challenge = (await fetchOne(
      tx
        .insert(challenges)
        .values({
          matchId: match.id,
          creatorTeamId: input.creatorTeamId,
          challengedTeamId: input.challengedTeamId,
          challengeCreatorId: user.id,
          description: input.description?.trim() || null,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
        })
        .returning(),
    ))!;
    await notify(tx, {
      to: await captainsOf(tx, input.challengedTeamId),
      kind: 'CHALLENGE_RECEIVED',
      params: {
        team: await teamNameOf(tx, input.creatorTeamId),
        opponent: await teamNameOf(tx, input.challengedTeamId),
      },
      refs: { challengeId: challenge.id, matchId: match.id },
      actorId: user.id,
    });
    return match.id;
  });
  return await getMatch(db, user, matchId);
}

/**
 * docs/product/challenges.md#answering — PUT challenges/{challengeId}/status: a captain of the challenged
 * team who did not create it answers once, while PENDING. A rejected friendly's match is cancelled with it.
 */
export async function answerChallenge(
  db: Db,
  user: UserRow,
  input: { challengeId: string; status: 'ACCEPTED' | 'REJECTED' },
): Promise<MatchDetailDto> {
  const matchId = await transaction(db, async (tx) => {
    const challenge = await fetchOne(
      tx.select().from(challenges).where(eq(challenges.id, input.challengeId)),
    );
    if (!challenge) throw new DomainError('NOT_FOUND');
    if (challenge.challengeCreatorId === user.id) throw new DomainError('FORBIDDEN');
    await requireCaptain(tx, challenge.challengedTeamId, user.id);
    const updated = await fetchOne(
      tx
        .update(challenges)
        .set({ challengeStatus: input.status, respondedById: user.id, respondedAt: new Date() })
        .where(and(eq(challenges.id, challenge.id), eq(challenges.challengeStatus, 'PENDING')))
        .returning(),
    );
    if (!updated) throw new DomainError('CHALLENGE_ANSWERED');
    await notify(tx, {
      to: [challenge.challengeCreatorId],
      kind: input.status === 'ACCEPTED' ? 'CHALLENGE_ACCEPTED' : 'CHALLENGE_REJECTED',
      params: {
        team: await teamNameOf(tx, challenge.creatorTeamId),
        opponent: await teamNameOf(tx, challenge.challengedTeamId),
      },
      refs: { challengeId: challenge.id, matchId: challenge.matchId },
    });
    if (input.status === 'REJECTED') {
      await execute(tx.update(matches).set({ status: 'CANCELED' }).where(eq(matches.id, challenge.matchId)));
    }
    return challenge.matchId;
  });
  return await getMatch(db, user, matchId);
}

/**
 * docs/product/challenges.md#challenge-page — /player/teams/challenges/{challengeId}: the challenge's match
 * detail, for its two teams.
 */
export async function getChallenge(db: Db, user: UserRow, challengeId: string): Promise<MatchDetailDto> {
  const challenge = await fetchOne(db.select().from(challenges).where(eq(challenges.id, challengeId)));
  if (!challenge) throw new DomainError('NOT_FOUND');
  return await getMatch(db, user, challenge.matchId);
}

/**
 * docs/product/challenges.md#calls — PUT challenges/{matchId} is for friendlies only; the match rules do the
 * rest.
 */
export async function requireFriendly(db: Db, matchId: string): Promise<void> {
  if (
    !(await fetchOne(
      db.select({ id: challenges.id }).from(challenges).where(eq(challenges.matchId, matchId)),
    ))
  ) {
    throw new DomainError('NOT_FOUND');
  }
}

/**
 * docs/product/challenges.md#my-challenges — GET challenges: the friendlies of every team the user plays in.
 */
export async function myChallenges(db: Db, user: UserRow): Promise<ChallengeListItem[]> {
  const mine = await fetchAll(
    db
      .select({ teamId: teamPlayers.teamId, role: teamPlayers.role })
      .from(teamPlayers)
      .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
      .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt))),
  );
  if (mine.length === 0) return [];
  const teamIds = mine.map((m) => m.teamId);
  const captainOf = new Set(mine.filter((m) => m.role === 'CAPTAIN').map((m) => m.teamId));
  const rows = await fetchAll(
    db
      .select({ challenge: challenges, match: matches })
      .from(challenges)
      .innerJoin(matches, eq(challenges.matchId, matches.id))
      .where(or(inArray(challenges.creatorTeamId, teamIds), inArray(challenges.challengedTeamId, teamIds)))
      .orderBy(desc(matches.date), desc(challenges.createdAt)),
  );
  const ids = [...new Set(rows.flatMap((r) => [r.challenge.creatorTeamId, r.challenge.challengedTeamId]))];
  const names = new Map(
    (ids.length ? await fetchAll(db.select().from(teams).where(inArray(teams.id, ids))) : []).map((t) => [
      t.id,
      t,
    ]),
  );
  return rows.map(({ challenge: c, match: m }) => {
    const one = names.get(m.teamOneId);
    const two = m.teamTwoId ? names.get(m.teamTwoId) : undefined;
    return {
      id: c.id,
      matchId: m.id,
      challengedDate: m.date,
      time: m.time,
      location: m.location,
      challengeStatus: c.challengeStatus,
      status: m.status,
      nameTeamOne: one?.name ?? '',
      logoTeamOne: one?.logo ?? null,
      nameTeamTwo: two?.name ?? '',
      logoTeamTwo: two?.logo ?? null,
      teamOneScore: m.teamOneScore,
      teamTwoScore: m.teamTwoScore,
      penalties:
        m.penaltiesTeamOne !== null && m.penaltiesTeamTwo !== null
          ? { teamOne: m.penaltiesTeamOne, teamTwo: m.penaltiesTeamTwo }
          : null,
      canAnswer:
        c.challengeStatus === 'PENDING' &&
        c.challengeCreatorId !== user.id &&
        captainOf.has(c.challengedTeamId),
    };
  });
}
