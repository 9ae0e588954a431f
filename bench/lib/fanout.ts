// One chat message fanned out to many live subscribers over real SSE connections (tRPC subscriptions).

import type { AppRouter } from '@cancha/api';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { createTRPCClient, httpLink, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';

export interface FanoutResult {
  subscribers: number;
  connected: number;
  messages: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  deliveriesPerSecond: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;

function clientFor(url: string, token: string) {
  const withSession = (input: string | URL | Request, init?: RequestInit) =>
    fetch(input, {
      ...init,
      headers: { ...init?.headers, cookie: `${SESSION_COOKIE_NAME}=${token}`, origin: url },
    });
  return createTRPCClient<AppRouter>({
    links: [
      (runtime) => {
        const subscriptions = httpSubscriptionLink({
          url: `${url}/trpc`,
          EventSource,
          eventSourceOptions: { fetch: withSession },
        })(runtime);
        const calls = httpLink({ url: `${url}/trpc`, fetch: withSession })(runtime);
        return (ctx) => (ctx.op.type === 'subscription' ? subscriptions(ctx) : calls(ctx));
      },
    ],
  });
}

/**
 * Opens every subscriber's stream, then sends `messages` messages one after another, each once the previous
 * one reached everyone, and measures send-to-receipt latency over every (message, subscriber) pair.
 */
export async function measureFanout(
  url: string,
  conversation: { type: 'team'; id: string },
  senderToken: string,
  subscriberTokens: string[],
  messages: number,
  /** Where the messages are sent, when not to the subscribers' server (another process). */
  senderUrl = url,
): Promise<FanoutResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  let connected = 0;
  const subscriptions = subscriberTokens.map((token) =>
    clientFor(url, token).chat.onMessage.subscribe(conversation, {
      onStarted: () => {
        connected += 1;
      },
      onData: (event) => {
        const at = sentAt.get((event as { data: { message: string } }).data.message);
        if (at === undefined) return;
        latencies.push(performance.now() - at);
        received += 1;
      },
    }),
  );
  const until = Date.now() + 60_000;
  while (connected < subscriberTokens.length && Date.now() < until)
    await new Promise((r) => setTimeout(r, 50));
  // onStarted fires as a stream opens; let the last ones reach the server's listener.
  await new Promise((r) => setTimeout(r, 500));

  const sender = clientFor(senderUrl, senderToken);
  const started = performance.now();
  for (let i = 0; i < messages; i++) {
    const text = `difusión ${i} ${Date.now()}`;
    sentAt.set(text, performance.now());
    await sender.chat.send.mutate({ ...conversation, message: text });
    const wait = Date.now() + 10_000;
    while (received < (i + 1) * subscriberTokens.length && Date.now() < wait) {
      await new Promise((r) => setImmediate(r));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  for (const s of subscriptions) s.unsubscribe();
  latencies.sort((a, b) => a - b);
  return {
    subscribers: subscriberTokens.length,
    connected,
    messages,
    delivered: received,
    expected: messages * subscriberTokens.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    deliveriesPerSecond: received / seconds,
  };
}
