import type { MatchStatus } from '@cancha/shared';
import type { TeamId } from './types';

/**
 * Suspensions from cards, kept per tournament, after the Laws of the Game (Law 12: a second caution in a match is a
 * sending-off) and the usual competition regulations (FIFA Disciplinary Code, CONMEBOL and UEFA competition
 * regulations): a sending-off suspends automatically for the team's next match(es), and every so many cautions
 * accumulated over the tournament suspend for one match.
 *
 * Choices, where regulations differ or say nothing:
 * - The two cautions of a second-yellow sending-off do not count toward accumulation (FIFA, CONMEBOL, UEFA); a
 *   caution shown before a direct red in the same match does count (it stands: the red is for another offence).
 * - A card shown to a player already sent off in that match is ignored, as a data-entry duplicate (so is a third
 *   yellow). Cards in the same minute are read yellow first, so yellow + red is a caution then a direct red.
 * - A suspension is served in the team's next matches after the match of the card, in the tournament's order, that
 *   are not CANCELED and are not byes (a bye is no match to miss). Postponed, suspended or abandoned matches are
 *   still the team's matches, so they are served in. Several suspensions of one player are served one after the
 *   other, never at once; from one match, the sending-off's first, then the accumulation's.
 * - A lifted suspension (the creator upheld an appeal) does not apply to that match, and is not moved to a later
 *   one: the match still counts as served. The cards stay on the player's record.
 * - With resetYellowsAfterGroups, the cautions accumulated toward the next suspension are cleared when the team's
 *   first KNOCKOUT match comes; suspensions already incurred are still served, in the knock-out if need be.
 * - A player is tracked per team: the same playerId in two teams is two records.
 */

export interface DisciplineRules {
  /** Accumulated yellow cards that suspend for one match; 0 turns accumulation off. */
  yellowCardsForSuspension: number;
  /** Matches a direct red suspends for; at least 1. */
  suspensionMatchesForRed: number;
  /**
   * Matches a second-yellow sending-off suspends for; 1 unless set, the automatic suspension of FIFA and CONMEBOL
   * (a direct red often carries more, set by a disciplinary committee, which suspensionMatchesForRed stands for).
   */
  suspensionMatchesForSecondYellow?: number;
  /** Clear accumulated yellows (not suspensions already incurred) at each team's first KNOCKOUT match. */
  resetYellowsAfterGroups: boolean;
}

export type DisciplineStage = 'GROUP' | 'KNOCKOUT' | 'LEAGUE';

export interface DisciplineMatch {
  id: string;
  teamOneId: TeamId;
  /** null = a bye, which no suspension is served in. */
  teamTwoId: TeamId | null;
  status: MatchStatus;
  stage: DisciplineStage;
  /** Chronological order in the tournament (round number, then match order); ties are broken by id. */
  order: number;
}

export interface DisciplineCard {
  matchId: string;
  teamId: TeamId;
  playerId: string;
  type: 'YELLOW_CARD' | 'RED_CARD';
  minute: number;
}

/** The creator lifted (upheld an appeal against) the player's suspension for that match. */
export interface Lifted {
  playerId: string;
  matchId: string;
}

export type SuspensionReason = 'RED_CARD' | 'SECOND_YELLOW' | 'YELLOW_ACCUMULATION';

export interface PlayerCards {
  playerId: string;
  teamId: TeamId;
  /** Yellow cards counted toward accumulation: the two of a second-yellow sending-off are not among them. */
  yellow: number;
  /** Sendings-off: direct reds and second yellows. */
  red: number;
  /** Sendings-off for a second yellow in one match (also counted in red). */
  secondYellows: number;
  /** Yellows counted since the last accumulation suspension or reset: how close the player is to the next one. */
  accumulated: number;
}

