import { z } from 'zod';
import { Email } from './auth.schema';
import { ROSTER_NAME_MAX, ROSTER_NAME_MIN, ROSTER_PASTE_MAX, TEAMS_PASTE_MAX } from './roster';
import { SHIRT_NUMBER_MAX } from './teams';
import { Id, TeamName } from './teams.schema';
import { singleLine } from './text.schema';
import { Locale } from './users.schema';

export const RosterName = singleLine(ROSTER_NAME_MAX).min(ROSTER_NAME_MIN);

export const RosterPlayer = z.object({
  name: RosterName,
  shirtNumber: z.number().int().min(0).max(SHIRT_NUMBER_MAX).nullable().default(null),
  email: Email.nullable().default(null),
});
export type RosterPlayer = z.infer<typeof RosterPlayer>;

/** The organiser adds teams to their tournament by name: run by them until a captain claims each one. */
export const AddTeamsByName = z.object({
  tournamentId: Id,
  names: z.array(TeamName).min(1).max(TEAMS_PASTE_MAX),
  locale: Locale.optional(),
});
export type AddTeamsByName = z.infer<typeof AddTeamsByName>;

/** Roster lines for a team the organiser runs; a line with an address is e-mailed a link to claim it. */
export const AddRosterPlayers = z.object({
  teamId: Id,
  players: z.array(RosterPlayer).min(1).max(ROSTER_PASTE_MAX),
  locale: Locale.optional(),
});
export type AddRosterPlayers = z.infer<typeof AddRosterPlayers>;

export const RemoveRosterPlayer = z.object({ teamId: Id, playerId: Id });
export type RemoveRosterPlayer = z.infer<typeof RemoveRosterPlayer>;

/** A typo fixed: the name and shirt number of someone on the roster who has no account yet. */
export const UpdateRosterPlayer = RemoveRosterPlayer.extend({
  name: RosterName,
  shirtNumber: RosterPlayer.shape.shirtNumber,
});
export type UpdateRosterPlayer = z.infer<typeof UpdateRosterPlayer>;

/** The organiser hands a team they run to a captain, by address. */
export const HandOverTeam = z.object({ teamId: Id, email: Email, locale: Locale.optional() });
export type HandOverTeam = z.infer<typeof HandOverTeam>;
