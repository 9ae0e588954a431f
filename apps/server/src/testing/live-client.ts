// Live streams as a browser holds them: tRPC subscriptions over SSE to a running server.
import type { AppRouter } from '@cancha/api';
import { asNewUser, type testServices } from '@cancha/api/testing';
import { execute, teamPlayers } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';

/** A browser-like tRPC client holding one user's session. */
export function clientOf(url: string, token: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${url}/trpc`,
        EventSource,
        eventSourceOptions: {
          fetch: (input, init) =>
            fetch(input, {
              ...init,
              headers: { ...init?.headers, cookie: `${SESSION_COOKIE_NAME}=${token}` },
            }),
        },
      }),
    ],
  });
}

/** Collects what a subscription yields until `count` items or a timeout. */
export function collect<T>(
  subscribe: (handlers: { onData: (d: { id: string; data: T }) => void; onError: (e: unknown) => void }) => {
    unsubscribe(): void;
  },
) {
  const items: { id: string; data: T }[] = [];
  let failure: unknown = null;
  const sub = subscribe({ onData: (d) => items.push(d), onError: (e) => (failure = e) });
  return {
    items,
    get failure() {
      return failure;
    },
    stop: () => sub.unsubscribe(),
    async waitFor(count: number, ms = 5000) {
      const until = Date.now() + ms;
      while (items.length < count && !failure && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      return items;
    },
  };
}

/** A team of a captain and one mate, both signed in: the conversation the live tests talk in. */
export async function teamWithMate(s: ReturnType<typeof testServices>) {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create({
    name: 'Los Pibes',
    location: 'Córdoba',
    genderTeam: 'MIX',
    lat: -31.4,
    lng: -64.2,
  });
  const mate = await asNewUser(s);
  await execute(s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }));
  return { captain, mate, teamId: team.id };
}
