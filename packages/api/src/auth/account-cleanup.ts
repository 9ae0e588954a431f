import { type Db, execute, users } from '@cancha/db';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { LIMITS } from './rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the accounts nobody confirmed nor used: address never proven, no role ever chosen (so no team,
 * tournament, invitation answer or chat) and no subscription paid, older than LIMITS.unusedUnconfirmedAccountDays.
 * What a sign-up script or a typo leaves behind goes, and the address is free again. Returns how many went.
 */
export async function removeUnusedUnconfirmedAccounts(db: Db, now = Date.now()): Promise<number> {
  const before = new Date(now - LIMITS.unusedUnconfirmedAccountDays * DAY_MS);
  return await execute(
    db
      .delete(users)
      .where(
        and(
          eq(users.emailVerified, false),
          eq(users.rosterOnly, false),
          isNull(users.role),
          isNull(users.subscribedUntil),
          lt(users.createdAt, before),
        ),
      ),
  );
}
