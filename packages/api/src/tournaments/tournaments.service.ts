import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  groupMembers,
  matches,
  registrations,
  rounds,
  teams,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  type CreateTournament,
  DomainError,
  hasKnockout,
  type MyTournamentItem,
  type TournamentDto,
  tournamentProblems,
  type UpdateTournament,
} from '@cancha/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { bookHasEntries } from '../ledger/book';
import { setTournamentPitches } from '../match-day/pitches';
import { placeOf } from '../places/place-of';
import { PROFILE_IMAGE_LIMITS, removeUpload, saveImage, type UploadThrottle } from '../uploads/images';
import type { UploadStore } from '../uploads/store';
import { requireOwner, requireTournament, type TournamentRow } from './access';
import { bookCurrency, feeColumns, feesChanged, feesChangedEvent, teamsChanged } from './fees';
import { myTeamIds, toTournamentDtos } from './tournament-dto';
import { maySeeTournament } from './visibility';

type Fields = Partial<z.output<typeof CreateTournament>>;

function columnsOf(input: Fields): Partial<typeof tournaments.$inferInsert> {
  const { registrationFee, matchFee, fees, lat: _lat, lng: _lng, pitchIds: _pitches, ...rest } = input;
  const out: Partial<typeof tournaments.$inferInsert> = { ...rest, ...feeColumns(input) };
  if (input.type !== undefined && input.type !== 'GROUPS_KNOCKOUT') out.groupStage = null;
  if (input.type !== undefined && !hasKnockout(input.type)) out.knockout = null;
  if (input.location !== undefined) {
    const place = placeOf({ location: input.location, lat: input.lat, lng: input.lng });
    out.lat = place?.lat ?? null;
    out.lng = place?.lng ?? null;
  }
  return out;
}

/** Whether an edit changes how the tournament is played: its type, group stage or knock-out. */
function formatChanges(before: TournamentRow, fields: Fields): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (
    (fields.type !== undefined && fields.type !== before.type) ||
    (fields.groupStage !== undefined && !same(fields.groupStage, before.groupStage)) ||
    (fields.knockout !== undefined && !same(fields.knockout, before.knockout))
  );
}

/** Whether the draw was made (a round, or a group draw): the format is fixed from then on. */
async function formatDrawn(db: Db, tournamentId: string): Promise<boolean> {
  return (
    (await fetchOne(
      db.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, tournamentId)),
    )) !== undefined ||
    (await fetchOne(
      db
        .select({ id: groupMembers.teamId })
        .from(groupMembers)
        .where(eq(groupMembers.tournamentId, tournamentId)),
    )) !== undefined
  );
}

/**
 * docs/product/tournaments.md#ownership — only ADMIN users create tournaments (checked by the router's
 * procedure).
 */
export async function createTournament(
  db: Db,
  user: UserRow,
  input: z.output<typeof CreateTournament>,
  publicUrl: string,
): Promise<TournamentDto> {
  return await transaction(db, async (tx) => {
    const row = (await fetchOne(
      tx
        .insert(tournaments)
        .values({ ...(columnsOf(input) as typeof tournaments.$inferInsert), creatorId: user.id })
        .returning(),
    ))!;
    if (input.pitchIds) await setTournamentPitches(tx, row.id, user, input.pitchIds);
    return (await toTournamentDtos(tx, [row], user, publicUrl))[0]!;
  });
}

