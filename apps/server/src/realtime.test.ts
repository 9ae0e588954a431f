import type { AddressInfo } from 'node:net';
import { createSession, LIMITS } from '@cancha/api';
import { asNewUser } from '@cancha/api/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { clientOf, collect, teamWithMate } from './testing/live-client';
import { testApp } from './testing/test-app';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The whole app on a random local port: subscriptions really travel over HTTP (SSE). */
async function liveApp() {
  const { app, services } = testApp();
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  return { services, url: `http://127.0.0.1:${port}` };
}

const settle = () => new Promise((r) => setTimeout(r, 150));
const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('live chat over SSE', { timeout: 15_000 }, () => {
  it('delivers each message to every member within a second, and never to others', async () => {
    const { services, url } = await liveApp();
    const { captain, mate, teamId } = await teamWithMate(services);
    const stranger = await asNewUser(services);
    const conversation = { type: 'team' as const, id: teamId };
    const mine = collect((h) =>
      clientOf(url, captain.token).chat.onMessage.subscribe(conversation, h as never),
    );
    const theirs = collect((h) =>
      clientOf(url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    const outsider = collect((h) =>
      clientOf(url, stranger.token).chat.onMessage.subscribe(conversation, h as never),
    );
    await settle();
    const started = Date.now();
    await captain.api.chat.send({ ...conversation, message: '¿Jugamos el sábado?' });
    await mate.api.chat.send({ ...conversation, message: 'Dale, a las 10' });
    const got = await theirs.waitFor(2);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(got.map((m) => (m.data as { message: string }).message)).toEqual([
      '¿Jugamos el sábado?',
      'Dale, a las 10',
    ]);
    expect((await mine.waitFor(2)).map((m) => m.id)).toEqual(got.map((m) => m.id));
    // The stranger's stream is refused before it yields anything; their reads are refused the same way.
    await outsider.waitFor(1, 500);
    expect(outsider.items).toEqual([]);
    await expect(stranger.api.chat.messages(conversation)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.api.chat.send({ ...conversation, message: 'hola' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    for (const c of [mine, theirs, outsider]) c.stop();
  });

  it('resumes after a dropped connection from the last message it got: no gap, no double', async () => {
    const { services, url } = await liveApp();
    const { captain, mate, teamId } = await teamWithMate(services);
    const conversation = { type: 'team' as const, id: teamId };
    const first = collect((h) =>
      clientOf(url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    await settle();
    await captain.api.chat.send({ ...conversation, message: 'uno' });
    const [one] = await first.waitFor(1);
    first.stop();
    // Sent while the mate's connection is down.
    await captain.api.chat.send({ ...conversation, message: 'dos' });
    await captain.api.chat.send({ ...conversation, message: 'tres' });
    const again = collect((h) =>
      clientOf(url, mate.token).chat.onMessage.subscribe(
        { ...conversation, lastEventId: one!.id },
        h as never,
      ),
    );
    await again.waitFor(2);
    await captain.api.chat.send({ ...conversation, message: 'cuatro' });
    const got = await again.waitFor(3);
    await settle();
    expect(again.items.map((m) => (m.data as { message: string }).message)).toEqual([
      'dos',
      'tres',
      'cuatro',
    ]);
    expect(new Set(got.map((m) => m.id)).size).toBe(3);
    again.stop();
  });
});

describe('live notifications over SSE', { timeout: 15_000 }, () => {
  it('reaches the bell of the person concerned as soon as the action commits', async () => {
    const { services, url } = await liveApp();
    const { captain, teamId } = await teamWithMate(services);
    const invitee = await asNewUser(services);
    const other = await asNewUser(services);
    const bell = collect((h) => clientOf(url, invitee.token).notifications.onNew.subscribe({}, h as never));
    const otherBell = collect((h) =>
      clientOf(url, other.token).notifications.onNew.subscribe({}, h as never),
    );
    await settle();
    await captain.api.invitations.invite({ teamId, playerEmail: invitee.user.email });
    const [got] = await bell.waitFor(1);
    expect(got!.data).toMatchObject({
      kind: 'TEAM_INVITATION',
      teamId,
      read: false,
      params: { team: 'Los Pibes' },
    });
    await settle();
    expect(otherBell.items).toEqual([]);
    expect((await invitee.api.notifications.list())[0]!.id).toBe(got!.id);
    bell.stop();
    otherBell.stop();
  });
});

describe('live streams end with access', { timeout: 15_000 }, () => {
  const codeOf = (failure: unknown) => (failure as { data?: { code?: string } } | null)?.data?.code;

  it('refuses a stranger with the domain code, never a server error', async () => {
    const { services, url } = await liveApp();
    const { teamId } = await teamWithMate(services);
    const stranger = await asNewUser(services);
    const outsider = collect((h) =>
      clientOf(url, stranger.token).chat.onMessage.subscribe({ type: 'team', id: teamId }, h as never),
    );
    await until(() => outsider.failure !== null);
    expect(codeOf(outsider.failure)).toBe('NOT_FOUND');
    outsider.stop();
  });

  it('ends the chat stream of a player removed from the team, who then hears nothing more', async () => {
    const { services, url } = await liveApp();
    const { captain, mate, teamId } = await teamWithMate(services);
    const conversation = { type: 'team' as const, id: teamId };
    const theirs = collect((h) =>
      clientOf(url, mate.token).chat.onMessage.subscribe(conversation, h as never),
    );
    await settle();
    await captain.api.chat.send({ ...conversation, message: 'antes' });
    await theirs.waitFor(1);
    await captain.api.teams.removePlayer({ teamId, playerId: mate.user.id });
    await until(() => theirs.failure !== null);
    expect(codeOf(theirs.failure)).toBe('NOT_FOUND');
    await captain.api.chat.send({ ...conversation, message: 'después' });
    await settle();
    expect(theirs.items.map((m) => (m.data as { message: string }).message)).toEqual(['antes']);
    theirs.stop();
  });

  it('ends the streams of a session that signs out, and only that one', async () => {
    const { services, url } = await liveApp();
    const { mate, teamId } = await teamWithMate(services);
    const other = await createSession(services.db, mate.user.id);
    const bell = collect((h) => clientOf(url, mate.token).notifications.onNew.subscribe({}, h as never));
    const chat = collect((h) =>
      clientOf(url, mate.token).chat.onMessage.subscribe({ type: 'team', id: teamId }, h as never),
    );
    const phone = collect((h) => clientOf(url, other.token).notifications.onNew.subscribe({}, h as never));
    await settle();
    await mate.api.auth.signOut();
    await until(() => bell.failure !== null && chat.failure !== null);
    expect(codeOf(bell.failure)).toBe('UNAUTHORIZED');
    expect(codeOf(chat.failure)).toBe('UNAUTHORIZED');
    await settle();
    expect(phone.failure).toBeNull();
    expect(services.streams.count(mate.user.id)).toBe(1);
    for (const c of [bell, chat, phone]) c.stop();
  });

  it('caps the streams one user holds open, with a clear code', async () => {
    const { services, url } = await liveApp();
    const user = await asNewUser(services);
    const open = Array.from({ length: LIMITS.streamsPerUser.limit }, () =>
      collect((h) => clientOf(url, user.token).notifications.onNew.subscribe({}, h as never)),
    );
    await until(() => services.streams.count(user.user.id) === LIMITS.streamsPerUser.limit);
    const extra = collect((h) => clientOf(url, user.token).notifications.onNew.subscribe({}, h as never));
    await until(() => extra.failure !== null);
    expect(codeOf(extra.failure)).toBe('TOO_MANY_REQUESTS');
    open[0]!.stop();
    await until(() => services.streams.count(user.user.id) < LIMITS.streamsPerUser.limit);
    const again = collect((h) => clientOf(url, user.token).notifications.onNew.subscribe({}, h as never));
    await settle();
    expect(again.failure).toBeNull();
    for (const c of [...open, extra, again]) c.stop();
  });
});

describe('streams written straight onto the socket (live-sse.ts)', { timeout: 15_000 }, () => {
  it("speaks tRPC's SSE with the app's headers, refusals included", async () => {
    const { services, url } = await liveApp();
    const { captain, teamId } = await teamWithMate(services);
    const input = encodeURIComponent(JSON.stringify({ type: 'team', id: teamId }));
    const address = `${url}/trpc/chat.onMessage?input=${input}`;
    const stop = new AbortController();
    const res = await fetch(address, {
      headers: {
        accept: 'text/event-stream',
        cookie: `${SESSION_COOKIE_NAME}=${captain.token}`,
        'last-event-id': '0',
      },
      signal: stop.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.has('x-hono-already-sent')).toBe(false);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += (await reader.read()).value ?? '';
    };
    await readUntil('\n\n');
    expect(text).toBe('event: connected\ndata: {}\n\n');
    const sent = await captain.api.chat.send({ type: 'team', id: teamId, message: 'Cancha 3, 20 h' });
    await readUntil('Cancha 3');
    expect(text).toContain(`id: ${sent.id}\ndata: {`);
    stop.abort();
    // Closing the connection ends the stream on the server: the user's stream count goes back to zero.
    await until(() => services.streams.count(captain.user.id) === 0);
    expect(services.streams.count(captain.user.id)).toBe(0);

    // Without a session the procedure refuses before any stream: said on the stream, in tRPC's form.
    const refused = await (await fetch(address, { headers: { accept: 'text/event-stream' } })).text();
    expect(refused).toContain('event: serialized-error');
    expect(refused).toContain('"code":"UNAUTHORIZED"');
  });
});
