import {
  challenges,
  chatMessages,
  chatReads,
  execute,
  fetchAll,
  fetchOne,
  fetchOneSql,
  inlineLimit,
  listParam,
  perDatabase,
  type Queryable,
  registrations,
  relaxedCommit,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import { type ChatAccess, type ChatMessageDto, type Conversation, DomainError } from '@cancha/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { RateLimits } from '../auth/rate-limit';
import type { UserRow } from '../auth/session';
import type { PubSub } from '../realtime/pubsub';

type MessageRow = typeof chatMessages.$inferSelect;

export const chatChannel = (c: Conversation) => `chat:${c.type}:${c.id}`;

// Checked on every chat read, send and stream, so prepared once per database, the teams passed as one JSON
// list; and a subquery rather than a join, which SQLite answers about three times faster.
const membership = (captainOnly: boolean) =>
  perDatabase((db: Queryable) =>
    db
      .select({ one: sql`1` })
      .from(teams)
      .where(
        and(
          isNull(teams.deletedAt),
          inArray(
            teams.id,
            db
              .select({ teamId: teamPlayers.teamId })
              .from(teamPlayers)
              .where(
                and(
                  eq(teamPlayers.userId, sql.placeholder('userId')),
                  sql`${teamPlayers.teamId} in ${listParam('teamIds')}`,
                  captainOnly ? eq(teamPlayers.role, 'CAPTAIN') : undefined,
                ),
              ),
          ),
        ),
      )
      .limit(inlineLimit(1))
      .prepare(),
  );
const anyMembership = membership(false);
const captaincy = membership(true);

async function memberOf(db: Queryable, userId: string, teamIds: string[], captainOnly = false) {
  if (teamIds.length === 0) return false;
  const query = (captainOnly ? captaincy : anyMembership)(db);
  return (await fetchOne(query, { userId, teamIds: JSON.stringify(teamIds) })) !== undefined;
}

/**
 * docs/product/chat.md#who-may-chat — who may read and write each conversation, checked on every read, write
 * and stream: a team's chat is its members'; a challenge's is both teams'; a tournament's is written by its
 * creator and the captains of its approved teams, and read by every player of those teams too ('El chat esta
 * desactivado').
 */
export async function chatAccess(
  db: Queryable,
  user: UserRow,
  c: Conversation,
): Promise<{ canRead: boolean; canWrite: boolean }> {
  if (c.type === 'team') {
    const ok = await memberOf(db, user.id, [c.id]);
    return { canRead: ok, canWrite: ok };
  }
  if (c.type === 'challenge') {
    const sides = await challengeTeams(db, c.id);
    const ok = sides.length > 0 && (await memberOf(db, user.id, sides));
    return { canRead: ok, canWrite: ok };
  }
  const creatorId = await tournamentCreator(db, c.id);
  if (creatorId === null) return { canRead: false, canWrite: false };
  if (creatorId === user.id) return { canRead: true, canWrite: true };
  const approved = await approvedTeams(db, c.id);
  return {
    canRead: await memberOf(db, user.id, approved),
    canWrite: await memberOf(db, user.id, approved, true),
  };
}

async function challengeTeams(db: Queryable, challengeId: string): Promise<string[]> {
  const ch = await fetchOne(db.select().from(challenges).where(eq(challenges.id, challengeId)));
  return ch ? [ch.creatorTeamId, ch.challengedTeamId] : [];
}

async function tournamentCreator(db: Queryable, tournamentId: string): Promise<string | null> {
  const t = await fetchOne(
    db.select({ creatorId: tournaments.creatorId }).from(tournaments).where(eq(tournaments.id, tournamentId)),
  );
  return t ? t.creatorId : null;
}

async function approvedTeams(db: Queryable, tournamentId: string): Promise<string[]> {
  return (
    await fetchAll(
      db
        .select({ teamId: registrations.teamId })
        .from(registrations)
        .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'APPROVED'))),
    )
  ).flatMap((r) => (r.teamId ? [r.teamId] : []));
}

/** Who reads a conversation, as the teams whose players read it and anyone besides (a tournament's creator). */
export async function chatReaders(
  db: Queryable,
  c: Conversation,
): Promise<{ teamIds: string[]; userIds: string[] }> {
  if (c.type === 'team') return { teamIds: [c.id], userIds: [] };
  if (c.type === 'challenge') return { teamIds: await challengeTeams(db, c.id), userIds: [] };
  const creatorId = await tournamentCreator(db, c.id);
  return { teamIds: creatorId ? await approvedTeams(db, c.id) : [], userIds: creatorId ? [creatorId] : [] };
}