export async function updateTournament(
  db: Db,
  user: UserRow,
  input: z.output<typeof UpdateTournament>,
  publicUrl: string,
): Promise<TournamentDto> {
  const { tournamentId, ...fields } = input;
  return await transaction(db, async (tx) => {
    const before = await requireOwner(tx, tournamentId, user);
    // The rules that tie fields together hold for the edit merged onto what is stored.
    const merged = {
      ...before,
      registrationFee: { amount: before.registrationFeeAmount, currency: before.registrationFeeCurrency },
      matchFee: { amount: before.matchFeeAmount, currency: before.matchFeeCurrency },
      ...fields,
    };
    const [problem] = tournamentProblems(merged);
    if (problem) throw new DomainError('VALIDATION', `${problem.path}: ${problem.message}`);
    const approved = (await fetchOne(
      tx
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'APPROVED'))),
    ))!.n;
    if (fields.totalTeams !== undefined && fields.totalTeams < approved) {
      throw new DomainError('VALIDATION', 'totalTeams below the registered teams');
    }
    if (formatChanges(before, fields) && (await formatDrawn(tx, tournamentId)))
      throw new DomainError('FORMAT_LOCKED');
    const changes = columnsOf(fields);
    const money = { ...before, ...changes };
    // The cash book is kept in one currency: once it has an entry, the currency stays.
    if (bookCurrency(money) !== bookCurrency(before) && (await bookHasEntries(tx, tournamentId)))
      throw new DomainError('CURRENCY_LOCKED');
    if (feesChanged(before, money)) await feesChangedEvent(tx, tournamentId);
    if (fields.pitchIds) await setTournamentPitches(tx, tournamentId, user, fields.pitchIds);
    const row =
      Object.keys(changes).length > 0
        ? (await fetchOne(
            tx.update(tournaments).set(changes).where(eq(tournaments.id, tournamentId)).returning(),
          ))!
        : before;
    return (await toTournamentDtos(tx, [row], user, publicUrl))[0]!;
  });
}

export async function changeTournamentImages(
  db: Db,
  uploads: UploadStore,
  user: UserRow,
  input: { tournamentId: string; logoFile?: Blob; imageFile?: Blob },
  publicUrl: string,
  countUpload: UploadThrottle,
): Promise<TournamentDto> {
  const before = await requireOwner(db, input.tournamentId, user);
  // Each file is one upload.
  const save = (file: Blob) => saveImage(uploads, 'tournaments', file, PROFILE_IMAGE_LIMITS, countUpload);
  const logo = input.logoFile ? await save(input.logoFile) : null;
  let image: string | null = null;
  try {
    image = input.imageFile ? await save(input.imageFile) : null;
  } catch (error) {
    await removeUpload(uploads, logo);
    throw error;
  }
  const changes: Partial<typeof tournaments.$inferInsert> = {};
  if (logo) changes.logo = logo;
  if (image) changes.image = image;
  const row =
    Object.keys(changes).length > 0
      ? (await fetchOne(
          db.update(tournaments).set(changes).where(eq(tournaments.id, before.id)).returning(),
        ))!
      : before;
  if (logo) await removeUpload(uploads, before.logo);
  if (image) await removeUpload(uploads, before.image);
  return (await toTournamentDtos(db, [row], user, publicUrl))[0]!;
}

/** docs/product/tournaments.md#deleting — deleted only while no team is registered. */
export async function deleteTournament(db: Db, uploads: UploadStore, user: UserRow, tournamentId: string) {
  const row = await transaction(db, async (tx) => {
    const t = await requireOwner(tx, tournamentId, user);
    const withTeam = await fetchOne(
      tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.tournamentId, tournamentId),
            isNotNull(registrations.teamId),
            ne(registrations.status, 'REJECTED'),
          ),
        ),
    );
    if (withTeam) throw new DomainError('TOURNAMENT_HAS_TEAMS');
    await execute(tx.delete(tournaments).where(eq(tournaments.id, tournamentId)));
    return t;
  });
  await removeUpload(uploads, row.logo);
  await removeUpload(uploads, row.image);
}

