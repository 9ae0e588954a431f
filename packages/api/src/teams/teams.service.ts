import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  listParam,
  matches,
  perDatabase,
  teamInvitations,
  teamPlayers,
  teams,
  transaction,
  users,
} from '@cancha/db';
import {
  type ChangeCaptain,
  type CreateTeam,
  DomainError,
  type RemovePlayer,
  type TeamDto,
  type TeamPlayerDto,
  type TeamRole,
  type TeamStatistics,
  UNFINISHED_MATCH_STATUSES,
  type UpdatePlayerTeam,
  type UpdateTeam,
} from '@cancha/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { placeOf } from '../places/place-of';
import { PROFILE_IMAGE_LIMITS, removeUpload, saveImage, type UploadThrottle } from '../uploads/images';
import type { UploadStore } from '../uploads/store';
import {
  requireCaptain,
  requireTeam,
  type TeamPlayerRow,
  type TeamRow,
  teamInOpenTournament,
} from './membership';

/** A member of the team named by its team-player id or by its user id (clients hold either). */
async function findMember(db: Db, teamId: string, id: string): Promise<TeamPlayerRow> {
  const member = await fetchOne(
    db
      .select()
      .from(teamPlayers)
      .where(and(eq(teamPlayers.teamId, teamId), or(eq(teamPlayers.id, id), eq(teamPlayers.userId, id)))),
  );
  if (!member) throw new DomainError('NOT_TEAM_MEMBER');
  return member;
}

/** Won, drawn and lost counted from completed matches, so they can never drift from the results. */
// Each completed match once per side, as that side's margin; a level knock-out match is settled on penalties, and
// without a shoot-out it is a draw. Counted by the database, so a team with a long history sends back one row; prepared
// once per database, the teams passed as one JSON list.
const margin = sql`case when coalesce(${matches.teamOneScore}, 0) <> coalesce(${matches.teamTwoScore}, 0)
  then coalesce(${matches.teamOneScore}, 0) - coalesce(${matches.teamTwoScore}, 0)
  else coalesce(${matches.penaltiesTeamOne}, 0) - coalesce(${matches.penaltiesTeamTwo}, 0) end`;
const teamRecords = perDatabase((db: Db) => {
  const teamIds = listParam('teamIds');
  const sides = sql`
    select ${matches.teamOneId} as team_id, ${margin} as margin from ${matches}
    where ${matches.status} = 'COMPLETED' and ${matches.teamTwoId} is not null and ${matches.teamOneId} in ${teamIds}
    union all
    select ${matches.teamTwoId}, -(${margin}) from ${matches}
    where ${matches.status} = 'COMPLETED' and ${matches.teamTwoId} in ${teamIds}`;
  return db
    .select({
      teamId: sql<string>`team_id`,
      won: sql<number>`sum(case when margin > 0 then 1 else 0 end)`,
      drawn: sql<number>`sum(case when margin = 0 then 1 else 0 end)`,
      lost: sql<number>`sum(case when margin < 0 then 1 else 0 end)`,
    })
    .from(sql`(${sides}) as sides`)
    .groupBy(sql`team_id`)
    .prepare();
});

export async function teamStatistics(db: Db, teamIds: string[]): Promise<Map<string, TeamStatistics>> {
  const stats = new Map<string, TeamStatistics>(teamIds.map((id) => [id, { won: 0, drawn: 0, lost: 0 }]));
  if (teamIds.length === 0) return stats;
  for (const { teamId, won, drawn, lost } of await fetchAll(teamRecords(db), {
    teamIds: JSON.stringify(teamIds),
  })) {
    stats.set(teamId, { won, drawn, lost });
  }
  return stats;
}

const ROLE_ORDER: Record<TeamRole, number> = { CAPTAIN: 0, PLAYER: 1 };

// Only the columns shown (each value read costs, and a roster reads a few hundred); the teams as one JSON list.
const rosters = perDatabase((db: Db) =>
  db
    .select({
      id: teamPlayers.id,
      userId: teamPlayers.userId,
      teamId: teamPlayers.teamId,
      role: teamPlayers.role,
      position: teamPlayers.position,
      shirtNumber: teamPlayers.shirtNumber,
      abbreviatedName: teamPlayers.abbreviatedName,
      fullname: users.fullname,
      lastname: users.lastname,
      avatar: users.avatar,
      username: users.username,
      email: users.email,
      rosterOnly: users.rosterOnly,
    })
    .from(teamPlayers)
    .innerJoin(users, eq(teamPlayers.userId, users.id))
    .where(sql`${teamPlayers.teamId} in ${listParam('teamIds')}`)
    .orderBy(asc(teamPlayers.createdAt), asc(teamPlayers.id))
    .prepare(),
);

