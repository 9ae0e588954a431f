import { matches, type Queryable, rounds } from '@cancha/db';
import { type DayBoardDto, DomainError } from '@cancha/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { suspendedIn } from '../competition/discipline.service';
import { playersOf, toMatchDtos } from '../competition/match-answers';
import { requireManager } from '../competition/match-rules';
import { type MatchRow, requireMatch } from '../competition/rows';
import { stageOf } from '../competition/stages';
import { requireOwner, requireTournament, tournamentVisibleTo } from '../tournaments/tournaments.service';
import type { MatchSheet } from './match-sheet';
import { refereeNames } from './referees.service';
import { matchPitches, tournamentPitchList } from './venues.service';

// The day's board ('cartelera') and the printed match sheets: what a club pins up, shows on its TV and hands the
// referee on the day.

const placedMatches = (db: Queryable, tournamentId: string) =>
  db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), isNotNull(matches.pitchId), isNotNull(matches.date)))
    .orderBy(asc(matches.date), asc(matches.time))
    .all()
    .filter((m) => m.teamTwoId !== null);

/**
 * GET tournaments/{id}/schedule?date=: a column per pitch with the day's matches in kick-off order. Without a date,
 * the next day with matches (today included), else the last one. Public for public tournaments; a private one as
 * its pages are (its invitation link, or a viewer who may see it).
 */
export function dayBoard(
  db: Queryable,
  user: UserRow | null,
  input: { tournamentId: string; date?: string; invite?: string },
  today = new Date().toISOString().slice(0, 10),
): DayBoardDto {
  const tournament = requireTournament(db, input.tournamentId);
  const invited = input.invite !== undefined && input.invite === tournament.inviteToken;
  if (!invited && !tournamentVisibleTo(db, tournament, user)) throw new DomainError('NOT_FOUND');
  const placed = placedMatches(db, tournament.id);
  const dates = [...new Set(placed.map((m) => m.date as string))];
  const date = input.date ?? dates.find((d) => d >= today) ?? dates.at(-1) ?? today;
  const ofDay = placed.filter((m) => m.date === date);
  const dtos = toMatchDtos(db, ofDay);
  const listed = tournamentPitchList(db, tournament.id).map((p) => p.id);
  const used = ofDay.map((m) => m.pitchId as string).filter((id) => !listed.includes(id));
  const pitchDtos = matchPitches(db, [...listed, ...used]);
  return {
    tournament: { id: tournament.id, name: tournament.name },
    date,
    dates,
    pitches: [...listed, ...new Set(used)].flatMap((id) => {
      const pitch = pitchDtos.get(id);
      return pitch ? [{ ...pitch, matches: dtos.filter((m) => m.pitch?.id === id) }] : [];
    }),
  };
}

function sheetOf(db: Queryable, match: MatchRow): MatchSheet {
  const tournament = requireTournament(db, match.tournamentId ?? '');
  const round = match.roundId
    ? db.select().from(rounds).where(eq(rounds.id, match.roundId)).get()
    : undefined;
  const [dto] = toMatchDtos(db, [match]);
  const suspended = suspendedIn(db, tournament, match.id);
  const team = (teamId: string | null, name: string, captainId: string | null) => ({
    name,
    players: playersOf(db, teamId, suspended).map((p) => ({
      name: [p.fullname, p.lastname].filter(Boolean).join(' '),
      shirtNumber: p.shirtNumber,
      suspended: p.suspended,
      captain: p.userId === captainId,
    })),
  });
  const referee = match.refereeId ? refereeNames(db, [match.refereeId]).get(match.refereeId) : undefined;
  return {
    tournament: tournament.name,
    stage: round ? stageOf(db, round) : null,
    group: match.groupIndex,
    leg: match.leg === 1 || match.leg === 2 ? match.leg : null,
    date: match.date,
    time: match.time,
    venue: dto?.pitch?.venueName ?? match.location,
    pitch: dto?.pitch?.name ?? null,
    referee: referee ?? null,
    teamOne: team(match.teamOneId, dto?.teamOne.name ?? '', dto?.teamOne.captainId ?? null),
    teamTwo: team(match.teamTwoId, dto?.teamTwo?.name ?? '', dto?.teamTwo?.captainId ?? null),
  };
}

/** The data of a match's printed sheet (GET soccer-match/{id}/sheet.pdf renders it): for its organiser. */
export function matchSheets(db: Queryable, user: UserRow, matchId: string): MatchSheet[] {
  const match = requireMatch(db, matchId);
  requireManager(db, match, user);
  if (!match.tournamentId || !match.teamTwoId) throw new DomainError('NOT_FOUND');
  return [sheetOf(db, match)];
}

/** Every sheet of a day, in kick-off order (GET tournaments/{id}/sheets.pdf?date=): "print all of today's". */
export function daySheets(
  db: Queryable,
  user: UserRow,
  input: { tournamentId: string; date: string },
): MatchSheet[] {
  const tournament = requireOwner(db, input.tournamentId, user);
  const ofDay = db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id), eq(matches.date, input.date)))
    .orderBy(asc(matches.time), asc(matches.matchOrder))
    .all()
    .filter((m) => m.teamTwoId !== null && m.status !== 'CANCELED');
  if (ofDay.length === 0) throw new DomainError('NOT_FOUND');
  return ofDay.map((m) => sheetOf(db, m));
}
