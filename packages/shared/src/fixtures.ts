import type { MatchDecision, PointAdjustmentDto } from './awards';
import type { ChallengeStats } from './challenges';
import type { ChallengeStatus } from './challenges.schema';
import type { MatchPitchDto, MatchRefereeDto, ScheduleResultDto } from './match-day';
import type { RoundKind } from './matches';
import type { EventType, FinalChoice, MatchStatus, TieBreakPreset } from './matches.schema';

// Answers of the fixtures, matches, statistics and ranking calls (docs/product/competition.md#fixture,
// #match-detail, docs/product/standings-and-rankings.md#standings, #ranking).

export interface MatchTeamDto {
  id: string;
  name: string;
  logo: string | null;
  captainId: string | null;
}

export interface MatchEventDto {
  id: string;
  matchId: string;
  teamId: string;
  /** Null for a goal entered through the result form: it belongs to no player. */
  playerId: string | null;
  type: EventType;
  minute: number;
  player: { user: { fullname: string | null; lastname: string | null; avatar: string | null } } | null;
}

export interface MatchDto {
  id: string;
  tournamentId: string | null;
  roundId: string | null;
  /** A group-stage match's group ('A', 'B'…); null elsewhere. */
  group: string | null;
  /** The match for third place, played beside the final. */
  thirdPlace: boolean;
  /** A two-legged tie's leg: 1 (ida) or 2 (vuelta, the sides swapped); null for a match that is a tie on its own. */
  leg: 1 | 2 | null;
  /** The tie both legs belong to, on each of them; null for a single match. */
  tie: TieDto | null;
  /** A result decided off the pitch: a walkover ('W.O.') or a forfeit; null for a result played out. */
  decision: MatchDecision | null;
  /** The team the decision went against: the one that did not show up, or forfeited. */
  decisionAgainstTeamId: string | null;
  date: string | null;
  matchdate: string | null;
  time: string | null;
  status: MatchStatus;
  location: string | null;
  /** Match day (docs/decisions/014): the pitch it is placed on and its referee with their answer. */
  pitch: MatchPitchDto | null;
  referee: MatchRefereeDto | null;
  teamOneId: string;
  teamTwoId: string | null;
  teamOne: MatchTeamDto;
  /** Null for a bye: teamOne advances ('AVANZA:'; before the final, 'AVANZA DIRECTO A LA FINAL'). */
  teamTwo: MatchTeamDto | null;
  teamOneScore: number | null;
  teamTwoScore: number | null;
  penaltiesTeamOne: number | null;
  penaltiesTeamTwo: number | null;
  captainTeamOneId: string | null;
  captainTeamTwoId: string | null;
  /**
   * The team that goes through (knock-out) or won; null while undecided or level in a league. A first leg sends
   * nobody through, so it is null there; a second leg names the tie's winner.
   */
  winnerTeamId: string | null;
}

/** A knock-out's final as the champion's announcement tells it: both legs' aggregate for a two-legged final. */
export interface FinalResultDto {
  opponentName: string;
  goalsFor: number;
  goalsAgainst: number;
  /** The shoot-out, when the final was decided on penalties. */
  penaltiesFor: number | null;
  penaltiesAgainst: number | null;
}

/** How a decided tie was won. */
export type TieDecision = 'AGGREGATE' | 'AWAY_GOALS' | 'PENALTIES';

/** A two-legged tie, sides named as in the first leg (teamOne hosted it, teamTwo hosts the second). */
export interface TieDto {
  firstLegId: string;
  secondLegId: string;
  teamOneId: string;
  teamTwoId: string;
  /** The first leg's score and whether it is over, so the second leg's form knows when a shoot-out is due. */
  firstLeg: { teamOneScore: number | null; teamTwoScore: number | null; completed: boolean };
  /** Goals over both legs; null until both legs have a score. */
  teamOneGoals: number | null;
  teamTwoGoals: number | null;
  /** Goals scored as the visitors; null as above. */
  teamOneAwayGoals: number | null;
  teamTwoAwayGoals: number | null;
  /** Whether away goals decide a level aggregate in this tournament. */
  awayGoalsRule: boolean;
  /** The second leg's shoot-out, in the first leg's sides; null when none was needed or entered. */
  penaltiesTeamOne: number | null;
  penaltiesTeamTwo: number | null;
  /** The team through once both legs are completed; null before. */
  winnerTeamId: string | null;
  decidedBy: TieDecision | null;
}

