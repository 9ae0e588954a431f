import { type Db, fetchAll, teams, users } from '@cancha/db';
import { inArray } from 'drizzle-orm';
import { captainsOf, notify } from '../notifications/notify';
import type { TournamentRow } from '../tournaments/access';
import { computeDiscipline } from './suspensions';

// Suspension notices (issue 42): a player hears when a card suspends them, and their captains too, since they pick
// who plays; both hear when the organiser lifts a suspension for a match. Suspensions are computed from the cards
// (suspensions.ts), so what a change adds is told by comparing them before and after it.

/** Player names by user id, as screens write them: first name and surname. */
export async function playerNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchAll(
    db
      .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
      .from(users)
      .where(inArray(users.id, ids)),
  );
  return new Map(rows.map((u) => [u.id, [u.fullname, u.lastname].filter(Boolean).join(' ')]));
}

export async function teamNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchAll(
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)),
  );
  return new Map(rows.map((t) => [t.id, t.name]));
}

const keyOf = (s: { playerId: string; cardMatchId: string; reason: string }) =>
  `${s.playerId}|${s.cardMatchId}|${s.reason}`;

/** The tournament's suspensions as they stand, to tell afterwards which a change added. */
export async function suspensionsNow(tx: Db, tournament: TournamentRow): Promise<Set<string>> {
  return new Set((await computeDiscipline(tx, tournament)).result.suspensions.map(keyOf));
}

/** Tells each player a change suspended (and their captains), after comparing with `before`. */
export async function tellNewSuspensions(
  tx: Db,
  tournament: TournamentRow,
  before: Set<string>,
): Promise<void> {
  const added = (await computeDiscipline(tx, tournament)).result.suspensions.filter(
    (s) => !before.has(keyOf(s)),
  );
  if (added.length === 0) return;
  const players = await playerNames(
    tx,
    added.map((s) => s.playerId),
  );
  const names = await teamNames(
    tx,
    added.map((s) => s.teamId),
  );
  for (const s of added) {
    await notify(tx, {
      to: [s.playerId, ...(await captainsOf(tx, s.teamId))],
      kind: 'PLAYER_SUSPENDED',
      params: {
        player: players.get(s.playerId) ?? '',
        team: names.get(s.teamId) ?? '',
        matches: String(s.matches),
        tournament: tournament.name,
      },
      refs: { tournamentId: tournament.id, teamId: s.teamId, matchId: s.cardMatchId },
    });
  }
}

/** Tells a player, and their captains, that the organiser lifted their suspension for a match. */
export async function tellSuspensionLifted(
  tx: Db,
  tournament: TournamentRow,
  lift: { playerId: string; teamId: string; match: string; matchId: string },
): Promise<void> {
  const players = await playerNames(tx, [lift.playerId]);
  await notify(tx, {
    to: [lift.playerId, ...(await captainsOf(tx, lift.teamId))],
    kind: 'SUSPENSION_LIFTED',
    params: { player: players.get(lift.playerId) ?? '', match: lift.match },
    refs: { tournamentId: tournament.id, teamId: lift.teamId, matchId: lift.matchId },
  });
}
