import {
  AddReferee,
  AnswerAssignment,
  AssignmentQuery,
  BoardStream,
  CreateVenue,
  DayBoardQuery,
  DaySheetsQuery,
  DomainError,
  FreeSlotsQuery,
  MatchId,
  RefereeDigestToken,
  RefereeId,
  ScheduleMatches,
  TournamentId,
  UpdateReferee,
  UpdateVenue,
  VenueId,
} from '@cancha/shared';
import { toTRPCError } from '../errors';
import { authedProcedure, creatorProcedure, publicProcedure, router } from '../trpc';
import { dayBoard, daySheets, matchSheets } from './board.service';
import { boardStream } from './board-live';
import { confirmRefereeDigest, refereeDigest } from './referee-digest.service';
import { addReferee, deleteReferee, listReferees, updateReferee } from './referees.service';
import { answerAssignment, assignment, matchFreeSlots, scheduleTournament } from './schedule.service';
import { createVenue, deleteVenue, listVenues, updateVenue } from './venues.service';

// Match day (docs/decisions/014): venues and pitches, referees, the automatic schedule, moves and the day's board.
export const matchDayRouter = router({
  venues: creatorProcedure.query(async ({ ctx }) => listVenues(ctx.db, ctx.user)),
  createVenue: creatorProcedure
    .input(CreateVenue)
    .mutation(async ({ ctx, input }) => createVenue(ctx.db, ctx.user, input)),
  updateVenue: creatorProcedure
    .input(UpdateVenue)
    .mutation(async ({ ctx, input }) => updateVenue(ctx.db, ctx.user, input)),
  deleteVenue: creatorProcedure
    .input(VenueId)
    .mutation(async ({ ctx, input }) => deleteVenue(ctx.db, ctx.user, input.venueId)),
  referees: creatorProcedure
    .input(TournamentId)
    .query(async ({ ctx, input }) => listReferees(ctx.db, ctx.user, input.tournamentId)),
  addReferee: creatorProcedure
    .input(AddReferee)
    .mutation(async ({ ctx, input }) => addReferee(ctx.db, ctx.user, input)),
  updateReferee: creatorProcedure
    .input(UpdateReferee)
    .mutation(async ({ ctx, input }) => updateReferee(ctx.db, ctx.user, input)),
  deleteReferee: creatorProcedure
    .input(RefereeId)
    .mutation(async ({ ctx, input }) => deleteReferee(ctx.db, ctx.user, input.refereeId)),
  /** Matches placed on a day, time, pitch and referee: one round's, those without a pitch, or a re-plan. */
  schedule: creatorProcedure
    .input(ScheduleMatches)
    .mutation(async ({ ctx, input }) => scheduleTournament(ctx.db, ctx.user, input)),
  /** The legal slots nearest to a match's current one over the play days, for moving it with one tap. */
  freeSlots: authedProcedure
    .input(FreeSlotsQuery)
    .query(async ({ ctx, input }) => matchFreeSlots(ctx.db, ctx.user, input)),
  /** The day's board: public for public tournaments, like their pages. */
  board: publicProcedure
    .input(DayBoardQuery)
    .query(async ({ ctx, input }) => dayBoard(ctx.db, ctx.user, input)),
  /** 'Read the board again': its matches changed (a result, a move, a kick-off). Public like the board. */
  onBoard: publicProcedure.input(BoardStream).subscription(async function* ({ ctx, input, signal }) {
    try {
      yield* boardStream(ctx, input, signal);
    } catch (error) {
      // A refusal is the reader's answer, not a fault of the server: it travels with its own code.
      throw error instanceof DomainError ? toTRPCError(error) : error;
    }
  }),
  /** What the printed match sheet shows (the REST route renders it as a PDF): for the match's organiser. */
  sheet: authedProcedure
    .input(MatchId)
    .query(async ({ ctx, input }) => matchSheets(ctx.db, ctx.user, input.matchId)),
  /** Every sheet of a day, for "print all of today's sheets". */
  daySheets: creatorProcedure
    .input(DaySheetsQuery)
    .query(async ({ ctx, input }) => daySheets(ctx.db, ctx.user, input)),
  /** The assignment a referee answers: with the e-mail link's token, or signed in as the referee. */
  assignment: publicProcedure
    .input(AssignmentQuery)
    .query(async ({ ctx, input }) => assignment(ctx.db, ctx.user, input)),
  /** A referee confirms or declines: signed in as the referee's account, or with the e-mail link's token. */
  answerAssignment: publicProcedure
    .input(AnswerAssignment)
    .mutation(async ({ ctx, input }) => answerAssignment(ctx.db, ctx.user, input)),
  /** A referee's daily e-mail as its 'Confirmar todos' link shows it: its matches as they stand now. */
  refereeDigest: publicProcedure
    .input(RefereeDigestToken)
    .query(async ({ ctx, input }) => refereeDigest(ctx.db, input)),
  /** 'Confirmar todos': every match of the e-mail still the referee's, unchanged and to be played. */
  confirmRefereeDigest: publicProcedure
    .input(RefereeDigestToken)
    .mutation(async ({ ctx, input }) => confirmRefereeDigest(ctx.db, input)),
});
