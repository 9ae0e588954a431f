import { z } from 'zod';
import { PREFERENCE_KINDS } from './notifications';
import { Id } from './teams.schema';
import { Locale } from './users.schema';

// A browser's push subscription as PushSubscription.toJSON() gives it (docs/api-contract.md#push).
const base64 = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_+/-]{${min},${max}}={0,2}$`));

export const PushEndpoint = z.url({ protocol: /^https?$/ }).max(2048);

export const PushSubscriptionInput = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
    p256dh: base64(86, 88),
    auth: base64(22, 24),
  }),
  /** The language the device's notices are written in; a signed-in user's own otherwise. */
  locale: Locale.optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushEndpointInput = z.object({ endpoint: PushEndpoint });

/** A browser following a public tournament's results, with or without an account. */
export const FollowTournament = PushSubscriptionInput.extend({ tournamentId: Id });
export const UnfollowTournament = z.object({ endpoint: PushEndpoint, tournamentId: Id });

export const PushPreference = z.object({ kind: z.enum(PREFERENCE_KINDS), push: z.boolean() });
