import { type Db, domainEvents, execute, fetchAll, inlineLimit, perDatabase, transaction } from '@cancha/db';
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { DomainEvent, EventHandler, EventHandlers, EventOutput, EventType } from './events';

/** After this many failed attempts an event waits for an operator (its last error is on the row). */
export const EVENT_ATTEMPTS = 5;
const BATCH = 200;

export interface DispatchReport {
  handled: number;
  failed: { id: number; type: string; error: string }[];
}

// One pass at a time per database in this process: a change's flush waits for the pass that will see its events.
const passes = perDatabase((_db: Db) => ({ last: Promise.resolve() as Promise<unknown> }));

/**
 * Handles the events waiting in the database, oldest first, until none this process knows is left. Each event's
 * handlers run in one transaction that also deletes it: with several processes, the first to delete it handles it
 * and the others find nothing to delete. Events of the same type and payload read in one batch are handled once
 * (the handler then sees everything they announced). Types this process has no handler for (a newer release's)
 * are left for a process that has.
 */
export function dispatchEvents(
  db: Db,
  handlers: EventHandlers,
  out: EventOutput = { publish: () => {} },
): Promise<DispatchReport> {
  const turn = passes(db);
  const pass = turn.last.then(() => drain(db, handlers, out));
  turn.last = pass.catch(() => undefined);
  return pass;
}

async function drain(db: Db, handlers: EventHandlers, out: EventOutput): Promise<DispatchReport> {
  const known = Object.keys(handlers);
  const report: DispatchReport = { handled: 0, failed: [] };
  if (known.length === 0) return report;
  let after = 0;
  for (;;) {
    const batch = await fetchAll(
      db
        .select()
        .from(domainEvents)
        .where(
          and(
            lt(domainEvents.attempts, EVENT_ATTEMPTS),
            inArray(domainEvents.type, known),
            sql`${domainEvents.id} > ${after}`,
          ),
        )
        .orderBy(asc(domainEvents.id))
        .limit(inlineLimit(BATCH)),
    );
    if (batch.length === 0) return report;
    after = batch[batch.length - 1]!.id;
    const groups = new Map<string, typeof batch>();
    for (const row of batch) {
      const key = `${row.type}\n${JSON.stringify(row.payload)}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) {
      const first = rows[0]!;
      const event = { ...first.payload, type: first.type } as DomainEvent;
      const list = (handlers[first.type as EventType] ?? []) as EventHandler<EventType>[];
      // What the handlers publish goes out once their transaction has committed, never for one rolled back.
      const published: [string, unknown][] = [];
      const held: EventOutput = { publish: (channel, payload) => void published.push([channel, payload]) };
      try {
        const mine = await transaction(db, async (tx) => {
          const claimed = await fetchAll(
            tx
              .delete(domainEvents)
              .where(
                inArray(
                  domainEvents.id,
                  rows.map((r) => r.id),
                ),
              )
              .returning({ id: domainEvents.id }),
          );
          // Another process took them first (it deletes in its own transaction, so this one waited for it).
          if (claimed.length === 0) return false;
          for (const handle of list) await handle(tx, event, held);
          return true;
        });
        if (mine) {
          report.handled += rows.length;
          for (const [channel, payload] of published) out.publish(channel, payload);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        report.failed.push({ id: first.id, type: first.type, error: message });
        await execute(
          db
            .update(domainEvents)
            .set({ attempts: sql`${domainEvents.attempts} + 1`, lastError: message.slice(0, 500) })
            .where(
              inArray(
                domainEvents.id,
                rows.map((r) => r.id),
              ),
            ),
        );
      }
    }
  }
}
