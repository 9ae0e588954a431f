import { AnswerChallenge, ChallengeId, CreateChallenge, UpdateMatch } from '@cancha/shared';
import { updateMatch } from '../competition/matches.service';
import { authedProcedure, playerProcedure, router } from '../trpc';
import {
  answerChallenge,
  createChallenge,
  getChallenge,
  myChallenges,
  requireFriendly,
} from './challenges.service';

export const challengesRouter = router({
  mine: authedProcedure.query(async ({ ctx }) => myChallenges(ctx.db, ctx.user)),
  byId: authedProcedure
    .input(ChallengeId)
    .query(async ({ ctx, input }) => getChallenge(ctx.db, ctx.user, input.challengeId)),
  create: playerProcedure
    .input(CreateChallenge)
    .mutation(async ({ ctx, input }) => createChallenge(ctx.db, ctx.user, input)),
  answer: playerProcedure
    .input(AnswerChallenge)
    .mutation(async ({ ctx, input }) => answerChallenge(ctx.db, ctx.user, input)),
  /** Place, date, time, status or scores of a friendly's match; the match rules decide who and when. */
  updateMatch: playerProcedure.input(UpdateMatch).mutation(async ({ ctx, input }) => {
    await requireFriendly(ctx.db, input.matchId);
    return await updateMatch(ctx.db, ctx.user, input);
  }),
});
