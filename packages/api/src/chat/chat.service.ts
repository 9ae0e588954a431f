import {
  challenges,
  chatMessages,
  chatReads,
  type Db,
  dateParam,
  execute,
  fetchAll,
  fetchOne,
  inlineLimit,
  preparedSql,
  registrations,
  relaxedCommit,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import {
  CHAT_TYPES,
  type ChatAccess,
  type ChatMessageDto,
  type Conversation,
  DomainError,
} from '@cancha/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { RateLimits } from '../auth/rate-limit';
import type { UserRow } from '../auth/session';
import type { PubSub } from '../realtime/pubsub';

type MessageRow = typeof chatMessages.$inferSelect;

export const chatChannel = (c: Conversation) => `chat:${c.type}:${c.id}`;

/** What a conversation's rules are asked about: a user and the conversation's id (values, or placeholders). */
type RuleValues = { userId: string; id: string };

/**
 * Whether the user plays (as its captain, with `captainOnly`) in a team that is not deleted, among the teams
 * `teamIds` lists: a subquery rather than a join, which SQLite answers about three times faster.
 */
function playsIn(userId: string, teamIds: SQL, captainOnly: boolean): SQL {
  const captain = captainOnly ? sql` and ${teamPlayers.role} = 'CAPTAIN'` : sql``;
  return sql`exists (select 1 from ${teams} where ${teams.deletedAt} is null and ${teams.id} in (
    select ${teamPlayers.teamId} from ${teamPlayers}
    where ${teamPlayers.userId} = ${userId} and ${teamPlayers.teamId} in ${teamIds}${captain}))`;
}

/**
 * docs/product/chat.md#who-may-chat — who may read and write each conversation, as SQL conditions: a team's chat
 * is its members'; a challenge's is both teams'; a tournament's is written by its creator and the captains of its
 * approved teams, and read by every player of those teams too ('El chat esta desactivado'). Written once, asked
 * on every read and stream (chatAccess), and made part of the send's insert itself (sendChatMessage).
 */
function accessRules(type: Conversation['type'], { userId, id }: RuleValues): { read: SQL; write: SQL } {
  if (type === 'team') {
    const member = playsIn(userId, sql`(${id})`, false);
    return { read: member, write: member };
  }
  if (type === 'challenge') {
    const member = playsIn(
      userId,
      sql`(select ${challenges.creatorTeamId} from ${challenges} where ${challenges.id} = ${id}
        union all select ${challenges.challengedTeamId} from ${challenges} where ${challenges.id} = ${id})`,
      false,
    );
    return { read: member, write: member };
  }
  const creator = sql`exists (select 1 from ${tournaments}
    where ${tournaments.id} = ${id} and ${tournaments.creatorId} = ${userId})`;
  const approved = sql`(select ${registrations.teamId} from ${registrations}
    where ${registrations.tournamentId} = ${id} and ${registrations.status} = 'APPROVED')`;
  return {
    read: sql`(${creator} or ${playsIn(userId, approved, false)})`,
    write: sql`(${creator} or ${playsIn(userId, approved, true)})`,
  };
}

/** Prepared statements, one per kind of conversation. */
const perType = <T>(make: (type: Conversation['type']) => T) =>
  Object.fromEntries(CHAT_TYPES.map((type) => [type, make(type)])) as Record<Conversation['type'], T>;

const accessQuery = perType((type) =>
  preparedSql((v: RuleValues) => {
    const { read, write } = accessRules(type, v);
    return sql`select ${read} as "canRead", ${write} as "canWrite"`;
  }),
);

/** What the user may do in a conversation (accessRules), in one query. */
export async function chatAccess(
  db: Db,
  user: UserRow,
  c: Conversation,
): Promise<{ canRead: boolean; canWrite: boolean }> {
  const row = await accessQuery[c.type].one<{ canRead: unknown; canWrite: unknown }>(db, {
    userId: user.id,
    id: c.id,
  });
  // SQLite answers 1 or 0, PostgreSQL true or false.
  return { canRead: Boolean(row?.canRead), canWrite: Boolean(row?.canWrite) };
}

async function challengeTeams(db: Db, challengeId: string): Promise<string[]> {
  const ch = await fetchOne(db.select().from(challenges).where(eq(challenges.id, challengeId)));
  return ch ? [ch.creatorTeamId, ch.challengedTeamId] : [];
}

async function tournamentCreator(db: Db, tournamentId: string): Promise<string | null> {
  const t = await fetchOne(
    db.select({ creatorId: tournaments.creatorId }).from(tournaments).where(eq(tournaments.id, tournamentId)),
  );
  return t ? t.creatorId : null;
}

async function approvedTeams(db: Db, tournamentId: string): Promise<string[]> {
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
  db: Db,
  c: Conversation,
): Promise<{ teamIds: string[]; userIds: string[] }> {
  if (c.type === 'team') return { teamIds: [c.id], userIds: [] };
  if (c.type === 'challenge') return { teamIds: await challengeTeams(db, c.id), userIds: [] };
  const creatorId = await tournamentCreator(db, c.id);
  return { teamIds: creatorId ? await approvedTeams(db, c.id) : [], userIds: creatorId ? [creatorId] : [] };
}

export async function requireChatRead(db: Db, user: UserRow, c: Conversation) {
  // A conversation one may not read is as absent as a missing one.
  if (!(await chatAccess(db, user, c)).canRead) throw new DomainError('NOT_FOUND');
}

async function toDtos(db: Db, rows: MessageRow[]): Promise<ChatMessageDto[]> {
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
  db: Db,
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
export async function chatMessagesAfter(db: Db, c: Conversation, afterId: number): Promise<ChatMessageDto[]> {
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

async function lastRead(db: Db, user: UserRow, c: Conversation): Promise<number> {
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
export async function unreadMessages(db: Db, user: UserRow, c: Conversation): Promise<ChatMessageDto[]> {
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

export async function chatStatus(db: Db, user: UserRow, c: Conversation): Promise<ChatAccess> {
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
export async function markChatRead(db: Db, user: UserRow, c: Conversation): Promise<void> {
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
  ctx: { db: Db; rateLimits: RateLimits; pubsub: PubSub },
  user: UserRow,
  input: Conversation & { message: string; clientKey?: string | undefined },
): Promise<{ message: ChatMessageDto; repeated: boolean }> {
  const { db } = ctx;
  await ctx.rateLimits.chatPerUser.consume(user.id);
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
    // Who may write is a condition of the insert itself: one statement for the busiest write, and no member
    // removed between a check and the insert.
    const stored = await insertIfAllowed(tx, row);
    if (stored) return { message: toDto(stored, author), repeated: true };
    if (row.id === 0) {
      // Nothing written: say why, as the rules stand now.
      const access = await chatAccess(tx, user, input);
      throw new DomainError(access.canRead ? 'CHAT_DISABLED' : 'NOT_FOUND');
    }
    // The author is the sender, already at hand.
    const message = toDto(row, author);
    publish(channel, message);
    return { message, repeated: false };
  });
}

type InsertValues = RuleValues & { type: string; message: string; createdAt: number | string };

/** The message's insert, made only if its author may write there (accessRules), without or with a client key. */
const insertMessage = perType((type) => {
  const columns = (v: InsertValues) => sql`${v.type}, ${v.id}, ${v.userId}, ${v.message}, ${v.createdAt}`;
  return {
    plain: preparedSql(
      (v: InsertValues) => sql`insert into ${chatMessages}
        (conversation_type, conversation_id, user_id, message, created_at)
        select ${columns(v)} where ${accessRules(type, v).write}
        returning id`,
    ),
    keyed: preparedSql(
      (v: InsertValues & { clientKey: string }) => sql`insert into ${chatMessages}
        (conversation_type, conversation_id, user_id, message, created_at, client_key)
        select ${columns(v)}, ${v.clientKey} where ${accessRules(type, v).write}
        on conflict (user_id, client_key) where client_key is not null do nothing
        returning id`,
    ),
  };
});

/**
 * Inserts a message if its author may write there, setting `row.id`. A message that carries its sender's key is
 * inserted only if that sender has not stored one under it yet: then that message is answered (already delivered,
 * so not published again) and nothing is written. Written in SQL and prepared once: the hottest write.
 */
async function insertIfAllowed(db: Db, row: MessageRow): Promise<MessageRow | null> {
  const type = row.conversationType as Conversation['type'];
  const values: InsertValues = {
    type,
    id: row.conversationId,
    userId: row.userId as string,
    message: row.message,
    createdAt: dateParam(row.createdAt),
  };
  const statements = insertMessage[type];
  const inserted = await (row.clientKey === null
    ? statements.plain.one<{ id: number }>(db, values)
    : statements.keyed.one<{ id: number }>(db, { ...values, clientKey: row.clientKey }));
  if (inserted) {
    row.id = inserted.id;
    return null;
  }
  if (row.clientKey === null) return null;
  const stored = await fetchOne(
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, row.userId as string), eq(chatMessages.clientKey, row.clientKey))),
  );
  if (!stored) return null;
  // A key reused for another conversation is the client's mistake, not a repeat.
  if (stored.conversationType !== row.conversationType || stored.conversationId !== row.conversationId)
    throw new DomainError('VALIDATION');
  return stored;
}