export async function requireChatRead(db: Queryable, user: UserRow, c: Conversation) {
  // A conversation one may not read is as absent as a missing one.
  if (!(await chatAccess(db, user, c)).canRead) throw new DomainError('NOT_FOUND');
}

async function toDtos(db: Queryable, rows: MessageRow[]): Promise<ChatMessageDto[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const people = new Map(
    (ids.length
      ? await fetchAll(
          db
            .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
            .from(users)
            .where(inArray(users.id, ids)),
        )
      : []
    ).map((u) => [u.id, u]),
  );
  return rows.map((r) => toDto(r, r.userId ? (people.get(r.userId) ?? null) : null));
}

function toDto(row: MessageRow, author: ChatMessageDto['user']): ChatMessageDto {
  return {
    id: String(row.id),
    type: row.conversationType,
    conversationId: row.conversationId,
    message: row.message,
    mensaje: row.message,
    userId: row.userId,
    user: author,
    createdAt: row.createdAt.toISOString(),
  };
}

const inConversation = (c: Conversation) =>
  and(eq(chatMessages.conversationType, c.type), eq(chatMessages.conversationId, c.id));

export const HISTORY = 100;

/**
 * docs/product/chat.md#calls — GET chat/mensajes: the latest messages, oldest first (or those before a given
 * id).
 */
export async function chatHistory(
  db: Queryable,
  user: UserRow,
  c: Conversation,
  beforeId?: number,
): Promise<ChatMessageDto[]> {
  await requireChatRead(db, user, c);
  const rows = (
    await fetchAll(
      db
        .select()
        .from(chatMessages)
        .where(and(inConversation(c), beforeId ? lt(chatMessages.id, beforeId) : undefined))
        .orderBy(desc(chatMessages.id))
        .limit(inlineLimit(HISTORY)),
    )
  ).reverse();
  return await toDtos(db, rows);
}

