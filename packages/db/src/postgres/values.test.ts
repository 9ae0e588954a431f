// The derived tables read and write the same JavaScript values as SQLite's (dates, booleans, JSON, ids), and the
// revision triggers move a tournament's revision on both engines alike (docs/decisions/017).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, fetchOne } from '../engine';
import { chatMessages, matches, teams, tournaments, users } from '../schema';
import { createTestDb } from '../testing';
import { asEngineDb, closePostgres, migratePostgres, openPostgres, type PostgresDb } from './client';
import { postgresTables } from './schema';
import { createTestPostgres } from './testing';

const organiser = {
  id: 'u-org',
  email: 'org@cancha.test',
  fullname: 'Olga',
  lastname: 'Ruiz',
  role: 'ADMIN' as const,
};
const tournament = {
  id: 't-1',
  name: 'Copa de prueba',
  location: 'Córdoba',
  category: 'AMATEUR',
  tournamentGender: 'MIXED',
  typeFutbol: 5,
  type: 'LEAGUE',
  startDate: '2026-12-05',
  endDate: '2027-01-30',
  registrationDeadline: '2026-12-01',
  playingDays: ['SATURDAY', 'SUNDAY'],
  matchDuration: 50,
  totalTeams: 4,
  totalPlayers: 10,
  creatorId: organiser.id,
  invitationOnly: true,
  registrationFeeAmount: 1500.75,
  createdAt: new Date('2026-11-20T12:00:00.250Z'),
  updatedAt: new Date('2026-11-20T12:00:00.250Z'),
} satisfies typeof tournaments.$inferInsert;

describe('one set of values on both engines', () => {
  let target: Awaited<ReturnType<typeof createTestPostgres>>;
  let pool: PostgresDb;
  let pg: ReturnType<typeof asEngineDb>;
  beforeAll(async () => {
    target = await createTestPostgres();
    pool = openPostgres(target.url, { max: 2 });
    await migratePostgres(pool);
    pg = asEngineDb(pool);
  });
  afterAll(async () => {
    if (pool) await closePostgres(pool);
    await target?.drop();
  });

  it('writes and reads a tournament the same way, and a match moves its revision on both', async () => {
    const lite = createTestDb();
    const t = postgresTables;
    await execute(lite.insert(users).values(organiser));
    await execute(lite.insert(tournaments).values(tournament));
    await pg.insert(t.users).values(organiser);
    await pg.insert(t.tournaments).values(tournament);

    const fromLite = (await fetchOne(lite.select().from(tournaments).where(eq(tournaments.id, 't-1'))))!;
    const [fromPg] = await pg.select().from(t.tournaments).where(eq(t.tournaments.id, 't-1'));
    // Generated per insert: the invitation secret.
    expect({ ...fromPg, inviteToken: '' }).toEqual({ ...fromLite, inviteToken: '' });
    expect(fromPg!.createdAt).toBeInstanceOf(Date);
    expect(fromPg!.playingDays).toEqual(['SATURDAY', 'SUNDAY']);
    expect(fromPg!.invitationOnly).toBe(true);

    // A match added to the tournament moves its revision by one, on each engine (the kept answers' key).
    const team = {
      id: 'team-a',
      name: 'Los Pibes',
      location: 'Córdoba',
      gender: 'MIX',
    } as typeof teams.$inferInsert;
    const match = { id: 'm-1', tournamentId: 't-1', teamOneId: 'team-a' } as typeof matches.$inferInsert;
    const liteRevision = async () =>
      (await fetchOne(
        lite.select({ r: tournaments.revision }).from(tournaments).where(eq(tournaments.id, 't-1')),
      ))!.r;
    const pgRevision = async () =>
      (
        await pg.select({ r: t.tournaments.revision }).from(t.tournaments).where(eq(t.tournaments.id, 't-1'))
      )[0]!.r;
    await execute(lite.insert(teams).values(team));
    await pg.insert(t.teams).values(team);
    const before = [await liteRevision(), await pgRevision()];
    await execute(lite.insert(matches).values(match));
    await pg.insert(t.matches).values(match);
    expect([await liteRevision(), await pgRevision()]).toEqual([before[0]! + 1, before[1]! + 1]);
    // A plain edit of the tournament moves it once, too (the self trigger), on both.
    await execute(lite.update(tournaments).set({ name: 'Copa 2027' }).where(eq(tournaments.id, 't-1')));
    await pg.update(t.tournaments).set({ name: 'Copa 2027' }).where(eq(t.tournaments.id, 't-1'));
    expect([await liteRevision(), await pgRevision()]).toEqual([before[0]! + 2, before[1]! + 2]);
  });

  it('numbers chat messages from 1 and keeps millisecond dates', async () => {
    const at = new Date('2026-12-05T18:30:15.123Z');
    const sent = {
      conversationType: 'team' as const,
      conversationId: 'team-1',
      userId: null,
      message: 'Hola',
      createdAt: at,
    };
    const [row] = await pg.insert(postgresTables.chatMessages).values(sent).returning();
    expect(row!.id).toBe(1);
    expect(row!.createdAt.toISOString()).toBe(at.toISOString());
    const lite = createTestDb();
    const stored = (await fetchOne(lite.insert(chatMessages).values(sent).returning()))!;
    expect({ ...row }).toEqual({ ...stored });
  });
});
