// What holding live streams costs a server process (issue 23): many idle chat streams open, the growth of the
// server's resident memory per stream, then one message that must reach every one of them.
import { readFileSync } from 'node:fs';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { EventSource } from 'eventsource';

export interface IdleStreamsResult {
  streams: number;
  opened: number;
  /** Resident memory growth per open stream, in KB. */
  kbPerStream: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** Streams that got the message, and how long the last one took. */
  reached: number;
  lastMs: number;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no resident size for process ${pid}`);
  return Number(line[1]) / 1024;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `streams` chat streams (spread over the tokens, within each user's stream cap) and measures. */
export async function measureIdleStreams(
  url: string,
  serverPid: number,
  conversation: { type: 'team'; id: string },
  senderToken: string,
  tokens: string[],
  streams: number,
): Promise<IdleStreamsResult> {
  const input = encodeURIComponent(JSON.stringify(conversation));
  const open = (token: string) =>
    new EventSource(`${url}/trpc/chat.onMessage?input=${input}`, {
      fetch: (address, init) =>
        fetch(address, {
          ...init,
          headers: { ...init?.headers, cookie: `${SESSION_COOKIE_NAME}=${token}`, origin: url },
        }),
    });
  // A fresh process first grows its heap and compiles the stream's code: a tenth of the streams opened and closed
  // before the first reading, so that reading is of a warm process.
  const warm = tokens.slice(0, Math.ceil(streams / 10)).map((token) => open(token));
  await settle(3000);
  for (const source of warm) source.close();
  await settle(3000);
  const before = residentMb(serverPid);
  const sources: EventSource[] = [];
  let opened = 0;
  let reached = 0;
  let sentAt = 0;
  let lastMs = 0;
  const marker = `a todos ${Date.now()}`;
  for (let i = 0; i < streams; i++) {
    const token = tokens[i % tokens.length]!;
    const source = open(token);
    source.onopen = () => {
      opened += 1;
    };
    source.onmessage = (event) => {
      if (!String(event.data).includes(marker)) return;
      reached += 1;
      lastMs = performance.now() - sentAt;
    };
    sources.push(source);
    // Opened in small groups, as phones arrive: not one burst the server must accept at once.
    if (i % 200 === 199) await settle(50);
  }
  const until = Date.now() + 120_000;
  while (opened < streams && Date.now() < until) await settle(100);
  await settle(2000);
  const after = residentMb(serverPid);

  sentAt = performance.now();
  const sent = await fetch(`${url}/trpc/chat.send`, {
    method: 'POST',
    headers: {
      cookie: `${SESSION_COOKIE_NAME}=${senderToken}`,
      origin: url,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...conversation, message: marker }),
  });
  if (!sent.ok) throw new Error(`chat.send answered ${sent.status}`);
  const wait = Date.now() + 30_000;
  while (reached < opened && Date.now() < wait) await settle(20);
  for (const source of sources) source.close();
  return {
    streams,
    opened,
    kbPerStream: ((after - before) * 1024) / Math.max(1, opened),
    rssBeforeMb: before,
    rssAfterMb: after,
    reached,
    lastMs,
  };
}