/** Messages after a given id, oldest first: what a stream that resumes has missed. */
export async function chatMessagesAfter(
  db: Queryable,
  c: Conversation,
  afterId: number,
): Promise<ChatMessageDto[]> {
  return await toDtos(
    db,
    await fetchAll(
      db
        .select()
        .from(chatMessages)
        .where(and(inConversation(c), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(inlineLimit(500)),
    ),
  );
}

async function lastRead(db: Queryable, user: UserRow, c: Conversation): Promise<number> {
  return (
    (
      await fetchOne(
        db
          .select({ id: chatReads.lastReadId })
          .from(chatReads)
          .where(
            and(
              eq(chatReads.userId, user.id),
              eq(chatReads.conversationType, c.type),
              eq(chatReads.conversationId, c.id),
            ),
          ),
      )
    )?.id ?? 0
  );
}

/**
 * docs/product/chat.md#calls — GET chat/mensajes-no-leidos: others' messages after the reader's last read
 * one.
 */
export async function unreadMessages(
  db: Queryable,
  user: UserRow,
  c: Conversation,
): Promise<ChatMessageDto[]> {
  await requireChatRead(db, user, c);
  const rows = await fetchAll(
    db
      .select()
      .from(chatMessages)
      .where(
        and(
          inConversation(c),
          gt(chatMessages.id, await lastRead(db, user, c)),
          or(isNull(chatMessages.userId), ne(chatMessages.userId, user.id)),
        ),
      )
      .orderBy(asc(chatMessages.id)),
  );
  return await toDtos(db, rows);
}

export async function chatStatus(db: Queryable, user: UserRow, c: Conversation): Promise<ChatAccess> {
  const access = await chatAccess(db, user, c);
  if (!access.canRead) return { ...access, unread: 0 };
  const unread =
    (
      await fetchOne(
        db
          .select({ n: count() })
          .from(chatMessages)
          .where(
            and(
              inConversation(c),
              gt(chatMessages.id, await lastRead(db, user, c)),
              or(isNull(chatMessages.userId), ne(chatMessages.userId, user.id)),
            ),
          ),
      )
    )?.n ?? 0;
  return { ...access, unread };
}

/** docs/product/chat.md#calls — POST chat/marcar-como-leidos: everything so far counts as read. */
export async function markChatRead(db: Queryable, user: UserRow, c: Conversation): Promise<void> {
  await requireChatRead(db, user, c);
  const newest =
    (
      await fetchOne(
        db
          .select({ id: max(chatMessages.id) })
          .from(chatMessages)
          .where(inConversation(c)),
      )
    )?.id ?? 0;
  await execute(
    db
      .insert(chatReads)
      .values({ userId: user.id, conversationType: c.type, conversationId: c.id, lastReadId: newest })
      .onConflictDoUpdate({
        target: [chatReads.userId, chatReads.conversationType, chatReads.conversationId],
        set: { lastReadId: newest },
      }),
  );
}

/**
 * Stores a message, throttled per author, and publishes it to the conversation's live streams as it is stored;
 * refused where writing is not allowed (docs/product/chat.md#who-may-chat — 'El chat esta desactivado').
 * `repeated` tells a message sent again under its client key (answered, not stored, published or told again).
 */
export async function sendChatMessage(
  ctx: { db: Queryable; rateLimits: RateLimits; pubsub: PubSub },
  user: UserRow,
  input: Conversation & { message: string; clientKey?: string | undefined },
): Promise<{ message: ChatMessageDto; repeated: boolean }> {
  const { db } = ctx;
  await ctx.rateLimits.chatPerUser.consume(user.id);
  const access = await chatAccess(db, user, input);
  if (!access.canRead) throw new DomainError('NOT_FOUND');
  if (!access.canWrite) throw new DomainError('CHAT_DISABLED');
  const row: MessageRow = {
    id: 0,
    conversationType: input.type,
    conversationId: input.id,
    userId: user.id,
    message: input.message.trim(),
    createdAt: new Date(),
    clientKey: input.clientKey ?? null,
  };
  const author = { id: user.id, fullname: user.fullname, lastname: user.lastname };
  const channel = chatChannel(input);
  // Ordered per conversation: a stream resuming after an id finds every earlier message (realtime/pubsub.ts).
  return await ctx.pubsub.ordered(db, channel, async (tx, publish) => {
    // A chat is the busiest write and the cheapest to lose in a database crash (docs/decisions/017).
    await relaxedCommit(tx);
    if (row.clientKey !== null) {
      const stored = await insertOnce(tx, row, row.clientKey);
      if (stored) return { message: toDto(stored, author), repeated: true };
    } else {
      // The hottest write: plain SQL rather than the query builder.
      row.id = (await fetchOneSql<{ id: number }>(
        tx,
        sql`insert into ${chatMessages}
        (conversation_type, conversation_id, user_id, message, created_at)
        values (${row.conversationType}, ${row.conversationId}, ${row.userId}, ${row.message},
          ${sql.param(row.createdAt, chatMessages.createdAt)})
        returning id`,
      ))!.id;
    }
    // The author is the sender, already at hand.
    const message = toDto(row, author);
    publish(channel, message);
    return { message, repeated: false };
  });
}

/**
 * Inserts a message that carries its sender's key, unless that sender already stored one under it: then that
 * message is answered (already delivered, so not published again) and nothing is written. Sets `row.id` otherwise.
 */
async function insertOnce(db: Queryable, row: MessageRow, clientKey: string): Promise<MessageRow | null> {
  const inserted = await fetchOneSql<{ id: number } | undefined>(
    db,
    sql`insert into ${chatMessages}
      (conversation_type, conversation_id, user_id, message, created_at, client_key)
      values (${row.conversationType}, ${row.conversationId}, ${row.userId}, ${row.message},
        ${sql.param(row.createdAt, chatMessages.createdAt)}, ${clientKey})
      on conflict (user_id, client_key) where client_key is not null do nothing
      returning id`,
  );
  if (inserted) {
    row.id = inserted.id;
    return null;
  }
  const stored = await fetchOne(
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, row.userId as string), eq(chatMessages.clientKey, clientKey))),
  );
  // A key reused for another conversation is the client's mistake, not a repeat.
  if (
    !stored ||
    stored.conversationType !== row.conversationType ||
    stored.conversationId !== row.conversationId
  )
    throw new DomainError('VALIDATION');
  return stored;
}
