import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeTrpc } from '@/testing/trpc';
import { prefetchPage } from './page-queries';
import { trpc } from './trpc';

// A route's loader prefetches its page's first queries (packages/api/src/page-queries.ts), but not one only some
// viewers may read: the captain's pending invitations on a team page were asked on every visit and refused (403) to
// everyone else.

function loadTeamPage() {
  const api = fakeTrpc({
    teams: { byId: () => ({ id: 'team-1', myRole: null }) as never, players: () => [] },
    chat: { status: () => ({ canRead: false }) as never },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, done: prefetchPage({ queryClient, trpc }, '/player/teams/$teamId', { teamId: 'team-1' }) };
}

describe('prefetching a page', () => {
  it("asks a team page's queries, and leaves the captain's invitations to the captain's own section", async () => {
    const { api, done } = loadTeamPage();
    await done;
    const paths = api.calls.map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['teams.byId', 'teams.players', 'chat.status']));
    expect(paths).not.toContain('invitations.ofTeam');
  });
});
