import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, DEFAULT_MIGRATIONS_DIR, migrateDatabase, openDatabase } from './client';

// drizzle/0028_teams_by_name rebuilds the users table (SQLite cannot drop a NOT NULL in place). Every other table
// points at users; on a club's database with data, the rebuild must keep their rows and leave the references on.

const REBUILD = '0028_teams_by_name';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The committed migrations folder, cut back to the migrations before `tag`: a server of the previous release. */
function migrationsBefore(tag: string, into: string): string {
  cpSync(DEFAULT_MIGRATIONS_DIR, into, { recursive: true });
  const journalPath = join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut, `${tag} is in the journal`).toBeGreaterThan(0);
  for (const later of journal.entries.slice(cut)) rmSync(join(into, `${later.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return into;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cancha-migrate-'));
  dirs.push(dir);
  return dir;
}

describe('upgrading a database with accounts to teams by name (drizzle/0028)', () => {
  it('keeps every row that points at users, lets e-mail be empty and keeps the references enforced', () => {
    const dir = tempDir();
    const previous = migrationsBefore(REBUILD, join(dir, 'previous'));
    const file = join(dir, 'cancha.db');
    const now = Date.now();

    // The previous release's database, in use: an organiser with a session, a team, a roster line and a tournament.
    let db = openDatabase(file);
    migrateDatabase(db, previous);
    const run = (query: string, ...params: unknown[]) => db.$client.prepare(query).run(...params);
    run(
      `insert into users (id, email, email_verified, role, fullname, created_at, updated_at)
       values ('u1', 'ana@example.com', 1, 'ADMIN', 'Ana', ?, ?)`,
      now,
      now,
    );
    run(
      `insert into users (id, email, role, fullname, created_at, updated_at)
       values ('u2', 'beto@example.com', 'PARTICIPANT', 'Beto', ?, ?)`,
      now,
      now,
    );
    run(
      `insert into sessions (id, user_id, expires_at, created_at) values ('s1', 'u1', ?, ?)`,
      now + 1e9,
      now,
    );
    run(
      `insert into sessions (id, user_id, expires_at, created_at) values ('s2', 'u2', ?, ?)`,
      now + 1e9,
      now,
    );
    run(
      `insert into teams (id, name, location, gender, created_by_id, created_at, updated_at)
       values ('t1', 'Los Pibes', 'Córdoba', 'MALE', 'u1', ?, ?)`,
      now,
      now,
    );
    run(
      `insert into team_players (id, team_id, user_id, role, shirt_number, created_at)
       values ('p1', 't1', 'u1', 'CAPTAIN', 10, ?), ('p2', 't1', 'u2', 'PLAYER', 7, ?)`,
      now,
      now,
    );
    run(
      `insert into tournaments (id, name, location, category, tournament_gender, type_futbol, type, start_date,
         end_date, registration_deadline, playing_days, match_duration, total_teams, total_players, invite_token,
         creator_id, created_at, updated_at)
       values ('c1', 'Copa', 'Córdoba', 'AMATEUR', 'MIXED', 7, 'LEAGUE', '2030-01-10', '2030-03-01', '2030-01-05',
         '["SATURDAY"]', 50, 8, 12, 'tok', 'u1', ?, ?)`,
      now,
      now,
    );
    closeDatabase(db);

    // The new release starts on the same file and applies 0028.
    db = openDatabase(file);
    migrateDatabase(db);
    const all = <T>(query: string) => db.$client.prepare(query).all() as T[];
    expect(
      all('select id, email, email_verified, role, fullname, roster_only from users order by id'),
    ).toEqual([
      {
        id: 'u1',
        email: 'ana@example.com',
        email_verified: 1,
        role: 'ADMIN',
        fullname: 'Ana',
        roster_only: 0,
      },
      {
        id: 'u2',
        email: 'beto@example.com',
        email_verified: 0,
        role: 'PARTICIPANT',
        fullname: 'Beto',
        roster_only: 0,
      },
    ]);
    expect(all('select id, user_id from sessions order by id')).toEqual([
      { id: 's1', user_id: 'u1' },
      { id: 's2', user_id: 'u2' },
    ]);
    expect(all('select id, created_by_id, managed_by_id from teams')).toEqual([
      { id: 't1', created_by_id: 'u1', managed_by_id: null },
    ]);
    expect(all('select id, user_id, shirt_number from team_players order by id')).toEqual([
      { id: 'p1', user_id: 'u1', shirt_number: 10 },
      { id: 'p2', user_id: 'u2', shirt_number: 7 },
    ]);
    expect(all('select id, creator_id from tournaments')).toEqual([{ id: 'c1', creator_id: 'u1' }]);

    // Roster-only people have no address, any number of them; an address still belongs to one account.
    const run2 = (query: string, ...params: unknown[]) => db.$client.prepare(query).run(...params);
    for (const id of ['r1', 'r2']) {
      run2(
        `insert into users (id, email, role, fullname, roster_only, created_at, updated_at)
         values (?, null, 'PARTICIPANT', 'Juan Pérez', 1, ?, ?)`,
        id,
        now,
        now,
      );
    }
    expect(all('select id from users where email is null order by id')).toEqual([{ id: 'r1' }, { id: 'r2' }]);
    expect(() =>
      run2(
        `insert into users (id, email, created_at, updated_at) values ('u3', 'ana@example.com', ?, ?)`,
        now,
        now,
      ),
    ).toThrow(/UNIQUE/);

    // The references are enforced again: a tournament's creator cannot go, and a deleted account takes its
    // sessions and roster lines with it while its team stays.
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
    expect(() => run2(`delete from users where id = 'u1'`)).toThrow(/FOREIGN KEY/);
    run2(`delete from users where id = 'u2'`);
    expect(all('select id from sessions')).toEqual([{ id: 's1' }]);
    expect(all('select id from team_players')).toEqual([{ id: 'p1' }]);
    run2(`delete from tournaments where id = 'c1'`);
    run2(`delete from users where id = 'u1'`);
    expect(all('select id from sessions')).toEqual([]);
    expect(all('select id from team_players')).toEqual([]);
    expect(all('select id, created_by_id from teams')).toEqual([{ id: 't1', created_by_id: null }]);
    closeDatabase(db);
  });
});