export async function listTeamPlayers(db: Db, teamIds: string[]): Promise<Map<string, TeamPlayerDto[]>> {
  const byTeam = new Map<string, TeamPlayerDto[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await fetchAll(rosters(db), { teamIds: JSON.stringify(teamIds) });
  for (const { fullname, lastname, avatar, username, email, rosterOnly, ...player } of rows) {
    byTeam
      .get(player.teamId)
      ?.push({ ...player, user: { fullname, lastname, avatar, username, email, rosterOnly } });
  }
  for (const list of byTeam.values()) list.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return byTeam;
}

export async function toTeamDtos(db: Db, rows: TeamRow[], viewerId: string): Promise<TeamDto[]> {
  const ids = rows.map((t) => t.id);
  const players = await listTeamPlayers(db, ids);
  const stats = await teamStatistics(db, ids);
  return rows.map((team) => {
    const members = players.get(team.id) ?? [];
    const isMember = members.some((p) => p.userId === viewerId) || team.managedById === viewerId;
    return {
      id: team.id,
      name: team.name,
      logo: team.logo,
      imageTeam: team.imageTeam,
      location: team.location,
      lat: team.lat,
      lng: team.lng,
      gender: team.gender,
      genderTeam: team.gender,
      statistics: stats.get(team.id) ?? { won: 0, drawn: 0, lost: 0 },
      // Team-mates see each other's e-mail; strangers looking at a rival do not.
      players: isMember
        ? members
        : members.map((p) => ({ ...p, user: { ...p.user, email: p.user.email === null ? null : '' } })),
      myRole: members.find((p) => p.userId === viewerId)?.role ?? null,
      managedById: team.managedById,
      createdAt: team.createdAt.toISOString(),
    };
  });
}

export async function teamDto(db: Db, team: TeamRow, viewerId: string): Promise<TeamDto> {
  return (await toTeamDtos(db, [team], viewerId))[0]!;
}

export async function createTeam(db: Db, user: UserRow, input: CreateTeam): Promise<TeamDto> {
  const place = placeOf(input);
  return await transaction(db, async (tx) => {
    const team = (await fetchOne(
      tx
        .insert(teams)
        .values({
          name: input.name,
          location: input.location,
          lat: place?.lat ?? null,
          lng: place?.lng ?? null,
          gender: input.genderTeam,
          createdById: user.id,
        })
        .returning(),
    ))!;
    // docs/product/teams.md#creating-a-team — the creator becomes the team's CAPTAIN.
    await execute(tx.insert(teamPlayers).values({ teamId: team.id, userId: user.id, role: 'CAPTAIN' }));
    return await teamDto(tx, team, user.id);
  });
}

/** 'Mis equipos': the teams the user plays in, as captain or through an accepted invitation. */
export async function listMyTeams(db: Db, user: UserRow): Promise<TeamDto[]> {
  const rows = (
    await fetchAll(
      db
        .select({ team: teams })
        .from(teamPlayers)
        .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
        .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt)))
        .orderBy(desc(teamPlayers.createdAt), asc(teams.name)),
    )
  ).map((r) => r.team);
  return await toTeamDtos(db, rows, user.id);
}

export async function getTeam(db: Db, user: UserRow, teamId: string): Promise<TeamDto> {
  return await teamDto(db, await requireTeam(db, teamId), user.id);
}

export async function teamPlayersOf(db: Db, user: UserRow, teamId: string): Promise<TeamPlayerDto[]> {
  return (await getTeam(db, user, teamId)).players;
}

export async function updateTeam(
  db: Db,
  uploads: UploadStore,
  user: UserRow,
  input: UpdateTeam & { avatar?: Blob; teamFile?: Blob },
  countUpload: UploadThrottle,
): Promise<TeamDto> {
  const before = await requireCaptain(db, input.teamId, user.id);
  // Files are checked and stored first; if the update then fails they are removed again. Each file is one upload.
  const save = (file: Blob) => saveImage(uploads, 'teams', file, PROFILE_IMAGE_LIMITS, countUpload);
  const logo = input.avatar ? await save(input.avatar) : null;
  let image: string | null = null;
  try {
    image = input.teamFile ? await save(input.teamFile) : null;
  } catch (error) {
    await removeUpload(uploads, logo);
    throw error;
  }
  const changes: Partial<typeof teams.$inferInsert> = {};
  if (input.nameTeam) changes.name = input.nameTeam;
  if (input.location) {
    const place = placeOf({ location: input.location, lat: input.lat, lng: input.lng });
    changes.location = input.location;
    changes.lat = place?.lat ?? null;
    changes.lng = place?.lng ?? null;
  }
  if (logo) changes.logo = logo;
  if (image) changes.imageTeam = image;
  let team = before;
  try {
    if (Object.keys(changes).length > 0) {
      team = await transaction(db, async (tx) => {
        await requireCaptain(tx, input.teamId, user.id);
        return (await fetchOne(tx.update(teams).set(changes).where(eq(teams.id, input.teamId)).returning()))!;
      });
    }
  } catch (error) {
    await removeUpload(uploads, logo);
    await removeUpload(uploads, image);
    throw error;
  }
  if (logo) await removeUpload(uploads, before.logo);
  if (image) await removeUpload(uploads, before.imageTeam);
  return await teamDto(db, team, user.id);
}

