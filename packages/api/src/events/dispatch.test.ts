import {
  type Db,
  domainEvents,
  execute,
  executeSql,
  fetchAll,
  fetchOne,
  transaction,
  users,
} from '@cancha/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_HANDLERS, liveOutbox } from '../after-commit';
import { asNewUser, testServices } from '../testing';
import { dispatchEvents, EVENT_ATTEMPTS } from './dispatch';
import { type EventHandlers, type EventType, emit } from './events';

const waiting = async (db: Db) => fetchAll(db.select().from(domainEvents).orderBy(domainEvents.id));

describe('after-commit events', () => {
  it('exist only when the change that emitted them commits, and are handled once', async () => {
    const { db } = testServices();
    const seen: string[] = [];
    const handlers: EventHandlers = { 'auth.address-proven': [async (_tx, e) => void seen.push(e.userId)] };
    await expect(
      transaction(db, async (tx) => {
        await emit(tx, { type: 'auth.address-proven', userId: 'rolled-back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await transaction(db, (tx) => emit(tx, { type: 'auth.address-proven', userId: 'kept' }));
    expect(await dispatchEvents(db, handlers)).toEqual({ handled: 1, failed: [] });
    expect(await dispatchEvents(db, handlers)).toEqual({ handled: 0, failed: [] });
    expect(seen).toEqual(['kept']);
    expect(await waiting(db)).toEqual([]);
  });

  it('handles events of one kind and payload waiting together once, in the order they were emitted', async () => {
    const { db } = testServices();
    const seen: string[] = [];
    const handlers: EventHandlers = {
      'auth.address-proven': [async (_tx, e) => void seen.push(e.userId)],
      'competition.results-changed': [async (_tx, e) => void seen.push(e.tournamentId)],
    };
    for (const id of ['a', 'b', 'a', 'a'])
      await emit(db, { type: 'competition.results-changed', tournamentId: id });
    await emit(db, { type: 'auth.address-proven', userId: 'u' });
    expect((await dispatchEvents(db, handlers)).handled).toBe(5);
    expect(seen).toEqual(['a', 'b', 'u']);
  });

  it('rolls a failed handler back with its event, keeps the error and tries again later', async () => {
    const { db } = testServices();
    const player = await asNewUser(testServices({ db }), { fullname: 'Ana' });
    let fail = true;
    const handlers: EventHandlers = {
      'auth.address-proven': [
        async (tx, e) => {
          await execute(tx.update(users).set({ fullname: 'Changed' }).where(eq(users.id, e.userId)));
          if (fail) throw new Error('the network is down');
        },
      ],
    };
    await emit(db, { type: 'auth.address-proven', userId: player.user.id });
    const first = await dispatchEvents(db, handlers);
    expect(first.handled).toBe(0);
    expect(first.failed).toMatchObject([{ type: 'auth.address-proven', error: 'the network is down' }]);
    expect((await fetchOne(db.select().from(users).where(eq(users.id, player.user.id))))?.fullname).toBe(
      'Ana',
    );
    expect(await waiting(db)).toMatchObject([{ attempts: 1, lastError: 'the network is down' }]);
    fail = false;
    expect((await dispatchEvents(db, handlers)).handled).toBe(1);
    expect((await fetchOne(db.select().from(users).where(eq(users.id, player.user.id))))?.fullname).toBe(
      'Changed',
    );
  });

  it('stops retrying after its attempts, and leaves types it has no handler for', async () => {
    const { db } = testServices();
    const handlers: EventHandlers = {
      'auth.address-proven': [
        async () => {
          throw new Error('always');
        },
      ],
    };
    await emit(db, { type: 'auth.address-proven', userId: 'x' });
    await emit(db, { type: 'competition.results-changed', tournamentId: 't' });
    for (let i = 0; i < EVENT_ATTEMPTS + 2; i++) await dispatchEvents(db, handlers);
    expect((await waiting(db)).map((e) => [e.type, e.attempts])).toEqual([
      ['auth.address-proven', EVENT_ATTEMPTS],
      ['competition.results-changed', 0],
    ]);
  });

  it('runs each event once when two passes start together', async () => {
    const { db } = testServices();
    let runs = 0;
    const handlers: EventHandlers = {
      'auth.address-proven': [
        async () => {
          runs += 1;
        },
      ],
    };
    for (let i = 0; i < 20; i++) await emit(db, { type: 'auth.address-proven', userId: `u${i}` });
    const [one, two] = await Promise.all([dispatchEvents(db, handlers), dispatchEvents(db, handlers)]);
    expect(one.handled + two.handled).toBe(20);
    expect(runs).toBe(20);
  });

  it('never turns a committed change into a failure: a dispatch that breaks is logged and left for later', async () => {
    const errors: string[] = [];
    const s = testServices();
    const services = { ...s, logger: { ...s.logger, error: (message: string) => void errors.push(message) } };
    const live = liveOutbox(services);
    await transaction(s.db, (tx) => emit(tx, { type: 'auth.address-proven', userId: 'u' }));
    await executeSql(s.db, sql`drop table domain_events`);
    await expect(live.flush(true)).resolves.toBeUndefined();
    expect(errors).toEqual([expect.stringMatching(/delivering events failed/)]);
  });

  it('has a handler in the app for every event type a domain emits', () => {
    // Listing a type here is checked by the compiler against DomainEvent: a new event fails until it is added.
    const types = {
      'competition.results-changed': true,
      'competition.matches-changed': true,
      'auth.address-proven': true,
      'tournaments.teams-changed': true,
      'tournaments.fees-changed': true,
    } satisfies Record<EventType, true>;
    expect(Object.keys(EVENT_HANDLERS).sort()).toEqual(Object.keys(types).sort());
  });
});
