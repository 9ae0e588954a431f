/**
 * Who may call each procedure at all (the role gate; rules on a given tournament, team or match are tested in
 * each domain). Each procedure declares its gate through the builder it is made from (publicProcedure,
 * authedProcedure, playerProcedure, creatorProcedure, ownerProcedure in trpc.ts), whose middleware enforces it;
 * security/authorization.test.ts calls every procedure as each kind of caller against its declaration, and
 * scripts/api-contract.ts prints the gates in docs/api-contract.md.
 */
export type Gate = 'public' | 'user' | 'player' | 'creator' | 'owner';

/** What each gate lets through. */
export const GATE_MEANING: Record<Gate, string> = {
  public: 'anyone, even without a session',
  user: 'any signed-in account',
  player: 'role PARTICIPANT',
  creator: 'role ADMIN (tournament creators)',
  owner: 'the configured site owners (OWNER_EMAILS, once the address is confirmed)',
};

/** What a procedure declares about itself (tRPC's meta): its gate, set by the builder it is made from (trpc.ts). */
export interface ProcedureMeta {
  gate: Gate;
}

/** Each procedure's gate, as it declares it, by path ('teams.create'); null for one that declares none. */
export function gatesOf(router: unknown): Record<string, Gate | null> {
  const procedures = (router as { _def: { procedures: Record<string, { _def: { meta?: ProcedureMeta } }> } })
    ._def.procedures;
  return Object.fromEntries(
    Object.entries(procedures).map(([path, procedure]) => [path, procedure._def.meta?.gate ?? null]),
  );
}
