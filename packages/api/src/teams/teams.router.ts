import {
  AddRosterPlayers,
  AddTeamsByName,
  ChangeCaptain,
  CreateTeam,
  HandOverTeam,
  Id,
  InvitePlayer,
  NearbyTeams,
  RemovePlayer,
  RemoveRosterPlayer,
  RespondInvitation,
  SaveFormation,
  TeamId,
  UpdatePlayerTeam,
  UpdateRosterPlayer,
  UpdateTeam,
} from '@cancha/shared';
import { z } from 'zod';
import { recheckStreams } from '../realtime/guarded-stream';
import { authedProcedure, creatorProcedure, playerProcedure, router } from '../trpc';
import { uploadThrottle } from '../uploads/images';
import { listFormations, saveFormation } from './formations.service';
import {
  invitationsOverview,
  invitePlayer,
  myInvitations,
  respondInvitation,
  teamInvitationsOf,
  waitingInvitations,
} from './invitations.service';
import { nearbyTeams } from './nearby.service';
import {
  addRosterPlayers,
  addTeamsByName,
  handOverTeam,
  removeRosterPlayer,
  rosterInvitations,
  updateRosterPlayer,
} from './roster.service';
import {
  changeCaptain,
  createTeam,
  deleteTeam,
  getTeam,
  listMyTeams,
  removePlayer,
  teamPlayersOf,
  updatePlayerCard,
  updateTeam,
} from './teams.service';

const TEAM_FORM_FIELDS = ['teamId', 'nameTeam', 'location', 'lat', 'lng'] as const;

/**
 * docs/product/teams.md#calls — the team edit travels as multipart: avatar, teamFile, nameTeam (plus the team
 * id).
 */
export const TeamForm = z
  .instanceof(FormData)
  .transform((form) => {
    const out: Record<string, unknown> = {};
    for (const key of TEAM_FORM_FIELDS) {
      const value = form.get(key);
      if (typeof value !== 'string' || value.trim() === '') continue;
      out[key] = key === 'lat' || key === 'lng' ? Number(value) : value;
    }
    for (const key of ['avatar', 'teamFile'] as const) {
      const file = form.get(key);
      if (file instanceof Blob && file.size > 0) out[key] = file;
    }
    return out;
  })
  .pipe(
    UpdateTeam.extend({ avatar: z.instanceof(Blob).optional(), teamFile: z.instanceof(Blob).optional() }),
  );

export const teamsRouter = router({
  create: playerProcedure
    .input(CreateTeam)
    .mutation(async ({ ctx, input }) => createTeam(ctx.db, ctx.user, input)),
  mine: authedProcedure.query(async ({ ctx }) => listMyTeams(ctx.db, ctx.user)),
  byId: authedProcedure
    .input(TeamId)
    .query(async ({ ctx, input }) => getTeam(ctx.db, ctx.user, input.teamId)),
  players: authedProcedure
    .input(TeamId)
    .query(async ({ ctx, input }) => teamPlayersOf(ctx.db, ctx.user, input.teamId)),
  update: playerProcedure
    .input(TeamForm)
    .mutation(async ({ ctx, input }) =>
      updateTeam(ctx.db, ctx.uploads, ctx.user, input, uploadThrottle(ctx.rateLimits, ctx.user.id)),
    ),
  changeCaptain: playerProcedure
    .input(ChangeCaptain)
    .mutation(async ({ ctx, input }) => changeCaptain(ctx.db, ctx.user, input)),
  removePlayer: playerProcedure.input(RemovePlayer).mutation(async ({ ctx, input }) => {
    const { team, removedUserId } = await removePlayer(ctx.db, ctx.user, input);
    recheckStreams(ctx.live, [removedUserId]);
    return team;
  }),
  delete: playerProcedure.input(TeamId).mutation(async ({ ctx, input }) => {
    recheckStreams(ctx.live, await deleteTeam(ctx.db, ctx.user, input.teamId));
    return { success: true as const };
  }),
  updatePlayerCard: playerProcedure
    .input(UpdatePlayerTeam)
    .mutation(async ({ ctx, input }) => updatePlayerCard(ctx.db, ctx.user, input)),
  nearby: playerProcedure
    .input(NearbyTeams)
    .query(async ({ ctx, input }) => nearbyTeams(ctx.db, ctx.user, input)),
});

export const invitationsRouter = router({
  invite: playerProcedure
    .input(InvitePlayer)
    .mutation(async ({ ctx, input }) =>
      invitePlayer({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ctx.user, input),
    ),
  mine: authedProcedure.query(async ({ ctx }) => myInvitations(ctx.db, ctx.user)),
  /** For an account that has not confirmed its address: how many invitations wait for it, not which. */
  waiting: authedProcedure.query(async ({ ctx }) => waitingInvitations(ctx.db, ctx.user)),
  respond: playerProcedure
    .input(RespondInvitation)
    .mutation(async ({ ctx, input }) => respondInvitation(ctx.db, ctx.user, input)),
  overview: authedProcedure.query(async ({ ctx }) => invitationsOverview(ctx.db, ctx.user)),
  ofTeam: playerProcedure
    .input(TeamId)
    .query(async ({ ctx, input }) => teamInvitationsOf(ctx.db, ctx.user, input.teamId)),
});

export const formationsRouter = router({
  ofTeam: authedProcedure
    .input(TeamId)
    .query(async ({ ctx, input }) => listFormations(ctx.db, ctx.user, input.teamId)),
  save: playerProcedure
    .input(SaveFormation.extend({ teamId: Id, structure: z.string().trim().min(1).max(40) }))
    .mutation(async ({ ctx, input }) => {
      const { teamId, structure, ...body } = input;
      return await saveFormation(ctx.db, ctx.user, teamId, structure, body);
    }),
});

/** Teams by name (docs/decisions/025): what the organiser does for the teams they add and run. */
export const rosterRouter = router({
  addTeams: creatorProcedure
    .input(AddTeamsByName)
    .mutation(async ({ ctx, input }) => addTeamsByName(ctx.db, ctx.user, input)),
  addPlayers: creatorProcedure
    .input(AddRosterPlayers)
    .mutation(async ({ ctx, input }) =>
      addRosterPlayers({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ctx.user, input),
    ),
  updatePlayer: creatorProcedure
    .input(UpdateRosterPlayer)
    .mutation(async ({ ctx, input }) => updateRosterPlayer(ctx.db, ctx.user, input)),
  removePlayer: creatorProcedure
    .input(RemoveRosterPlayer)
    .mutation(async ({ ctx, input }) => removeRosterPlayer(ctx.db, ctx.user, input)),
  handOver: creatorProcedure
    .input(HandOverTeam)
    .mutation(async ({ ctx, input }) =>
      handOverTeam({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ctx.user, input),
    ),
  invitations: creatorProcedure
    .input(TeamId)
    .query(async ({ ctx, input }) => rosterInvitations(ctx.db, ctx.user, input.teamId)),
});
