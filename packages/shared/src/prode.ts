// El Prode, the prediction game (docs/decisions/015-prode.md): limits, the default scoring and what the screens
// and /api/v1 read.
import type { RoundStage } from './fixtures';

export const PRODE_NAME_MAX = 80;
export const PRODE_RULES_MAX = 4000;
export const PRODE_PRIZE_MAX = 500;
export const PRODE_TOURNAMENTS_MAX = 10;
export const PRODE_LEAGUE_NAME_MAX = 60;
export const PRODE_LEADERBOARD_PAGE = 50;
/** The reminder goes out this long before the first kick-off of a round a player has not predicted. */
export const PRODE_REMINDER_HOURS = 24;

export interface ProdeScoringValue {
  exact: number;
  outcome: number;
  championBonus: number;
}

export const DEFAULT_PRODE_SCORING: ProdeScoringValue = { exact: 3, outcome: 1, championBonus: 5 };

/** UPCOMING until its start, LIVE while any of its matches is still to be played, FINISHED after. */
export type ProdeGameStatus = 'UPCOMING' | 'LIVE' | 'FINISHED';

export interface ProdeGameDto {
  id: string;
  name: string;
  rules: string;
  prize: string;
  scoring: ProdeScoringValue;
  /** ISO instant; champion picks close then. */
  startsAt: string | null;
  status: ProdeGameStatus;
  /** ISO instant the next predictions close (the next kick-off of a match still open); null when none is dated. */
  nextDeadline: string | null;
  /** SITE: run by the site owners over any public tournaments; TOURNAMENT: by a tournament's creator. */
  scope: 'SITE' | 'TOURNAMENT';
  tournaments: { id: string; name: string; roundIds: string[] | null }[];
  players: number;
  /** Whether the reader takes part, and their standing. */
  joined: boolean;
  me: { points: number; exact: number; position: number } | null;
  /** The reader may edit or delete it. */
  canManage: boolean;
}

export interface ProdePredictionDto {
  matchId: string;
  userId: string;
  teamOneScore: number;
  teamTwoScore: number;
  /** Null until the match is scored. */
  points: number | null;
  exact: boolean;
  updatedAt: string;
}

export interface ProdeCardMatchDto {
  matchId: string;
  tournamentId: string;
  tournamentName: string;
  roundId: string;
  stage: RoundStage;
  teamOne: { id: string; name: string; image: string | null };
  teamTwo: { id: string; name: string; image: string | null };
  date: string | null;
  time: string | null;
  /** ISO instant the predictions close; null while the match has no date. */
  closesAt: string | null;
  open: boolean;
  status: string;
  result: { teamOne: number; teamTwo: number } | null;
  mine: ProdePredictionDto | null;
}

export interface ProdeChampionPickDto {
  tournamentId: string;
  tournamentName: string;
  teamId: string | null;
  open: boolean;
  points: number | null;
  teams: { id: string; name: string }[];
}

export interface ProdeCardDto {
  game: ProdeGameDto;
  rounds: ProdeRoundDto[];
  /** The round shown: the one asked for, else the first with a match still open, else the last. */
  roundId: string | null;
  matches: ProdeCardMatchDto[];
  champions: ProdeChampionPickDto[];
}

export interface ProdeLeaderboardEntry {
  userId: string;
  name: string;
  image: string | null;
  points: number;
  exact: number;
  position: number;
  /** Places climbed (positive) or lost since before the last matchday; null when new or when filtered by round. */
  change: number | null;
}

export interface ProdeLeaderboardDto {
  entries: ProdeLeaderboardEntry[];
  total: number;
  page: number;
  pageSize: number;
  me: ProdeLeaderboardEntry | null;
}

export interface ProdeRoundDto {
  id: string;
  tournamentId: string;
  tournamentName: string;
  stage: RoundStage;
}

export interface ProdeLeagueDto {
  id: string;
  gameId: string;
  name: string;
  members: number;
  /** Only for its members: the invitation token the link carries. */
  token: string | null;
  isOwner: boolean;
}