export interface Suspension {
  playerId: string;
  teamId: TeamId;
  reason: SuspensionReason;
  /** The match of the card. */
  cardMatchId: string;
  /** Matches suspended for, in all. */
  matches: number;
  /** The team's matches the player misses, in order. */
  appliesTo: string[];
  /** Matches still to be served beyond the team's known ones. */
  pending: number;
  /** The team's matches served by this suspension but lifted: the player may play them. */
  lifted: string[];
}

export interface DisciplineResult {
  /** By team, then player. */
  players: PlayerCards[];
  /** By the match of the card, in order; within a match by team, then player. */
  suspensions: Suspension[];
}

const CARD_RANK = { YELLOW_CARD: 0, RED_CARD: 1 } as const;
/** Statuses a match brings no more cards in: played, or never to be. */
const CLOSED = new Set<MatchStatus>(['COMPLETED', 'CANCELED', 'ABANDONED']);

const key = (a: string, b: string) => JSON.stringify([a, b]);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function checkCount(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number ≥ ${min}, not ${value}`);
  }
}

interface PlayerState {
  record: PlayerCards;
  /** Positions (in the ordered matches) already taken by this player's suspensions. */
  taken: Set<number>;
  reset: boolean;
}

/**
 * Every player's cards and every suspension, from the tournament's matches and cards. Only cards of COMPLETED
 * matches count (a walkover or forfeit entered as completed keeps its cards), and only those of one of the match's
 * teams. Throws a RangeError for rules out of range or two matches with one id.
 */
export function discipline(
  matches: readonly DisciplineMatch[],
  cards: readonly DisciplineCard[],
  rules: DisciplineRules,
  lifted: readonly Lifted[] = [],
): DisciplineResult {
  checkCount('yellowCardsForSuspension', rules.yellowCardsForSuspension, 0);
  checkCount('suspensionMatchesForRed', rules.suspensionMatchesForRed, 1);
  const secondYellowMatches = rules.suspensionMatchesForSecondYellow ?? 1;
  checkCount('suspensionMatchesForSecondYellow', secondYellowMatches, 1);

  const ordered = [...matches].sort((a, b) => a.order - b.order || compare(a.id, b.id));
  const position = new Map<string, number>();
  ordered.forEach((m, i) => {
    if (position.has(m.id)) throw new RangeError(`Two matches have the id ${m.id}`);
    position.set(m.id, i);
  });

  // Each team's matches a suspension can be served in, the position of its first knock-out match, and whether a
  // match before that one may still bring cards.
  const servable = new Map<TeamId, number[]>();
  const firstKnockout = new Map<TeamId, number>();
  const groupsOpen = new Set<TeamId>();
  ordered.forEach((m, i) => {
    const teams = m.teamTwoId === null ? [m.teamOneId] : [...new Set([m.teamOneId, m.teamTwoId])];
    for (const t of teams) {
      if (m.stage === 'KNOCKOUT' && !firstKnockout.has(t)) firstKnockout.set(t, i);
      if (!firstKnockout.has(t) && m.teamTwoId !== null && !CLOSED.has(m.status)) groupsOpen.add(t);
      if (m.teamTwoId === null || m.status === 'CANCELED') continue;
      const list = servable.get(t);
      if (list) list.push(i);
      else servable.set(t, [i]);
    }
  });

  // Counted cards by match, then by player.
  const byMatch = new Map<number, Map<string, DisciplineCard[]>>();
  for (const c of cards) {
    const i = position.get(c.matchId);
    if (i === undefined) continue;
    const m = ordered[i] as DisciplineMatch;
    if (m.status !== 'COMPLETED') continue;
    if (c.teamId !== m.teamOneId && c.teamId !== m.teamTwoId) continue;
    if (c.type !== 'YELLOW_CARD' && c.type !== 'RED_CARD') continue;
    let players = byMatch.get(i);
    if (!players) {
      players = new Map();
      byMatch.set(i, players);
    }
    const k = key(c.teamId, c.playerId);
    const list = players.get(k);
    if (list) list.push(c);
    else players.set(k, [c]);
  }

  const liftedSet = new Set(lifted.map((l) => key(l.playerId, l.matchId)));
  const states = new Map<string, PlayerState>();
  const suspensions: Suspension[] = [];

  const resetIfDue = (state: PlayerState, at: number) => {
    if (!rules.resetYellowsAfterGroups || state.reset) return;
    const ko = firstKnockout.get(state.record.teamId);
    if (ko !== undefined && ko <= at) {
      state.record.accumulated = 0;
      state.reset = true;
    }
  };

  const suspend = (state: PlayerState, reason: SuspensionReason, at: number, count: number) => {
    const { playerId, teamId } = state.record;
    const slots: number[] = [];
    for (const i of servable.get(teamId) ?? []) {
      if (slots.length === count) break;
      if (i <= at || state.taken.has(i)) continue;
      slots.push(i);
      state.taken.add(i);
    }
    const ids = slots.map((i) => (ordered[i] as DisciplineMatch).id);
    suspensions.push({
      playerId,
      teamId,
      reason,
      cardMatchId: (ordered[at] as DisciplineMatch).id,
      matches: count,
      appliesTo: ids.filter((id) => !liftedSet.has(key(playerId, id))),
      pending: count - slots.length,
      lifted: ids.filter((id) => liftedSet.has(key(playerId, id))),
    });
  };

  const positions = [...byMatch.keys()].sort((a, b) => a - b);
  for (const at of positions) {
    const players = byMatch.get(at) as Map<string, DisciplineCard[]>;
    const lists = [...players.entries()].sort(
      ([, [x]], [, [y]]) =>
        compare(x?.teamId ?? '', y?.teamId ?? '') || compare(x?.playerId ?? '', y?.playerId ?? ''),
    );
    for (const [k, list] of lists) {
      const first = list[0] as DisciplineCard;
      let state = states.get(k);
      if (!state) {
        state = {
          record: {
            playerId: first.playerId,
            teamId: first.teamId,
            yellow: 0,
            red: 0,
            secondYellows: 0,
            accumulated: 0,
          },
          taken: new Set(),
          reset: false,
        };
        states.set(k, state);
      }
      resetIfDue(state, at);

      const sorted = [...list].sort((x, y) => x.minute - y.minute || CARD_RANK[x.type] - CARD_RANK[y.type]);
      let yellows = 0;
      let sentOff: 'RED_CARD' | 'SECOND_YELLOW' | null = null;
      for (const c of sorted) {
        if (sentOff !== null) continue;
        if (c.type === 'RED_CARD') sentOff = 'RED_CARD';
        else if (++yellows === 2) sentOff = 'SECOND_YELLOW';
      }

      const record = state.record;
      if (sentOff !== null) {
        record.red++;
        if (sentOff === 'SECOND_YELLOW') record.secondYellows++;
        suspend(
          state,
          sentOff,
          at,
          sentOff === 'RED_CARD' ? rules.suspensionMatchesForRed : secondYellowMatches,
        );
      }
      if (sentOff !== 'SECOND_YELLOW' && yellows === 1) {
        record.yellow++;
        record.accumulated++;
        if (rules.yellowCardsForSuspension > 0 && record.accumulated >= rules.yellowCardsForSuspension) {
          record.accumulated = 0;
          suspend(state, 'YELLOW_ACCUMULATION', at, 1);
        }
      }
    }
  }

  // Once a team's knock-out has come (no match before it may still bring cards), no yellows are carried into it.
  for (const state of states.values()) {
    if (!groupsOpen.has(state.record.teamId)) resetIfDue(state, Number.POSITIVE_INFINITY);
  }

  const players = [...states.values()]
    .map((s) => s.record)
    .sort((a, b) => compare(a.teamId, b.teamId) || compare(a.playerId, b.playerId));
  return { players, suspensions };
}

/** Whether the player may not play that match: a suspension applies to it and was not lifted. */
export function isSuspended(result: DisciplineResult, playerId: string, matchId: string): boolean {
  return result.suspensions.some((s) => s.playerId === playerId && s.appliesTo.includes(matchId));
}
