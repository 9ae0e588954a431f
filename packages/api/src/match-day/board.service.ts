import { type Db, fetchAll, fetchOne, matches, rounds } from '@cancha/db';
import { type DayBoardDto, DomainError, type RoundStage } from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { playersOf, toMatchDtos } from '../competition/match-answers';
import { requireManager } from '../competition/match-rules';
import { type MatchRow, requireMatch } from '../competition/rows';
import { stageOf } from '../competition/stages';
import { type Computed, computeDiscipline, disciplineRulesOf, suspendedIn } from '../competition/suspensions';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import type { MatchSheet } from './match-sheet';
import { matchPitches, tournamentPitchList } from './pitches';
import { refereeNames } from './referees';

// The day's board ('cartelera') and the printed match sheets: what a club pins up, shows on its TV and hands the
// referee on the day.

const placedMatches = async (db: Db, tournamentId: string) =>
  (
    await fetchAll(
      db
        .select()
        .from(matches)
        .where(
          and(eq(matches.tournamentId, tournamentId), isNotNull(matches.pitchId), isNotNull(matches.date)),
        )
        .orderBy(asc(matches.date), asc(matches.time)),
    )
  ).filter((m) => m.teamTwoId !== null);

/**
 * GET tournaments/{id}/schedule?date=: a column per pitch with the day's matches in kick-off order. Without a date,
 * the next day with matches (today included), else the last one. Public for public tournaments; a private one as
 * its pages are (its invitation link, or a viewer who may see it).
 */
export async function dayBoard(
  db: Db,
  user: UserRow | null,
  input: { tournamentId: string; date?: string; invite?: string },
  today = new Date().toISOString().slice(0, 10),
): Promise<DayBoardDto> {
  const tournament = await requireTournament(db, input.tournamentId);
  if (!(await maySeeTournament(db, tournament, { user, invite: input.invite })))
    throw new DomainError('NOT_FOUND');
  const placed = await placedMatches(db, tournament.id);
  const dates = [...new Set(placed.map((m) => m.date as string))];
  const date = input.date ?? dates.find((d) => d >= today) ?? dates.at(-1) ?? today;
  const ofDay = placed.filter((m) => m.date === date);
  const dtos = await toMatchDtos(db, ofDay);
  const listed = (await tournamentPitchList(db, tournament.id)).map((p) => p.id);
  const used = ofDay.map((m) => m.pitchId as string).filter((id) => !listed.includes(id));
  const pitchDtos = await matchPitches(db, [...listed, ...used]);
  return {
    tournament: { id: tournament.id, name: tournament.name },
    date,
    dates,
    stages: await stagesOf(db, ofDay),
    pitches: [...listed, ...new Set(used)].flatMap((id) => {
      const pitch = pitchDtos.get(id);
      return pitch ? [{ ...pitch, matches: dtos.filter((m) => m.pitch?.id === id) }] : [];
    }),
  };
}

/** The day's rounds by id, so the board names each match's stage ('Cuartos de final', 'Grupo A' by its match). */
async function stagesOf(db: Db, ofDay: MatchRow[]): Promise<Record<string, RoundStage>> {
  const ids = [...new Set(ofDay.map((m) => m.roundId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const rows = await fetchAll(db.select().from(rounds).where(inArray(rounds.id, ids)));
  return Object.fromEntries(await Promise.all(rows.map(async (r) => [r.id, await stageOf(db, r)] as const)));
}

/**
 * The yellow cards each player carries into their next match, by team and player: the discipline's own count
 * (engine/discipline.ts, PlayerCards.accumulated), those toward the next suspension, or every counted one when
 * yellows do not suspend. Worked out once for all the sheets of a request.
 */
export interface CarriedYellows {
  forSuspension: number;
  of: (teamId: string, playerId: string) => number;
}

export function carriedYellows(
  tournament: TournamentRow,
  { result }: Pick<Computed, 'result'>,
): CarriedYellows {
  const count = new Map(result.players.map((p) => [`${p.teamId} ${p.playerId}`, p.accumulated]));
  return {
    forSuspension: disciplineRulesOf(tournament).yellowCardsForSuspension,
    of: (teamId, playerId) => count.get(`${teamId} ${playerId}`) ?? 0,
  };
}

async function yellowsIn(db: Db, tournament: TournamentRow): Promise<CarriedYellows> {
  return carriedYellows(tournament, await computeDiscipline(db, tournament));
}

async function sheetOf(db: Db, match: MatchRow, yellows: CarriedYellows): Promise<MatchSheet> {
  const tournament = await requireTournament(db, match.tournamentId ?? '');
  const round = match.roundId
    ? await fetchOne(db.select().from(rounds).where(eq(rounds.id, match.roundId)))
    : undefined;
  const [dto] = await toMatchDtos(db, [match]);
  const suspended = await suspendedIn(db, tournament, match.id);
  const team = async (teamId: string | null, name: string, captainId: string | null) => ({
    name,
    players: (await playersOf(db, teamId, suspended)).map((p) => ({
      name: [p.fullname, p.lastname].filter(Boolean).join(' '),
      shirtNumber: p.shirtNumber,
      suspended: p.suspended,
      captain: p.userId === captainId,
      yellowCards: teamId ? yellows.of(teamId, p.userId) : 0,
    })),
  });
  const referee = match.refereeId
    ? (await refereeNames(db, [match.refereeId])).get(match.refereeId)
    : undefined;
  return {
    tournament: tournament.name,
    stage: round ? await stageOf(db, round) : null,
    thirdPlace: match.thirdPlace,
    group: match.groupIndex,
    leg: match.leg === 1 || match.leg === 2 ? match.leg : null,
    date: match.date,
    time: match.time,
    venue: dto?.pitch?.venueName ?? match.location,
    pitch: dto?.pitch?.name ?? null,
    referee: referee ?? null,
    yellowCardsForSuspension: yellows.forSuspension,
    teamOne: await team(match.teamOneId, dto?.teamOne.name ?? '', dto?.teamOne.captainId ?? null),
    teamTwo: await team(match.teamTwoId, dto?.teamTwo?.name ?? '', dto?.teamTwo?.captainId ?? null),
  };
}

/** The data of a match's printed sheet (GET soccer-match/{id}/sheet.pdf renders it): for its organiser. */
export async function matchSheets(db: Db, user: UserRow, matchId: string): Promise<MatchSheet[]> {
  const match = await requireMatch(db, matchId);
  await requireManager(db, match, user);
  if (!match.tournamentId || !match.teamTwoId) throw new DomainError('NOT_FOUND');
  const yellows = await yellowsIn(db, await requireTournament(db, match.tournamentId));
  return [await sheetOf(db, match, yellows)];
}

/** Every sheet of a day, in kick-off order (GET tournaments/{id}/sheets.pdf?date=): "print all of today's". */
export async function daySheets(
  db: Db,
  user: UserRow,
  input: { tournamentId: string; date: string },
): Promise<MatchSheet[]> {
  const tournament = await requireOwner(db, input.tournamentId, user);
  const ofDay = (
    await fetchAll(
      db
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, tournament.id), eq(matches.date, input.date)))
        .orderBy(asc(matches.time), asc(matches.matchOrder)),
    )
  ).filter((m) => m.teamTwoId !== null && m.status !== 'CANCELED');
  if (ofDay.length === 0) throw new DomainError('NOT_FOUND');
  const yellows = await yellowsIn(db, tournament);
  return Promise.all(ofDay.map((m) => sheetOf(db, m, yellows)));
}
