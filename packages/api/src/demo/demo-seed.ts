// DEMO DATA — fills an EMPTY database with sample people so a newcomer sees a living app.
// Each domain adds its own demo content here as it lands.
import { type Db, users } from '@cancha/db';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { DEMO_ALL_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const existing = db.select({ n: count() }).from(users).get()?.n ?? 0;
  if (existing > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  db.transaction((tx) => {
    for (const { password: _p, label: _l, listed: _s, ...a } of DEMO_ALL_ACCOUNTS) {
      tx.insert(users)
        .values({ ...a, passwordHash, emailVerified: true, termsAcceptedAt: new Date() })
        .run();
    }
  });
  return { seeded: true };
}
