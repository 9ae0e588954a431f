import { type Db, fetchAll, registrations, teamPlayers, teams } from '@cancha/db';
import {
  DEFAULT_DISCIPLINE,
  DEFAULT_KNOCKOUT,
  DEFAULT_WALKOVER,
  hasKnockout,
  type RegistrationDto,
  type TournamentDto,
} from '@cancha/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { pitchIdsOf } from '../match-day/pitches';
import type { RegistrationRow, TournamentRow } from './access';
import { feesOf } from './fees';

// A tournament as its pages receive it (TournamentDto): registrations, teams and pitches, seen by one viewer.

/** A registration holding a place: a team's request or an accepted invitation. */
const holdsTeam = (r: RegistrationRow) => r.teamId !== null;

async function registrationsOf(db: Db, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return [];
  return await fetchAll(
    db
      .select({ registration: registrations, teamName: teams.name, teamLogo: teams.logo })
      .from(registrations)
      .leftJoin(teams, eq(registrations.teamId, teams.id))
      .where(inArray(registrations.tournamentId, tournamentIds))
      .orderBy(asc(registrations.createdAt)),
  );
}

function toRegistrationDto(row: Awaited<ReturnType<typeof registrationsOf>>[number]): RegistrationDto {
  const r = row.registration;
  return {
    id: r.id,
    status: r.status,
    teamId: r.teamId,
    tournamentId: r.tournamentId,
    team: r.teamId && row.teamName !== null ? { name: row.teamName, logo: row.teamLogo } : null,
    createdRegistrationId: r.createdById,
    invitedEmail: r.invitedEmail,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The teams the user plays in, to tell which registrations are theirs. */
export async function myTeamIds(db: Db, userId: string): Promise<Set<string>> {
  return new Set(
    (
      await fetchAll(
        db.select({ teamId: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.userId, userId)),
      )
    ).map((r) => r.teamId),
  );
}

export async function toTournamentDtos(
  db: Db,
  rows: TournamentRow[],
  viewer: UserRow,
  publicUrl: string,
): Promise<TournamentDto[]> {
  const all = await registrationsOf(
    db,
    rows.map((t) => t.id),
  );
  const mine = await myTeamIds(db, viewer.id);
  const pitchIds = await pitchIdsOf(
    db,
    rows.map((t) => t.id),
  );
  return rows.map((t) => {
    const regs = all.filter((r) => r.registration.tournamentId === t.id);
    const isOwner = t.creatorId === viewer.id;
    const approved = regs.filter((r) => r.registration.status === 'APPROVED' && holdsTeam(r.registration));
    const own = regs.filter(
      (r) =>
        (r.registration.teamId !== null && mine.has(r.registration.teamId)) ||
        r.registration.invitedUserId === viewer.id,
    );
    const ownWithTeam = own.filter((r) => r.registration.teamId !== null);
    // docs/product/registrations.md#my-state — APPROVED if the user's team is registered, PENDING if a
    // request waits, else NONE.
    const state = ownWithTeam.some((r) => r.registration.status === 'APPROVED')
      ? 'APPROVED'
      : ownWithTeam.some((r) => r.registration.status === 'PENDING')
        ? 'PENDING'
        : 'NONE';
    const visible = (isOwner ? regs : own).map(toRegistrationDto);
    return {
      id: t.id,
      tournamentId: t.id,
      name: t.name,
      description: t.description,
      logo: t.logo,
      tournamentLogo: t.logo,
      image: t.image,
      tournamentImage: t.image,
      location: t.location,
      lat: t.lat,
      lng: t.lng,
      category: t.category,
      tournamentGender: t.tournamentGender,
      typeFutbol: t.typeFutbol,
      type: t.type,
      startDate: t.startDate,
      endDate: t.endDate,
      registrationDeadline: t.registrationDeadline,
      playingDays: t.playingDays,
      daysOfWeek: t.playingDays,
      playingDay: t.playingDays.map((day) => ({ day })),
      matchDuration: t.matchDuration,
      totalTeams: t.totalTeams,
      totalPlayers: t.totalPlayers,
      registrationFee: { amount: t.registrationFeeAmount, currency: t.registrationFeeCurrency },
      matchFee: { amount: t.matchFeeAmount, currency: t.matchFeeCurrency },
      fees: feesOf(t),
      prizes: t.prizes,
      invitationOnly: t.invitationOnly,
      status: t.status,
      visibility: t.visibility,
      groupStage: t.type === 'GROUPS_KNOCKOUT' ? t.groupStage : null,
      knockout: hasKnockout(t.type) ? { ...DEFAULT_KNOCKOUT, ...t.knockout } : null,
      discipline: { ...DEFAULT_DISCIPLINE, ...t.discipline },
      walkover: { ...DEFAULT_WALKOVER, ...t.walkover },
      pitchIds: pitchIds.get(t.id) ?? [],
      matchWindows: t.matchWindows,
      breakMinutes: t.breakMinutes,
      minRestMinutes: t.minRestMinutes,
      maxMatchesPerTeamPerDay: t.maxMatchesPerTeamPerDay,
      holidays: t.holidays,
      timeZone: t.timeZone,
      creatorId: t.creatorId,
      isOwner,
      registeredTeamsCount: approved.length,
      registeredTeams: approved.map((r) => ({
        id: r.registration.teamId!,
        name: r.teamName ?? '',
        logo: r.teamLogo,
      })),
      registration: visible,
      registrations: visible,
      myRegistrationState: state,
      subscribed: state === 'APPROVED',
      pendingCount: isOwner
        ? regs.filter((r) => r.registration.status === 'PENDING' && holdsTeam(r.registration)).length
        : 0,
      inviteLink: isOwner
        ? `${publicUrl}/player/tournaments-arena/tournament-details/${t.id}?invite=${t.inviteToken}`
        : null,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    };
  });
}
