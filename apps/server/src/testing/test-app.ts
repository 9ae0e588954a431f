import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asNewUser, testServices } from '@cancha/api/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { createApp } from '../app';

/** The whole Hono app on a fresh in-memory database, plus a tiny cookie-keeping client. */
export function testApp(overrides: Parameters<typeof testServices>[0] = {}) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cancha-uploads-'));
  const services = testServices({ ...overrides, config: { uploadsDir, ...overrides.config } });
  const app = createApp({
    services,
    webDist: null,
    trustProxy: { kind: 'hops', hops: 1 },
    devOutbox: 'everyone',
  });
  return {
    app,
    services,
    client: () => client(app, services.config.publicUrl),
    /** A signed-in player made straight in the database, and a client holding their session. */
    player: async (fields: Parameters<typeof asNewUser>[1] = {}) => {
      const { user, token } = await asNewUser(services, fields);
      const browser = client(app, services.config.publicUrl);
      browser.jar.set(SESSION_COOKIE_NAME, token);
      return { user, browser };
    },
  };
}

export function client(app: ReturnType<typeof createApp>, origin = 'http://localhost:3000') {
  const jar = new Map<string, string>();
  let ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // Like a browser on the app's own pages: changes carry the app's Origin (tests override it to act cross-site).
    const h = new Headers({ origin, ...headers });
    if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', ip);
    if (jar.size) h.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload: FormData | string | undefined;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h.set('content-type', 'application/json');
    }
    const res = await app.request(path, { method, headers: h, body: payload });
    return readAnswer(res, jar);
  }
  return {
    jar,
    setIp: (value: string) => {
      ip = value;
    },
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('PUT', path, body, headers),
    del: (path: string, body?: unknown) => request('DELETE', path, body),
    request,
  };
}

export const SIGNUP = {
  email: 'ana@example.com',
  password: 'secreto1',
  userGender: 'FEMALE',
  birthdate: '15/03/1995',
};

/** Keeps the cookies an answer sets (or clears) in the jar, and reads its body, as JSON when it is. */
export async function readAnswer(res: Response, jar: Map<string, string>) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (/Max-Age=0/.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes and assert on them
  return { res, status: res.status, json: json as any, text };
}