/** Where a match is played, as a player on the way there needs it. */
export interface MatchPlaceDto {
  /** "Predio Norte · Cancha A", or the place typed for the match or its tournament. */
  name: string;
  /** The venue's street address, when the match is on a pitch. */
  address: string | null;
  lat: number | null;
  lng: number | null;
}

/** A match on the player's home (issue 42): when, and where, with what a maps link and a calendar need. */
export interface NextMatchDto extends MatchDto {
  tournamentName: string | null;
  place: MatchPlaceDto | null;
  /** Minutes it lasts. */
  duration: number | null;
}

export interface MatchDetailDto extends MatchDto {
  tournament: { id: string; name: string; type: string; matchDuration: number; isPublic: boolean } | null;
  locationTournament: { location: string } | null;
  round: { id: string; number: number; kind: RoundKind; stage: RoundStage } | null;
  matchEvent: MatchEventDto[];
  /** Players of each side, for the event form. */
  teamOnePlayers: MatchPlayerDto[];
  teamTwoPlayers: MatchPlayerDto[];
  /** Whether the viewer may edit place, date, time, status and events. */
  canManage: boolean;
  /** Its day, time and pitch were fixed by the organiser: a re-plan leaves them (docs/decisions/024). */
  scheduleLocked: boolean;
  /** The statuses the manager may choose: any for a tournament match, COMPLETED or CANCELED for a friendly. */
  statusChoices: MatchStatus[];
  /**
   * A friendly's challenge (docs/product/competition.md#match-detail — challengesId, challenges {status,
   * challengeCreatorId}).
   */
  challengesId: string | null;
  challenges: {
    id: string;
    status: ChallengeStatus;
    challengeCreatorId: string | null;
    creatorTeamId: string;
    challengedTeamId: string;
    description: string | null;
    lat: number | null;
    lng: number | null;
    /** The viewer captains the challenged team, did not create the challenge, and it is still PENDING. */
    canAnswer: boolean;
  } | null;
  /** Head-to-head of the two teams over every completed match between them. */
  challengeStats: ChallengeStats | null;
}

export interface MatchPlayerDto {
  userId: string;
  fullname: string | null;
  lastname: string | null;
  avatar: string | null;
  shirtNumber: number | null;
  /** Suspended for this match (docs/decisions/013#discipline): no event may name them. */
  suspended: boolean;
}

/** How a round reads: a league matchday, a knock-out stage by the teams it starts with, or the final triangular. */
export type RoundStage =
  | { kind: 'MATCHDAY'; number: number }
  /** A group stage's matchday: every group plays its round `number` on it. */
  | { kind: 'GROUP_MATCHDAY'; number: number }
  /** `number` is the round's place in the tournament; a round of a count other than 2, 4, 8… is named by it. */
  | { kind: 'KNOCKOUT'; teams: number; final: boolean; number: number }
  | { kind: 'TRIANGULAR' };

/** A GROUPS_KNOCKOUT tournament's draw: GET match/{tournamentId}/groups. */
export interface GroupsDto {
  tournamentId: string;
  groups: { name: string; teams: { id: string; name: string; logo: string | null }[] }[];
  /** Whether the creator may still draw again: until the first group match starts. */
  canRedraw: boolean;
}

/** A group's letter: 0 is A. */
export const groupName = (index: number): string => String.fromCharCode(65 + index);

