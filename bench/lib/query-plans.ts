// Runs the hot calls in-process against a dataset, records every SQL statement they prepare, and asks SQLite
// for each statement's plan: a full scan of a table holding more than SCAN_LIMIT rows is a miss.

import { appRouter, createContextInner } from '@cancha/api';
import { memoryCookieJar, testServices } from '@cancha/api/testing';
import { openDatabase, sqliteEngine } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import type { DatasetInfo } from './dataset';

export const SCAN_LIMIT = 10_000;

export interface PlanMiss {
  call: string;
  table: string;
  rows: number;
  detail: string;
  sql: string;
}

type Caller = ReturnType<typeof appRouter.createCaller>;

/** The calls behind the measured pages and the player's home: what every visit runs. */
function hotCalls(info: DatasetInfo): [string, string | null, (api: Caller) => Promise<unknown>][] {
  const page = { tournamentId: info.page.tournamentId };
  const sender = info.senders[0]!;
  const chat = { type: 'team' as const, id: sender.teamId };
  const book = { tournamentId: info.season.tournamentId };
  return [
    ['explore.statistics', null, (api) => api.explore.statistics(page)],
    ['explore.rounds', null, (api) => api.explore.rounds(page)],
    // The tournament page's tables (docs/decisions/013#tables) and its cards and suspensions.
    ['explore.scorers', null, (api) => api.explore.scorers(page)],
    ['explore.discipline', null, (api) => api.explore.discipline(page)],
    ['explore.tournaments', null, (api) => api.explore.tournaments()],
    ['teams.byId', info.viewerToken, (api) => api.teams.byId({ teamId: info.page.teamId })],
    ['teams.nearby', info.viewerToken, (api) => api.teams.nearby({ ...info.nearby })],
    ['fixtures.statistics', sender.token, (api) => api.fixtures.statistics(page)],
    [
      'fixtures.teamInTournament',
      sender.token,
      (api) => api.fixtures.teamInTournament({ ...page, teamId: info.page.teamId }),
    ],
    ['chat.send', sender.token, (api) => api.chat.send({ ...chat, message: 'plan check' })],
    // The season's cash book (docs/decisions/026) as its organiser reads it and writes a payment in it.
    ['ledger.get', info.organiserToken, (api) => api.ledger.get(book)],
    [
      'ledger.record',
      info.organiserToken,
      (api) =>
        api.ledger.record({
          ...book,
          kind: 'PAYMENT',
          teamId: info.season.teamId,
          amount: 1000,
          method: 'CASH',
        }),
    ],
    ['chat.messages', sender.token, (api) => api.chat.messages(chat)],
    ['chat.status', sender.token, (api) => api.chat.status(chat)],
    ['chat.unread', sender.token, (api) => api.chat.unread(chat)],
    ['teams.mine', sender.token, (api) => api.teams.mine()],
    ['tournaments.playerTournaments', sender.token, (api) => api.tournaments.playerTournaments()],
    ['notifications.list', sender.token, (api) => api.notifications.list()],
    ['user.me', sender.token, (api) => api.user.me()],
  ];
}

/** Checks the plans on a scratch copy of the dataset (chat.send and ledger.record write). */
export async function checkQueryPlans(
  info: DatasetInfo,
  scratchPath: string,
): Promise<{ statements: number; misses: PlanMiss[] }> {
  const db = openDatabase(scratchPath);
  const sqlite = db.$client;
  const services = testServices({ db: sqliteEngine(db) });
  const rowCounts = new Map<string, number>();
  const rowsOf = (table: string) => {
    if (!rowCounts.has(table)) {
      const exists = sqlite
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      rowCounts.set(
        table,
        exists ? (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n : 0,
      );
    }
    return rowCounts.get(table)!;
  };

  const seen = new Map<string, string>();
  const prepare = sqlite.prepare.bind(sqlite);
  let current = '';
  sqlite.prepare = ((source: string) => {
    if (!seen.has(source)) seen.set(source, current);
    return prepare(source);
  }) as typeof sqlite.prepare;

  for (const [name, token, run] of hotCalls(info)) {
    current = name;
    const jar = memoryCookieJar();
    if (token) jar.values.set(SESSION_COOKIE_NAME, token);
    await run(appRouter.createCaller(await createContextInner(services, { cookies: jar, ip: '127.0.0.1' })));
  }
  sqlite.prepare = prepare;

  const misses: PlanMiss[] = [];
  for (const [source, call] of seen) {
    if (!/^\s*(select|insert|update|delete|with)/i.test(source)) continue;
    const params = (source.match(/\?/g) ?? []).length;
    const plan = prepare(`explain query plan ${source}`).all(...Array(params).fill(null)) as {
      detail: string;
    }[];
    for (const { detail } of plan) {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      if (!scanned) continue;
      const rows = rowsOf(scanned);
      if (rows > SCAN_LIMIT) misses.push({ call, table: scanned, rows, detail, sql: source });
    }
  }
  db.$client.close();
  return { statements: seen.size, misses };
}
