// Two Cancha processes on one PostgreSQL behave as one (docs/decisions/017): a session, a chat message, a throttle
// and an image made through one are good on the other, and a stream cut when its process dies resumes on the
// other with no gap and no double. PostgreSQL's suite only (vitest.postgres.config.ts).
import { asNewUser, testServices, tinyImage, tournamentInput } from '@cancha/api/testing';
import { type Db, ENGINE } from '@cancha/db';
import { asEngineDb, closePostgres, openPostgres, type PostgresDb } from '@cancha/db/postgres';
import { createTestPostgres } from '@cancha/db/postgres/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, collect, teamWithMate } from './testing/live-client';
import { browserOf, type CanchaProcess, startCancha } from './testing/processes';

const ORIGIN = 'http://cancha.test';
const settle = () => new Promise((r) => setTimeout(r, 200));

describe.skipIf(ENGINE !== 'postgres')('two processes on one PostgreSQL', { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestPostgres>>;
  let pg: PostgresDb;
  let services: ReturnType<typeof testServices>;
  let a: CanchaProcess;
  let b: CanchaProcess;

  beforeAll(async () => {
    database = await createTestPostgres();
    const env = { DATABASE_URL: database.url, PUBLIC_URL: ORIGIN };
    // Started together, as a deploy does: they take turns migrating the empty database.
    [a, b] = await Promise.all([startCancha(env), startCancha(env)]);
    pg = openPostgres(database.url, { max: 2 });
    // For setting the scene straight in the shared database (accounts, a team).
    services = testServices({ db: asEngineDb(pg) as Db });
  }, 90_000);

  // Dropping the database waits for the killed processes' connections to end: longer on a busy machine.
  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await closePostgres(pg);
    await database.drop();
  }, 30_000);

  async function teamOf() {
    const { captain, mate, teamId } = await teamWithMate(services);
    return { captain, mate, conversation: { type: 'team' as const, id: teamId } };
  }

  it('takes a session made on one process on the other', async () => {
    const browser = browserOf(ORIGIN);
    const signup = {
      email: 'ana@example.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '15/03/1995',
    };
    expect((await browser.request(a.url, 'POST', '/api/v1/auth/signup', signup)).status).toBe(201);
    const signin = await browser.request(a.url, 'POST', '/api/v1/auth/signin', {
      email: signup.email,
      password: signup.password,
    });
    expect(signin.status).toBe(200);
    const me = await browser.request(b.url, 'GET', '/api/v1/user/me');
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(signup.email);
  });

  it("shows a tournament's change on the other process's page at once, though each keeps the page", async () => {
    const creator = await asNewUser(services, { role: 'ADMIN' });
    const t = await creator.api.tournaments.create(tournamentInput());
    const page = `/trpc/explore.statistics?input=${encodeURIComponent(JSON.stringify({ tournamentId: t.id }))}`;
    const visitor = browserOf(ORIGIN);
    // Read twice on each process: the second answer is the kept one, and each process keeps the head it read.
    for (const p of [a, b, a, b]) expect((await visitor.request(p.url, 'GET', page)).status).toBe(200);
    // Made private elsewhere (here, straight in the shared database): both processes hear of it as it commits,
    // as soon as PostgreSQL's notification reaches them (milliseconds; a request may just beat it).
    await creator.api.tournaments.update({ tournamentId: t.id, visibility: 'PRIVATE' });
    for (const p of [b, a])
      await expect
        .poll(async () => (await visitor.request(p.url, 'GET', page)).status, { timeout: 1000, interval: 20 })
        .toBe(404);
  });

  it('hands a chat message sent to one process to a stream held on the other within a second', async () => {
    const { captain, mate, conversation } = await teamOf();
    const onB = collect((h) =>
      clientOf(b.url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    await settle();
    const sender = browserOf(ORIGIN);
    sender.jar.set(SESSION_COOKIE_NAME, captain.token);
    const started = Date.now();
    const sent = await sender.request(a.url, 'POST', '/api/v1/chat/mensajes', {
      ...conversation,
      mensaje: 'Hola',
    });
    expect(sent.status).toBe(201);
    const [got] = await onB.waitFor(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got?.data).toMatchObject({ message: 'Hola' });
    onB.stop();
  });

  it('counts a throttle on one process and applies it on the other', async () => {
    const visitor = browserOf(ORIGIN);
    const message = (i: number) => ({ name: 'Lía', email: 'lia@example.com', description: `Consulta ${i}` });
    // LIMITS.contactPerAddress: five from one address, wherever they land.
    for (let i = 0; i < 5; i++) {
      const to = i % 2 === 0 ? a : b;
      expect((await visitor.request(to.url, 'POST', '/api/sendEmail', message(i))).status).toBe(200);
    }
    expect((await visitor.request(a.url, 'POST', '/api/sendEmail', message(5))).status).toBe(429);
    expect((await visitor.request(b.url, 'POST', '/api/sendEmail', message(6))).status).toBe(429);
  });

  it('serves an image uploaded through one process from the other', async () => {
    const player = await asNewUser(services);
    const browser = browserOf(ORIGIN);
    browser.jar.set(SESSION_COOKIE_NAME, player.token);
    const form = new FormData();
    form.append('file', new File([await tinyImage('image/png')], 'avatar.png', { type: 'image/png' }));
    const saved = await browser.request(a.url, 'PUT', '/api/v1/user', form);
    expect(saved.status).toBe(200);
    const path = saved.json.user.avatar as string;
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${path}`), fetch(`${b.url}${path}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('resumes a stream cut by its process dying on the other process: no gap, no double', async () => {
    const { captain, mate, conversation } = await teamOf();
    const sender = browserOf(ORIGIN);
    sender.jar.set(SESSION_COOKIE_NAME, captain.token);
    // Through process a, as a phone would: the test's own services publish nowhere.
    const say = async (message: string) =>
      expect(
        (await sender.request(a.url, 'POST', '/api/v1/chat/mensajes', { ...conversation, mensaje: message }))
          .status,
      ).toBe(201);
    const doomed = await startCancha({ DATABASE_URL: database.url, PUBLIC_URL: ORIGIN });
    const first = collect((h) =>
      clientOf(doomed.url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    await settle();
    await say('uno');
    const [one] = await first.waitFor(1);
    expect(one?.data).toMatchObject({ message: 'uno' });
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    first.stop();
    // Acknowledged while the stream's process is gone.
    await say('dos');
    await say('tres');
    const again = collect((h) =>
      clientOf(a.url, mate.token).chat.onMessage.subscribe(
        { ...conversation, lastEventId: one!.id },
        h as never,
      ),
    );
    await again.waitFor(2);
    await say('cuatro');
    await again.waitFor(3);
    await settle();
    expect(again.items.map((m) => (m.data as { message: string }).message)).toEqual([
      'dos',
      'tres',
      'cuatro',
    ]);
    again.stop();
  });

  it('drains one process on SIGTERM while the other keeps serving', async () => {
    const leaving = await startCancha({
      DATABASE_URL: database.url,
      PUBLIC_URL: ORIGIN,
      SHUTDOWN_DRAIN_MS: '1000',
    });
    const { mate, conversation } = await teamOf();
    const held = collect((h) =>
      clientOf(leaving.url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    // A stream read as bytes, to see how it ends.
    const input = encodeURIComponent(JSON.stringify(conversation));
    const raw = await fetch(`${leaving.url}/trpc/chat.onMessage?input=${input}`, {
      headers: { accept: 'text/event-stream', cookie: `${SESSION_COOKIE_NAME}=${mate.token}` },
    });
    const body = raw.text();
    await settle();
    leaving.child.kill('SIGTERM');
    // Draining: out of the proxies' health checks, still serving, and keeping no connection for later.
    await expect.poll(async () => (await fetch(`${leaving.url}/healthz`)).status).toBe(503);
    const during = await fetch(`${leaving.url}/api/v1/posts?page=1&pageSize=1`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    // Then the stream is told when to come back (to another process, through the proxy), and the process ends.
    expect(await body).toMatch(/retry: 500\n\n$/);
    expect(await leaving.exited).toBe(0);
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
    held.stop();
  });
});