/** docs/product/teams.md#captain-change — the old captain becomes a PLAYER. */
export async function changeCaptain(db: Db, user: UserRow, input: ChangeCaptain): Promise<TeamDto> {
  return await transaction(db, async (tx) => {
    const team = await requireCaptain(tx, input.teamId, user.id);
    const next = await findMember(tx, input.teamId, input.newCaptainId);
    if (next.userId === user.id) throw new DomainError('VALIDATION', 'Already the captain');
    await execute(
      tx
        .update(teamPlayers)
        .set({ role: 'PLAYER' })
        .where(and(eq(teamPlayers.teamId, team.id), eq(teamPlayers.userId, user.id))),
    );
    await execute(tx.update(teamPlayers).set({ role: 'CAPTAIN' }).where(eq(teamPlayers.id, next.id)));
    return await teamDto(tx, team, user.id);
  });
}

/** docs/product/teams.md#removing-a-player — only members whose role is PLAYER. */
export async function removePlayer(
  db: Db,
  user: UserRow,
  input: RemovePlayer,
): Promise<{ team: TeamDto; removedUserId: string }> {
  return await transaction(db, async (tx) => {
    const team = await requireCaptain(tx, input.teamId, user.id);
    const member = await findMember(tx, input.teamId, input.playerId);
    if (member.role !== 'PLAYER') throw new DomainError('CANNOT_REMOVE_CAPTAIN');
    await execute(tx.delete(teamPlayers).where(eq(teamPlayers.id, member.id)));
    return { team: await teamDto(tx, team, user.id), removedUserId: member.userId };
  });
}

/**
 * The captain deletes the team. A team with a tournament match still to play cannot go: the tournament would
 * lose a side. Deleted teams stay in the database for the results they took part in.
 */
export async function deleteTeam(db: Db, user: UserRow, teamId: string): Promise<string[]> {
  return await transaction(db, async (tx) => {
    await requireCaptain(tx, teamId, user.id);
    const busy = await fetchOne(
      tx
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            isNotNull(matches.tournamentId),
            inArray(matches.status, [...UNFINISHED_MATCH_STATUSES]),
            or(eq(matches.teamOneId, teamId), eq(matches.teamTwoId, teamId)),
          ),
        ),
    );
    if (busy || (await teamInOpenTournament(tx, teamId))) throw new DomainError('TEAM_IN_ACTIVE_TOURNAMENT');
    await execute(tx.update(teams).set({ deletedAt: new Date() }).where(eq(teams.id, teamId)));
    await execute(
      tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'PENDING'))),
    );
    // Who lost the team's chat with it.
    return (
      await fetchAll(
        tx.select({ userId: teamPlayers.userId }).from(teamPlayers).where(eq(teamPlayers.teamId, teamId)),
      )
    ).map((r) => r.userId);
  });
}

/** docs/product/teams.md#player-card — a player edits only their own nickname, shirt number and position. */
export async function updatePlayerCard(
  db: Db,
  user: UserRow,
  input: UpdatePlayerTeam,
): Promise<TeamPlayerDto> {
  const card = input.updatePlayerTeamDto;
  return await transaction(db, async (tx) => {
    const member = await fetchOne(
      tx.select().from(teamPlayers).where(eq(teamPlayers.id, input.playerTeamId)),
    );
    if (!member) throw new DomainError('NOT_FOUND');
    await requireTeam(tx, member.teamId);
    if (member.userId !== user.id) throw new DomainError('FORBIDDEN');
    if (card.shirtNumber !== undefined && card.shirtNumber !== null) {
      const taken = await fetchOne(
        tx
          .select({ id: teamPlayers.id })
          .from(teamPlayers)
          .where(
            and(
              eq(teamPlayers.teamId, member.teamId),
              eq(teamPlayers.shirtNumber, card.shirtNumber),
              ne(teamPlayers.id, member.id),
            ),
          ),
      );
      if (taken) throw new DomainError('SHIRT_NUMBER_TAKEN');
    }
    const changes: Partial<typeof teamPlayers.$inferInsert> = {};
    if (card.abbreviatedName !== undefined) changes.abbreviatedName = card.abbreviatedName || null;
    if (card.shirtNumber !== undefined) changes.shirtNumber = card.shirtNumber;
    if (card.position !== undefined) changes.position = card.position;
    if (Object.keys(changes).length > 0) {
      await execute(tx.update(teamPlayers).set(changes).where(eq(teamPlayers.id, member.id)));
    }
    const players = (await listTeamPlayers(tx, [member.teamId])).get(member.teamId) ?? [];
    return players.find((p) => p.id === member.id)!;
  });
}
