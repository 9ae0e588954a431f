import { type Db, fetchOne, perDatabase, tournaments } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { UserRow } from '../auth/session';
import type { PubSub } from '../realtime/pubsub';
import { requireTournament, type TournamentRow } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';

// The tournament and fixture pages are read far more often than a season changes. Their answers are kept per
// database until the tournament's revision moves (triggers bump it on every write these pages read:
// drizzle/0008), one for the organiser (who also sees PENDING matches) and one for everyone else. Bounded by size
// (a 64-team season's fixture is several megabytes as objects), least recently read out first.
const KEPT_JSON_BYTES = 16 * 1024 * 1024;
interface Kept {
  revision: number;
  answer: unknown;
  size: number;
}
const keptAnswers = perDatabase(
  (_db: Db) =>
    new LRUCache<string, Kept>({
      maxSize: KEPT_JSON_BYTES,
      // One answer may take a quarter of the room at most; a larger one is computed on every read.
      maxEntrySize: KEPT_JSON_BYTES / 4,
      sizeCalculation: (entry) => entry.size,
    }),
);

// What decides whether a kept answer may be served, read without the rest of the row.
const headQuery = perDatabase((db: Db) =>
  db
    .select({
      revision: tournaments.revision,
      visibility: tournaments.visibility,
      creatorId: tournaments.creatorId,
      status: tournaments.status,
      registrationDeadline: tournaments.registrationDeadline,
      championTeamId: tournaments.championTeamId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('id')))
    .prepare(),
);

type Head = NonNullable<Awaited<ReturnType<typeof readHead>>>;
const readHead = async (db: Db, id: string) => fetchOne(headQuery(db), { id });

/** Where PostgreSQL says that a tournament's row changed, its id as payload (drizzle/postgres/0004). */
export const TOURNAMENT_CHANGES = 'tournament';
const MAX_KEPT_HEADS = 50_000;
// On SQLite the head is read in-process for each request, in microseconds. On PostgreSQL it is a round trip per
// page, the larger part of a kept answer's cost: there a process keeps the heads it read and forgets one when the
// database announces, as the change commits, that its row moved (every process hears it).
const keptHeads = perDatabase((_db: Db) => ({
  following: false,
  changes: 0,
  heads: new Map<string, Head>(),
}));

/**
 * Keeps the tournaments' heads of this database in memory, current through the announcements on `pubsub` (the
 * PostgreSQL one, which relays the database's). Lost announcements (a reconnection) forget every head.
 */
export function followTournamentChanges(db: Db, pubsub: PubSub, signal?: AbortSignal): void {
  const kept = keptHeads(db);
  const changes = pubsub.listen([TOURNAMENT_CHANGES], signal);
  kept.following = true;
  void (async () => {
    try {
      for await (const change of changes) {
        kept.changes += 1;
        if (change.stale) kept.heads.clear();
        else kept.heads.delete(String(change.payload));
      }
    } finally {
      kept.following = false;
      kept.heads.clear();
    }
  })();
}

/** What decides whether a tournament's kept answers may be served: revision, visibility, owner, status. */
export async function tournamentHead(db: Db, id: string): Promise<Head | undefined> {
  const kept = keptHeads(db);
  if (!kept.following) return readHead(db, id);
  const hit = kept.heads.get(id);
  if (hit) return hit;
  const changes = kept.changes;
  const head = await readHead(db, id);
  // A change announced while the row was read may be newer than what was read: then it is not kept.
  if (head && kept.changes === changes) {
    if (kept.heads.size >= MAX_KEPT_HEADS) kept.heads.clear();
    kept.heads.set(id, head);
  }
  return head;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * One page's answer about a tournament, computed at most once per revision. A kept answer is served straight
 * from the head row only when anyone may see the tournament (or the organiser asks); else the visibility check
 * comes first. Visitors (no user) see public tournaments only. A draw that is due is made before, by the pages'
 * procedures (`afterDueDraw` in draw.service.ts): a read here never writes.
 */
export async function keptTournamentAnswer<T>(
  page: string,
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  compute: (tournament: TournamentRow, isOwner: boolean) => Promise<T>,
): Promise<T> {
  const kept = keptAnswers(db);
  const head = await tournamentHead(db, tournamentId);
  const isOwner = user !== null && head?.creatorId === user.id;
  const key = `${page}:${tournamentId}:${isOwner ? 'owner' : 'all'}`;
  const hit = kept.get(key);
  if (head && hit?.revision === head.revision && (head.visibility === 'PUBLIC' || isOwner))
    return hit.answer as T;
  const tournament = await requireTournament(db, tournamentId);
  if (!(await maySeeTournament(db, tournament, { user }))) throw new DomainError('NOT_FOUND');
  if (hit?.revision === tournament.revision) return hit.answer as T;
  // Shared between callers, so frozen: nothing may change one caller's copy.
  const answer = deepFreeze(await compute(tournament, isOwner));
  kept.set(key, { revision: tournament.revision, answer, size: JSON.stringify(answer).length });
  return answer;
}
