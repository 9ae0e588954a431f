import { z } from 'zod';
import { Email } from './auth.schema';
import { PositionKey } from './formations.schema';
import {
  INVITATION_STATUSES,
  LOCATION_MAX,
  NEARBY_FILTERS,
  NEARBY_TEAMS_FIRST,
  NICKNAME_MAX,
  SHIRT_NUMBER_MAX,
  TEAM_GENDERS,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
} from './teams';
import { singleLine } from './text.schema';
import { Locale } from './users.schema';

export const TeamGender = z.enum(TEAM_GENDERS);
export type TeamGender = z.infer<typeof TeamGender>;

export const InvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const NearbyFilter = z.enum(NEARBY_FILTERS);
export type NearbyFilter = z.infer<typeof NearbyFilter>;

// A record's key: our ids are UUIDs, but any one-line text up to 64 characters is looked up (and not found).
export const Id = singleLine(64).min(1);

const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);

export const TeamName = singleLine(TEAM_NAME_MAX).min(TEAM_NAME_MIN);

/** A place typed by hand or picked from the suggestions; coordinates come with a picked suggestion. */
export const PlaceInput = z.object({
  location: singleLine(LOCATION_MAX).min(2),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
});

export const CreateTeam = PlaceInput.extend({ name: TeamName, genderTeam: TeamGender });
export type CreateTeam = z.infer<typeof CreateTeam>;

export const TeamId = z.object({ teamId: Id });
export type TeamId = z.infer<typeof TeamId>;

/**
 * The team edit form (docs/product/teams.md#calls — multipart avatar, teamFile, nameTeam); location optional
 * here.
 */
export const UpdateTeam = z.object({
  teamId: Id,
  nameTeam: TeamName.optional(),
  location: PlaceInput.shape.location.optional(),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
});
export type UpdateTeam = z.infer<typeof UpdateTeam>;

/**
 * docs/product/teams.md#calls — PUT team {teamId, newCaptainId, currentCaptainId}; the acting captain comes
 * from the session.
 */
export const ChangeCaptain = z.object({ teamId: Id, newCaptainId: Id, currentCaptainId: Id.optional() });
export type ChangeCaptain = z.infer<typeof ChangeCaptain>;

/** docs/product/teams.md#calls — DELETE team/player/removed {teamId, playerId, captainId}. */
export const RemovePlayer = z.object({ teamId: Id, playerId: Id, captainId: Id.optional() });
export type RemovePlayer = z.infer<typeof RemovePlayer>;

export const ShirtNumber = z.number().int().min(0).max(SHIRT_NUMBER_MAX);

/** What a player edits on their own card: nickname, shirt number and position (null clears). */
export const PlayerCard = z
  .object({
    abbreviatedName: singleLine(NICKNAME_MAX).nullable(),
    shirtNumber: ShirtNumber.nullable(),
    position: PositionKey.nullable(),
  })
  .partial();
export type PlayerCard = z.infer<typeof PlayerCard>;

/** docs/product/teams.md#calls — PUT player-team {playerTeamId, updatePlayerTeamDto, locale}. */
export const UpdatePlayerTeam = z.object({
  playerTeamId: Id,
  updatePlayerTeamDto: PlayerCard,
  locale: Locale.optional(),
});
export type UpdatePlayerTeam = z.infer<typeof UpdatePlayerTeam>;

/** docs/product/teams.md#calls — POST invitations {playerEmail, teamId, locale}. */
export const InvitePlayer = z.object({ playerEmail: Email, teamId: Id, locale: Locale.optional() });
export type InvitePlayer = z.infer<typeof InvitePlayer>;

export const RespondInvitation = z.object({
  invitationId: Id,
  response: z.enum(['ACCEPTED', 'REJECTED']),
});
export type RespondInvitation = z.infer<typeof RespondInvitation>;

export const NearbyTeams = z.object({
  lat: Latitude.optional(),
  lng: Longitude.optional(),
  name: singleLine(TEAM_NAME_MAX).optional(),
  distance: NearbyFilter.optional(),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(50).default(NEARBY_TEAMS_FIRST),
});
export type NearbyTeams = z.input<typeof NearbyTeams>;

/** Address autocomplete: what the user typed so far, optionally within one country (ISO code). */
export const PlaceSearch = z.object({
  query: singleLine(LOCATION_MAX).min(2),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  limit: z.number().int().min(1).max(20).default(8),
});
export type PlaceSearch = z.input<typeof PlaceSearch>;

export const CountryCode = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/),
});
export const LocalityQuery = CountryCode.extend({
  province: singleLine(20).min(1),
  query: singleLine(LOCATION_MAX).optional(),
});
