import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  notifications,
  perDatabase,
  teamPlayers,
  teams,
} from '@cancha/db';
import type { NotificationKind, NotificationParams } from '@cancha/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';

// The inbox every room writes to in its own transaction (docs/architecture.md): who hears of what, as values the
// reader's screen words; delivered after the change commits (after-commit.ts).

export interface NotificationRefs {
  tournamentId?: string | null;
  challengeId?: string | null;
  invitationId?: string | null;
  teamId?: string | null;
  matchId?: string | null;
}

// How many times this process has written notifications. A change looks for undelivered ones after it commits only
// when this moved while it ran (after-commit.ts): most changes notify no one, and the look costs a read right after
// their write, the dearest kind on SQLite. What another process wrote is delivered by that process's own change, or
// by the minute's job (apps/server/src/jobs.ts) if that process died before.
let writtenCount = 0;

/** A count that moves whenever this process writes notifications. */
export function notificationsWritten(): number {
  return writtenCount;
}

/**
 * Tells people that something concerns them, in the transaction of the action itself. Adding a notification to a
 * domain action is this one call; the live stream and the e-mail follow once the action commits.
 */
export async function notify(
  tx: Db,
  input: {
    to: (string | null | undefined)[];
    kind: NotificationKind;
    params: NotificationParams;
    refs?: NotificationRefs;
    actorId?: string;
  },
): Promise<void> {
  const recipients = [...new Set(input.to.filter((id): id is string => !!id && id !== input.actorId))];
  if (recipients.length === 0) return;
  const refs = {
    tournamentId: input.refs?.tournamentId ?? null,
    challengeId: input.refs?.challengeId ?? null,
    invitationId: input.refs?.invitationId ?? null,
    teamId: input.refs?.teamId ?? null,
    matchId: input.refs?.matchId ?? null,
  };
  // One reader (a team's captain, most often) by the prepared insert; many in one statement, one round trip.
  if (recipients.length === 1)
    await execute(insertNotification(tx), {
      userId: recipients[0],
      kind: input.kind,
      params: input.params,
      ...refs,
      createdAt: new Date(),
    });
  else
    await execute(
      tx
        .insert(notifications)
        .values(recipients.map((userId) => ({ userId, kind: input.kind, params: input.params, ...refs }))),
    );
  writtenCount += 1;
}

// A notice to one reader, the common case: prepared once per database.
const insertNotification = perDatabase((db: Db) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      kind: sql.placeholder('kind'),
      params: sql.placeholder('params'),
      tournamentId: sql.placeholder('tournamentId'),
      challengeId: sql.placeholder('challengeId'),
      invitationId: sql.placeholder('invitationId'),
      teamId: sql.placeholder('teamId'),
      matchId: sql.placeholder('matchId'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

// Asked by most notices about a team (a payment recorded at the pitch among them): prepared once per database.
const captainsQuery = perDatabase((db: Db) =>
  db
    .select({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, sql.placeholder('teamId')), eq(teamPlayers.role, 'CAPTAIN')))
    .prepare(),
);
const teamNameQuery = perDatabase((db: Db) =>
  db
    .select({ name: teams.name })
    .from(teams)
    .where(eq(teams.id, sql.placeholder('teamId')))
    .prepare(),
);

/** Who to tell about a team: its captains, or all its players. */
export async function captainsOf(db: Db, teamId: string): Promise<string[]> {
  return (await fetchAll(captainsQuery(db), { teamId })).map((r) => r.userId);
}

export async function playersOf(db: Db, teamIds: (string | null)[]): Promise<string[]> {
  const ids = teamIds.filter((id): id is string => !!id);
  if (ids.length === 0) return [];
  return (
    await fetchAll(
      db.select({ userId: teamPlayers.userId }).from(teamPlayers).where(inArray(teamPlayers.teamId, ids)),
    )
  ).map((r) => r.userId);
}

export async function teamNameOf(db: Db, teamId: string): Promise<string> {
  return (await fetchOne(teamNameQuery(db), { teamId }))?.name ?? '';
}