export async function removeTeamFromTournament(db: Db, user: UserRow, tournamentId: string, teamId: string) {
  await transaction(db, async (tx) => {
    await requireOwner(tx, tournamentId, user);
    const playing = await fetchOne(
      tx
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.tournamentId, tournamentId),
            or(eq(matches.teamOneId, teamId), eq(matches.teamTwoId, teamId)),
          ),
        ),
    );
    if (playing) throw new DomainError('TEAM_IN_FIXTURE');
    const removed = await fetchAll(
      tx
        .delete(registrations)
        .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.teamId, teamId)))
        .returning({ id: registrations.id }),
    );
    if (removed.length === 0) throw new DomainError('NOT_FOUND');
    await teamsChanged(tx, tournamentId);
  });
}

/** A tournament for whoever may see it (tournaments/visibility.ts): the creator, its teams, its invitees, its link. */
export async function getTournament(
  db: Db,
  user: UserRow,
  tournamentId: string,
  invite: string | undefined,
  publicUrl: string,
): Promise<TournamentDto> {
  const row = await requireTournament(db, tournamentId);
  if (!(await maySeeTournament(db, row, { user, invite }))) throw new DomainError('NOT_FOUND');
  return (await toTournamentDtos(db, [row], user, publicUrl))[0]!;
}

/** docs/product/tournaments.md#calls — GET tournaments/creates. */
export async function creatorTournaments(db: Db, user: UserRow, publicUrl: string): Promise<TournamentDto[]> {
  const rows = await fetchAll(
    db
      .select()
      .from(tournaments)
      .where(eq(tournaments.creatorId, user.id))
      .orderBy(desc(tournaments.createdAt)),
  );
  return await toTournamentDtos(db, rows, user, publicUrl);
}

/**
 * docs/product/tournaments.md#arena — the public list: PUBLIC and OPEN, without the tournaments where the
 * user's registration is PENDING or REJECTED.
 */
export async function publicTournaments(db: Db, user: UserRow, publicUrl: string): Promise<TournamentDto[]> {
  const rows = await fetchAll(
    db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.visibility, 'PUBLIC'), eq(tournaments.status, 'OPEN')))
      .orderBy(asc(tournaments.registrationDeadline), asc(tournaments.name)),
  );
  return (await toTournamentDtos(db, rows, user, publicUrl)).filter(
    (t) =>
      !t.registration.some((r) => r.teamId !== null && (r.status === 'PENDING' || r.status === 'REJECTED')),
  );
}

/** docs/product/tournaments.md#arena — 'Mis torneos': each registration of the user's teams. */
export async function playerTournaments(db: Db, user: UserRow): Promise<MyTournamentItem[]> {
  const teamIds = [...(await myTeamIds(db, user.id))];
  if (teamIds.length === 0) return [];
  const rows = await fetchAll(
    db
      .select({ registration: registrations, tournament: tournaments, teamName: teams.name })
      .from(registrations)
      .innerJoin(tournaments, eq(registrations.tournamentId, tournaments.id))
      .innerJoin(teams, eq(registrations.teamId, teams.id))
      .where(inArray(registrations.teamId, teamIds))
      .orderBy(desc(registrations.createdAt)),
  );
  if (rows.length === 0) return [];
  const counts = new Map(
    (
      await fetchAll(
        db
          .select({ tournamentId: registrations.tournamentId, n: count() })
          .from(registrations)
          .where(
            and(
              inArray(
                registrations.tournamentId,
                rows.map((r) => r.tournament.id),
              ),
              eq(registrations.status, 'APPROVED'),
            ),
          )
          .groupBy(registrations.tournamentId),
      )
    ).map((r) => [r.tournamentId, r.n]),
  );
  return rows.map(({ registration, tournament, teamName }) => ({
    registrationId: registration.id,
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    tournamentLocation: tournament.location,
    teamId: registration.teamId,
    teamName,
    tournamentStatus: tournament.status,
    registrationStatus: registration.status,
    registeredTeams: counts.get(tournament.id) ?? 0,
    totalTeams: tournament.totalTeams,
    tournamentRegistrationDeadline: tournament.registrationDeadline,
  }));
}