export interface RoundDto {
  id: string;
  number: number;
  kind: RoundKind;
  stage: RoundStage;
  matches: MatchDto[];
  roundMatchesCompleted: boolean;
}

export interface RoundsDto {
  tournamentId: string;
  tournamentName: string;
  tournamentLogo: string | null;
  tournamentImage: string | null;
  /** Anyone may open its public page: a shared picture links to it. */
  isPublic: boolean;
  type: string;
  status: string;
  isOwner: boolean;
  rounds: RoundDto[];
  /** Every round so far is complete (the next one may be created). */
  roundsCompleted: boolean;
  remainingTeams: number;
  /** What 'Crear ronda' would do now, so the screen can explain a refusal before the click. */
  next:
    | { ok: true; needsChoice: false }
    | {
        ok: false;
        reason: 'NOT_ENOUGH_TEAMS' | 'ROUND_NOT_COMPLETE' | 'TOURNAMENT_FINISHED' | 'FIXTURE_COMPLETE';
      }
    | { ok: true; needsChoice: true; choices: FinalChoice[] };
  championTeamId: string | null;
}

/**
 * POST match/{tournamentId}/generate-round's answer: the rounds, and how the new ones were placed on the
 * tournament's pitches (null when it has none: their dates are the provisional ones of its playing days).
 */
export interface GeneratedRoundsDto extends RoundsDto {
  schedule: ScheduleResultDto | null;
}

export interface StandingRowDto {
  position: number;
  teamId: string;
  teamName: string;
  teamLogo: string | null;
  statistics: {
    played: number;
    won: number;
    drawn: number;
    lost: number;
    points: number;
    goalsFor: number;
    goalsAgainst: number;
    goalDifference: number;
    fairPlay: number;
    /** Points deducted (negative) or added by the organiser, included in `points`. */
    adjustment: number;
  };
  /** Withdrawn from the tournament: its remaining matches were annulled or awarded. */
  withdrawn: boolean;
  /** What separated this team from the one above (the tie-break criterion that decided), null for the first. */
  decidedBy: TieBreaker | null;
}

export interface TournamentStatisticsDto {
  tournamentId: string;
  tournamentName: string;
  tournamentLogo: string | null;
  tournamentImage: string | null;
  /** Anyone may open its public page: a shared picture links to it. */
  isPublic: boolean;
  tieBreakPreset: TieBreakPreset;
  /** Fair-play points a blue card costs (the organiser's setting). */
  blueCardPoints: number;
  teamsStatistics: StandingRowDto[];
  /** A GROUPS_KNOCKOUT tournament's group tables once its groups are drawn, each in the tie-break order; else null. */
  groups:
    | {
        name: string;
        teamsStatistics: StandingRowDto[];
        /**
         * The group's teams in a place that goes through to the knock-out as the tables stand: its first
         * advancePerGroup, and one of the best of the next place when the tournament takes some.
         */
        qualifying: string[];
      }[]
    | null;
  /** 'GANADOR DEL TORNEO': the champion once decided. */
  history: {
    teamId: string;
    decidedAt: string;
    team: { name: string; imageTeam: string | null; logo: string | null };
    /** The final that decided a knock-out, from the champion's side; null for a league or a triangular. */
    final: FinalResultDto | null;
  }[];
  tournamentRegisteredTeams: { id: string; name: string; logo: string | null; userId: string | null }[];
  tournamentRegistration: { id: string; userId: string | null; status: string }[];
  /** The current leader while the tournament is being played; labelled as a projection, never as the champion. */
  projectedChampion: { teamId: string; name: string } | null;
  upcomingMatches: MatchDto[];
  /** Each team's cards and fair-play points, best first (docs/decisions/013#tables). */
  fairPlay: FairPlayRowDto[];
  /** 'Valla menos vencida': fewest goals conceded first. */
  leastConceded: DefenceRowDto[];
  /** Point deductions and additions, shown under the table with their reasons. */
  adjustments: PointAdjustmentDto[];
}

