import { type Db, fetchAll, matchEvents } from '@cancha/db';
import { CARD_EVENTS, type EventType } from '@cancha/shared';
import { and, inArray } from 'drizzle-orm';
import {
  type CardEvent,
  DEFAULT_TIE_OPTIONS,
  type EngineMatch,
  type EngineRound,
  type TieOptions,
  tieMatch,
} from '../engine';
import type { TournamentRow } from '../tournaments/access';
import type { EventRow, MatchRow, RoundRow } from './rows';

// Stored rows in the shapes the pure engine (../engine) reads: matches, rounds and cards.

type EngineColumns = Pick<
  MatchRow,
  | 'id'
  | 'teamOneId'
  | 'teamTwoId'
  | 'teamOneScore'
  | 'teamTwoScore'
  | 'penaltiesTeamOne'
  | 'penaltiesTeamTwo'
  | 'status'
  | 'teamOneFairPlay'
  | 'teamTwoFairPlay'
  | 'teamOneBlueCards'
  | 'teamTwoBlueCards'
> &
  Partial<Pick<MatchRow, 'thirdPlace'>>;

/** The card events among `rows`, as fair play counts them (a card with no player is the team's own). */
export function toCardEvents(
  rows: Pick<EventRow, 'matchId' | 'teamId' | 'playerId' | 'type' | 'minute'>[],
): CardEvent[] {
  const cards: CardEvent[] = [];
  for (const e of rows) {
    if (!(CARD_EVENTS as readonly EventType[]).includes(e.type)) continue;
    const type = e.type as CardEvent['type'];
    cards.push({
      matchId: e.matchId,
      teamId: e.teamId,
      playerId: e.playerId ?? `team:${e.teamId}`,
      type,
      minute: e.minute,
    });
  }
  return cards;
}

export const toEngineMatch = (m: EngineColumns): EngineMatch => ({
  id: m.id,
  teamOneId: m.teamOneId,
  teamTwoId: m.teamTwoId,
  teamOneScore: m.teamOneScore,
  teamTwoScore: m.teamTwoScore,
  penaltiesTeamOne: m.penaltiesTeamOne,
  penaltiesTeamTwo: m.penaltiesTeamTwo,
  status: m.status,
  fairPlay: storedFairPlay(m.teamOneFairPlay, m.teamTwoFairPlay, m.teamOneBlueCards, m.teamTwoBlueCards),
  ...(m.thirdPlace ? { thirdPlace: true } : {}),
});

/** A match's stored fair play; none on rows from before it was stored, whose cards are counted instead. */
export function storedFairPlay(
  one: number | null,
  two: number | null,
  blueOne: number | null,
  blueTwo: number | null,
): EngineMatch['fairPlay'] {
  if (one === null || two === null) return null;
  return { one: { points: one, blueCards: blueOne ?? 0 }, two: { points: two, blueCards: blueTwo ?? 0 } };
}

/** Whether away goals decide a level tie in this tournament (off unless the organiser asks). */
export const tieOptionsOf = (tournament: Pick<TournamentRow, 'knockout'>): TieOptions => ({
  awayGoals: tournament.knockout?.awayGoals ?? false,
});

/**
 * The rounds as the engine reads them: a two-legged tie's legs (same round and matchOrder) become one match
 * (tieMatch), so the knock-out pairs and advances ties as it does single matches.
 */
export function engineRounds(
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  tie: TieOptions = DEFAULT_TIE_OPTIONS,
): EngineRound[] {
  return roundRows.map((r) => {
    const inRound = matchRows.filter((m) => m.roundId === r.id);
    const secondLegs = new Map(inRound.filter((m) => m.leg === 2).map((m) => [m.matchOrder, m]));
    const out: EngineMatch[] = [];
    for (const m of inRound) {
      if (m.leg === 2) continue;
      const second = m.leg === 1 ? secondLegs.get(m.matchOrder) : undefined;
      out.push(second ? tieMatch(toEngineMatch(m), toEngineMatch(second), tie) : toEngineMatch(m));
    }
    return { number: r.number, kind: r.kind, matches: out };
  });
}

/** The cards of the given matches, for the fair play of those that have none stored. */
export async function cardsOf(db: Db, matchIds: string[]): Promise<CardEvent[]> {
  if (matchIds.length === 0) return [];
  return toCardEvents(
    await fetchAll(
      db
        .select({
          matchId: matchEvents.matchId,
          teamId: matchEvents.teamId,
          playerId: matchEvents.playerId,
          type: matchEvents.type,
          minute: matchEvents.minute,
        })
        .from(matchEvents)
        .where(and(inArray(matchEvents.matchId, matchIds), inArray(matchEvents.type, [...CARD_EVENTS]))),
    ),
  );
}
