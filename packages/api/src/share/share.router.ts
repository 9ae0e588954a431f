import { ShareCardQuery } from '@cancha/shared';
import { publicProcedure, router } from '../trpc';
import { bracketCard, matchCard, roundCard, scorersCard, standingsCard } from './share-cards';

const CARDS = {
  match: matchCard,
  round: roundCard,
  standings: standingsCard,
  bracket: bracketCard,
  scorers: scorersCard,
};

// What a share image shows, checked like the page it comes from (the REST route draws it: apps/server/src/rest/share.ts).
export const shareRouter = router({
  card: publicProcedure
    .input(ShareCardQuery)
    .query(({ ctx, input }) => CARDS[input.kind](ctx.db, ctx.user, input.id, input.locale)),
});