export interface FairPlayRowDto {
  position: number;
  teamId: string;
  teamName: string;
  teamLogo: string | null;
  played: number;
  yellowCards: number;
  redCards: number;
  blueCards: number;
  /** ≤ 0: the deductions for the team's cards, as the standings weigh them. */
  points: number;
}

export interface DefenceRowDto {
  position: number;
  teamId: string;
  teamName: string;
  teamLogo: string | null;
  played: number;
  goalsAgainst: number;
}

/** One of the top scorers ('Goleadores'). */
export interface ScorerDto {
  position: number;
  playerId: string;
  name: string;
  avatar: string | null;
  teamId: string;
  teamName: string;
  teamLogo: string | null;
  goals: number;
  /** Completed matches the player is on the record in (any event of theirs). */
  matches: number;
}

export interface ScorersDto {
  tournamentId: string;
  scorers: ScorerDto[];
}

export interface PlayerMatchLine {
  matchId: string;
  roundId: string | null;
  stage: RoundStage | null;
  opponentTeam: string | null;
  opponentTeamId: string | null;
  tournamentId: string;
  YELLOW_CARD: number;
  BLUE_CARD: number;
  RED_CARD: number;
  FIG: number;
  GOAL: number;
}

export interface PlayerStatisticsDto {
  userId: string;
  fullname: string | null;
  lastname: string | null;
  avatar: string | null;
  shirtNumber: number | null;
  role: string;
  YELLOW_CARD: number;
  BLUE_CARD: number;
  RED_CARD: number;
  FIG: number;
  GOAL: number;
  matches: PlayerMatchLine[];
  /** Has a suspension still to serve in this tournament (docs/decisions/013#discipline). */
  suspended: boolean;
}

export interface TeamInTournamentDto {
  tournament: {
    id: string;
    name: string;
    logo: string | null;
    image: string | null;
    status: string;
    isOwner: boolean;
  };
  team: {
    id: string;
    name: string;
    logo: string | null;
    imageTeam: string | null;
    location: string;
    /** The organiser running a team added by name (docs/decisions/025); null once a captain has it. */
    managedById: string | null;
  };
  players: PlayerStatisticsDto[];
  nextMatches: MatchDto[];
  history: MatchDto[];
  pendingMatches: MatchDto[];
}

export interface RankingEntry {
  id: string;
  position: number;
  name: string;
  logo: string | null;
  tournamentsPlayed: number;
  tournamentsWon: number;
  country: string | null;
  isMyTeam: boolean;
}

/**
 * Which name a knock-out round takes: the final, the semifinals (three or four teams: with three, one waits with a
 * bye), and the rounds of exactly 8, 16, 32, 64 teams. A round of any other count (five teams: two matches and a
 * bye) is no quarter-final: it is named by its number ('Ronda 1').
 */
export type KnockoutRoundName =
  | 'FINAL'
  | 'SEMIFINAL'
  | 'QUARTERFINAL'
  | 'ROUND_OF_16'
  | 'ROUND_OF_32'
  | 'ROUND_OF_64'
  | 'NUMBERED';

export function knockoutRoundName(teams: number): KnockoutRoundName {
  if (teams <= 2) return 'FINAL';
  if (teams <= 4) return 'SEMIFINAL';
  if (teams === 8) return 'QUARTERFINAL';
  if (teams === 16) return 'ROUND_OF_16';
  if (teams === 32) return 'ROUND_OF_32';
  if (teams === 64) return 'ROUND_OF_64';
  return 'NUMBERED';
}

/** The criteria that order a table, as the engine names the one that separated two teams (`decidedBy`). */
export const TIE_BREAKERS = [
  'POINTS',
  'H2H_POINTS',
  'H2H_GOAL_DIFFERENCE',
  'H2H_GOALS_FOR',
  'GOAL_DIFFERENCE',
  'GOALS_FOR',
  'FAIR_PLAY',
  'LOTS',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];
