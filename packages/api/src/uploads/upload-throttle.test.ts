import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchAll, fetchOne, posts, teams, tournaments, uploads, users } from '@cancha/db';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRateLimits, LIMITS } from '../auth/rate-limit';
import { PNG_BYTES } from '../test-fixtures/images';
import { tournamentInput } from '../test-fixtures/tournaments';
import { asNewUser, testServices } from '../testing';

// Every image upload (avatar, team logo and cover, tournament logo and image, post image) is decoded and encoded
// again, seconds of a worker's time for a large one: each counts against rateLimits.uploadsPerUser, keyed by the
// user, before anything is decoded.

function services() {
  return testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-upload-throttle-')) } });
}
type Services = ReturnType<typeof services>;

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const png = () => new File([PNG_BYTES], 'a.png', { type: 'image/png' });
const { limit, windowMs } = LIMITS.uploadsPerUser;
/** The names of the images stored in a folder, wherever the engine keeps them. */
const filesIn = async (s: Services, folder: string) => {
  if (s.uploads.kind === 'table') {
    const rows = await fetchAll(
      s.db
        .select({ path: uploads.path })
        .from(uploads)
        .where(like(uploads.path, `/uploads/${folder}/%`)),
    );
    return rows.map((r) => r.path.split('/').pop()!).sort();
  }
  const dir = join(s.config.uploadsDir, folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
/** Uses up a user's allowance as `count` earlier uploads would have. */
const spend = async (s: Services, userId: string, count: number = limit) => {
  for (let i = 0; i < count; i++) await s.rateLimits.uploadsPerUser.record(userId);
};
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'TOO_MANY_ATTEMPTS' };

describe('uploads per user', () => {
  it(`refuses the ${limit + 1}st avatar in a window with TOO_MANY_ATTEMPTS (429), changing no row`, async () => {
    expect(limit).toBe(20);
    const s = services();
    expect(s.rateLimits.uploadsPerUser).toMatchObject({ limit, windowMs });
    // The same limiter, in the engine's store, on a clock of the test's own, so a window can pass.
    let now = Date.now();
    s.rateLimits.uploadsPerUser = createRateLimits(s.db, { now: () => now }).uploadsPerUser;
    const ana = await asNewUser(s);
    for (let i = 0; i < limit; i++) {
      const { user } = await ana.api.user.updateProfile(form({ fullname: `Ana ${i}`, file: png() }));
      expect(user.avatar).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    }
    const row = async () => (await fetchOne(s.db.select().from(users).where(eq(users.id, ana.user.id))))!;
    const before = await row();
    expect(before.fullname).toBe(`Ana ${limit - 1}`);
    // Each new avatar replaced the one before it.
    expect(await filesIn(s, 'avatars')).toEqual([before.avatar!.split('/').pop()]);

    const refused = await ana.api.user
      .updateProfile(form({ fullname: 'Otra', lastname: 'Persona', file: png() }))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject(TOO_MANY);
    expect(getHTTPStatusCodeFromError(refused as never)).toBe(429);
    // The whole update is refused, the fields sent with the file included, and no file is written.
    expect(await row()).toEqual(before);
    expect(await filesIn(s, 'avatars')).toEqual([before.avatar!.split('/').pop()]);

    // Only uploads are throttled: the same user still saves a profile without a file, and others upload.
    expect((await ana.api.user.updateProfile(form({ fullname: 'Ana' }))).user.fullname).toBe('Ana');
    const bea = await asNewUser(s);
    expect((await bea.api.user.updateProfile(form({ file: png() }))).user.avatar).toMatch(/^\/uploads\//);

    // A new window, a new allowance.
    now += windowMs;
    expect((await ana.api.user.updateProfile(form({ file: png() }))).user.avatar).not.toBe(before.avatar);
  }, 60_000);

  it("counts each of a team's files, and refuses them once the captain's allowance is spent", async () => {
    const s = services();
    const captain = await asNewUser(s);
    const team = await captain.api.teams.create({
      name: 'Los Pibes',
      location: 'Córdoba, Argentina',
      genderTeam: 'MALE',
      lat: -31.42,
      lng: -64.19,
    });
    await spend(s, captain.user.id, limit - 2);
    const both = form({ teamId: team.id, avatar: png(), teamFile: png() });
    const updated = await captain.api.teams.update(both);
    expect(updated.logo).toMatch(/^\/uploads\/teams\//);
    expect(await s.rateLimits.uploadsPerUser.count(captain.user.id)).toBe(limit);
    const before = await fetchOne(s.db.select().from(teams).where(eq(teams.id, team.id)));
    const files = await filesIn(s, 'teams');
    await expect(
      captain.api.teams.update(form({ teamId: team.id, nameTeam: 'Otro Nombre', avatar: png() })),
    ).rejects.toMatchObject(TOO_MANY);
    expect(await fetchOne(s.db.select().from(teams).where(eq(teams.id, team.id)))).toEqual(before);
    expect(await filesIn(s, 'teams')).toEqual(files);
  }, 30_000);

  it("refuses a tournament's logo and image once its creator's allowance is spent", async () => {
    const s = services();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const t = await creator.api.tournaments.create(tournamentInput());
    await spend(s, creator.user.id);
    const before = await fetchOne(s.db.select().from(tournaments).where(eq(tournaments.id, t.id)));
    await expect(
      creator.api.tournaments.changeImages(form({ tournamentId: t.id, logoFile: png(), imageFile: png() })),
    ).rejects.toMatchObject(TOO_MANY);
    expect(await fetchOne(s.db.select().from(tournaments).where(eq(tournaments.id, t.id)))).toEqual(before);
    expect(await filesIn(s, 'tournaments')).toEqual([]);
  }, 30_000);

  it("refuses a post's image, new or replaced, once the author's allowance is spent", async () => {
    const s = services();
    const owner = await asNewUser(s, { email: 'owner@cancha.test' });
    const fields = { title: 'Pretemporada', type: 'TUTORIAL', content: '<p>Corre.</p>' };
    const post = await owner.api.posts.create(form({ ...fields, image: png() }));
    await spend(s, owner.user.id);
    await expect(
      owner.api.posts.create(form({ ...fields, title: 'Otra', image: png() })),
    ).rejects.toMatchObject(TOO_MANY);
    const before = await fetchAll(s.db.select().from(posts));
    await expect(
      owner.api.posts.update(form({ ...fields, postId: post.id, title: 'Cambiada', image: png() })),
    ).rejects.toMatchObject(TOO_MANY);
    expect(await fetchAll(s.db.select().from(posts))).toEqual(before);
    expect(await filesIn(s, 'posts')).toEqual([post.image!.split('/').pop()]);
    // Without an image the post is still saved.
    expect((await owner.api.posts.create(form({ ...fields, title: 'Sin imagen' }))).image).toBeNull();
  }, 30_000);
});
