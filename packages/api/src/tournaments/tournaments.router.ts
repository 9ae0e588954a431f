import {
  CreateTournament,
  Id,
  InviteToTournament,
  Register,
  SetRegistrationStatus,
  TournamentId,
  TournamentTeam,
  TournamentView,
  UpdateTournament,
} from '@cancha/shared';
import { z } from 'zod';
import { playersOf } from '../notifications/notify';
import { recheckStreams } from '../realtime/guarded-stream';
import { authedProcedure, creatorProcedure, playerProcedure, router } from '../trpc';
import { uploadThrottle } from '../uploads/images';
import {
  approveAllRequests,
  inviteToTournament,
  myTournamentInvitations,
  register,
  setRegistrationStatus,
  tournamentRegistrations,
} from './registrations.service';
import {
  changeTournamentImages,
  createTournament,
  creatorTournaments,
  deleteTournament,
  getTournament,
  playerTournaments,
  publicTournaments,
  removeTeamFromTournament,
  updateTournament,
} from './tournaments.service';

/**
 * docs/product/tournaments.md#calls — PUT tournaments/change-images-tournament/{id}: multipart logoFile,
 * imageFile.
 */
export const TournamentImagesForm = z
  .instanceof(FormData)
  .transform((form) => {
    const out: Record<string, unknown> = { tournamentId: form.get('tournamentId') };
    for (const key of ['logoFile', 'imageFile'] as const) {
      const file = form.get(key);
      if (file instanceof Blob && file.size > 0) out[key] = file;
    }
    return out;
  })
  .pipe(
    z.object({
      tournamentId: Id,
      logoFile: z.instanceof(Blob).optional(),
      imageFile: z.instanceof(Blob).optional(),
    }),
  );

export const tournamentsRouter = router({
  create: creatorProcedure
    .input(CreateTournament)
    .mutation(async ({ ctx, input }) => createTournament(ctx.db, ctx.user, input, ctx.config.publicUrl)),
  update: creatorProcedure
    .input(UpdateTournament)
    .mutation(async ({ ctx, input }) => updateTournament(ctx.db, ctx.user, input, ctx.config.publicUrl)),
  changeImages: creatorProcedure
    .input(TournamentImagesForm)
    .mutation(async ({ ctx, input }) =>
      changeTournamentImages(
        ctx.db,
        ctx.uploads,
        ctx.user,
        input,
        ctx.config.publicUrl,
        uploadThrottle(ctx.rateLimits, ctx.user.id),
      ),
    ),
  delete: creatorProcedure.input(TournamentId).mutation(async ({ ctx, input }) => {
    await deleteTournament(ctx.db, ctx.uploads, ctx.user, input.tournamentId);
    return { success: true as const };
  }),
  removeTeam: creatorProcedure.input(TournamentTeam).mutation(async ({ ctx, input }) => {
    await removeTeamFromTournament(ctx.db, ctx.user, input.tournamentId, input.teamId);
    // The team's players lose the tournament's chat with it.
    recheckStreams(ctx.live, await playersOf(ctx.db, [input.teamId]));
    return { success: true as const };
  }),
  byId: authedProcedure
    .input(TournamentView)
    .query(async ({ ctx, input }) =>
      getTournament(ctx.db, ctx.user, input.tournamentId, input.invite, ctx.config.publicUrl),
    ),
  mine: creatorProcedure.query(async ({ ctx }) => creatorTournaments(ctx.db, ctx.user, ctx.config.publicUrl)),
  public: authedProcedure.query(async ({ ctx }) => publicTournaments(ctx.db, ctx.user, ctx.config.publicUrl)),
  playerTournaments: authedProcedure.query(async ({ ctx }) => playerTournaments(ctx.db, ctx.user)),
});

export const registrationsRouter = router({
  register: playerProcedure
    .input(Register)
    .mutation(async ({ ctx, input }) => register(ctx.db, ctx.user, input)),
  setStatus: authedProcedure
    .input(SetRegistrationStatus)
    .mutation(async ({ ctx, input }) => setRegistrationStatus(ctx.db, ctx.user, input)),
  /** "Aceptar todas": every pending team request while there is room. */
  approveAll: creatorProcedure
    .input(TournamentId)
    .mutation(async ({ ctx, input }) => approveAllRequests(ctx.db, ctx.user, input.tournamentId)),
  ofTournament: creatorProcedure
    .input(TournamentId)
    .query(async ({ ctx, input }) => tournamentRegistrations(ctx.db, ctx.user, input.tournamentId)),
  invite: creatorProcedure
    .input(InviteToTournament)
    .mutation(async ({ ctx, input }) =>
      inviteToTournament(
        { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl },
        ctx.user,
        input,
      ),
    ),
  myInvitations: authedProcedure.query(async ({ ctx }) => myTournamentInvitations(ctx.db, ctx.user)),
});
