import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { mergeKept } from './kept-merge';

const DAY = 86_400_000;
const NOW = 100 * DAY;

function query(path: string, data: unknown, dataUpdatedAt = NOW) {
  const queryKey = [path.split('.'), { type: 'query' }];
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  } as unknown as PersistedClient['clientState']['queries'][number];
}

const client = (queries: ReturnType<typeof query>[], buster = 'build-1'): PersistedClient => ({
  timestamp: NOW,
  buster,
  clientState: { queries, mutations: [] },
});
const me = (id: string) => query('user.me', { user: { id } });
const paths = (c: PersistedClient) => c.clientState.queries.map((q) => (q.queryKey[0] as string[]).join('.'));

describe('the phone’s kept copy', () => {
  it('keeps what earlier pages saved when a page opened by a full load saves its own', () => {
    const home = client([me('u1'), query('matches.myNext', { id: 'm1' }), query('teams.mine', [])]);
    const tournament = client([me('u1'), query('fixtures.rounds', { rounds: [] })]);
    const merged = mergeKept(home, tournament, 7 * DAY, NOW);
    expect(paths(merged).sort()).toEqual(['fixtures.rounds', 'matches.myNext', 'teams.mine', 'user.me']);
    // What the page holds now wins over what was kept of the same query.
    const newer = client([me('u1'), query('matches.myNext', { id: 'm2' })]);
    const again = mergeKept(merged, newer, 7 * DAY, NOW);
    expect(again.clientState.queries.filter((q) => paths(client([q]))[0] === 'matches.myNext')).toHaveLength(
      1,
    );
    expect(
      again.clientState.queries.find((q) => paths(client([q]))[0] === 'matches.myNext')!.state.data,
    ).toEqual({
      id: 'm2',
    });
  });

  it('drops what is a week old, another user’s answers, and another build’s', () => {
    const old = client([me('u1'), query('teams.mine', [], NOW - 8 * DAY)]);
    expect(paths(mergeKept(old, client([me('u1')]), 7 * DAY, NOW))).toEqual(['user.me']);
    const theirs = client([me('u2'), query('teams.mine', [])]);
    expect(paths(mergeKept(theirs, client([me('u1')]), 7 * DAY, NOW))).toEqual(['user.me']);
    const otherBuild = client([me('u1'), query('teams.mine', [])], 'build-0');
    expect(paths(mergeKept(otherBuild, client([me('u1')]), 7 * DAY, NOW))).toEqual(['user.me']);
  });
});
