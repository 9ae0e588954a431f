import { type Db, domainEvents, execute } from '@cancha/db';

/**
 * What one domain's change owes another, named by the domain that changed. A service emits an event inside its
 * own transaction (so it exists exactly when the change does); the handlers, each in the domain that reacts, run
 * after the change commits (dispatch.ts). A new cross-domain effect is a new member here and a handler there,
 * never an import of the other domain's service (docs/architecture.md).
 */
export type DomainEvent =
  /** A result, a walkover, a reopened match or the table's settings changed: the tournament's outcome may move. */
  | { type: 'competition.results-changed'; tournamentId: string }
  /**
   * A tournament's matches changed in what its day reads (placed, moved, started, scored, a referee, a round
   * written or removed): its board refreshes.
   */
  | { type: 'competition.matches-changed'; tournamentId: string }
  /** Which teams are in a tournament changed: a registration approved, a team removed or withdrawn. */
  | { type: 'tournaments.teams-changed'; tournamentId: string }
  /** A tournament's fees or fines changed. */
  | { type: 'tournaments.fees-changed'; tournamentId: string }
  /** An account proved an address (a confirmation link, a reset link read from it, a verified Google address). */
  | { type: 'auth.address-proven'; userId: string };

export type EventType = DomainEvent['type'];
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>;

/**
 * Reacts to one event in the transaction that also removes it, so a handler's writes happen once. It must still
 * be safe to run again with the same event (idempotent): events of one kind and payload emitted close together
 * are handled once, and a failed attempt is retried.
 */
export type EventHandler<K extends EventType> = (
  tx: Db,
  event: EventOf<K>,
  out: EventOutput,
) => Promise<void>;

/** What a handler sends outside the database: live events, published once its transaction has committed. */
export interface EventOutput {
  publish(channel: string, payload: unknown): void;
}
export type EventHandlers = { [K in EventType]?: EventHandler<K>[] };

// How many events this process has emitted: the after-commit path dispatches only when this moved during a
// change, so a change that emits nothing costs no read.
let emittedCount = 0;

/** A count that moves whenever this process emits an event. */
export function eventsEmitted(): number {
  return emittedCount;
}

/** Records `event` in the caller's transaction; it is handled once that transaction commits. */
export async function emit(tx: Db, event: DomainEvent): Promise<void> {
  const { type, ...payload } = event;
  await execute(tx.insert(domainEvents).values({ type, payload }));
  emittedCount += 1;
}

/** Merges the handler tables of several domains into one. */
export function mergeHandlers(...tables: EventHandlers[]): EventHandlers {
  const merged: Record<string, unknown[]> = {};
  for (const table of tables)
    for (const [type, handlers] of Object.entries(table))
      merged[type] = [...(merged[type] ?? []), ...handlers];
  return merged as EventHandlers;
}
