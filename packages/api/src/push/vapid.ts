import { type Db, execute, fetchAll, instanceKeys, transaction } from '@cancha/db';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const PUBLIC = 'vapid.public';
const PRIVATE = 'vapid.private';

/**
 * The key pair that signs this installation's pushes: made on first start and kept in the database, so every
 * process (and every restart) signs with the same one and the browsers' subscriptions stay valid. Two processes
 * starting together both try; the first write wins and both read it back.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () =>
    new Map(
      (
        await fetchAll(
          db
            .select()
            .from(instanceKeys)
            .where(inArray(instanceKeys.name, [PUBLIC, PRIVATE])),
        )
      ).map((k) => [k.name, k.value]),
    );
  let kept = await read();
  if (!kept.has(PUBLIC) || !kept.has(PRIVATE)) {
    const made = webpush.generateVAPIDKeys();
    await transaction(db, async (tx) => {
      await execute(
        tx
          .insert(instanceKeys)
          .values([
            { name: PUBLIC, value: made.publicKey },
            { name: PRIVATE, value: made.privateKey },
          ])
          .onConflictDoNothing(),
      );
    });
    kept = await read();
  }
  return { publicKey: kept.get(PUBLIC) as string, privateKey: kept.get(PRIVATE) as string };
}
