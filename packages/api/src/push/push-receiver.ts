import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@cancha/shared';
// @ts-expect-error http_ece ships no types; it is the reference implementation of RFC 8188 the browsers follow.
import ece from 'http_ece';

/**
 * A local stand-in for a browser's push service and the browser behind it (tests only): it records what the server
 * sends to each endpoint, and decrypts the message with the browser's private key as the browser would.
 */
export async function pushReceiver(port = 0) {
  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] =
    [];
  const gone = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A browser's subscription at this push service: its keys are kept here to read what reaches it. */
  const browser = (name: string) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `${origin}/push/${name}`;
    return {
      endpoint,
      subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
      /** What reached this browser, decrypted. */
      messages(): PushPayload[] {
        return received
          .filter((r) => r.path === `/push/${name}`)
          .map((r) => {
            const plain = ece.decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
            return JSON.parse(plain.toString('utf8')) as PushPayload;
          });
      },
      /** The push service says the subscription expired (the browser unsubscribed). */
      expire() {
        gone.add(`/push/${name}`);
      },
    };
  };

  return {
    origin,
    received,
    browser,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
