import { z } from 'zod';
import { Id } from './teams.schema';
import { Locale } from './users.schema';

// The share images (docs/api-contract.md#share): what is drawn, in which language and at which size.
export const SHARE_KINDS = ['match', 'round', 'standings', 'bracket', 'scorers'] as const;

export const ShareCardQuery = z.object({
  kind: z.enum(SHARE_KINDS),
  /** The match or round for those kinds, else the tournament. */
  id: Id,
  locale: Locale.default('es'),
});
export type ShareCardQuery = z.input<typeof ShareCardQuery>;

export const ShareSizeParam = z.enum(['square', 'wide']).default('square');
