import { type Db, matches, type Queryable, rounds, tournaments } from '@cancha/db';
import { DomainError, type FinalChoice, type RoundsDto, todayIso } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { createRng, nextKnockoutRound, type PlannedMatch, roundRobin, scheduleMatches } from '../engine';
import { requireTournament, type TournamentRow } from '../tournaments/tournaments.service';
import { engineRounds } from './engine-input';
import { standingsOf } from './outcome.service';
import {
  approvedTeams,
  LEAGUE_TYPES,
  type MatchRow,
  type RoundRow,
  roundsOf,
  tournamentMatches,
} from './rows';

// The draw: a league's whole fixture at once, or a knock-out tournament's rounds one by one.

type Next = RoundsDto['next'];

/** What 'Crear ronda' would do now, for the fixture page: draw, ask for the final's format, or why not. */
export function nextStep(
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
): Next {
  if (tournament.championTeamId) return { ok: false, reason: 'TOURNAMENT_FINISHED' };
  if (LEAGUE_TYPES.has(tournament.type)) {
    if (roundRows.length > 0) return { ok: false, reason: 'FIXTURE_COMPLETE' };
    return approved.length >= 2
      ? { ok: true, needsChoice: false }
      : { ok: false, reason: 'NOT_ENOUGH_TEAMS' };
  }
  const result = nextKnockoutRound({
    approved,
    rounds: engineRounds(roundRows, matchRows),
    rng: createRng(0),
  });
  if (result.ok) return { ok: true, needsChoice: false };
  if (result.reason === 'CHOICE_REQUIRED')
    return { ok: true, needsChoice: true, choices: ['TRIANGULAR', 'DIRECT'] };
  return { ok: false, reason: result.reason };
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Writes planned rounds with their dates and kick-off times on the tournament's playing days. */
function insertRounds(
  tx: Queryable,
  tournament: TournamentRow,
  planned: { kind: RoundRow['kind']; matches: PlannedMatch[] }[],
  firstNumber: number,
  from: string,
): void {
  const slots = scheduleMatches({
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    playingDays: tournament.playingDays,
    from,
    rounds: planned.length,
    matchesPerRound: planned.map((r) => r.matches.filter((m) => m.teamTwoId !== null).length),
    matchDuration: tournament.matchDuration,
  });
  planned.forEach((round, r) => {
    const row = tx
      .insert(rounds)
      .values({ tournamentId: tournament.id, number: firstNumber + r, kind: round.kind })
      .returning()
      .get();
    let played = 0;
    tx.insert(matches)
      .values(
        round.matches.map((m, order) => {
          const bye = m.teamTwoId === null;
          const index = bye ? -1 : played++;
          const slot = slots.find((s) => s.round === r && s.index === index);
          return {
            tournamentId: tournament.id,
            roundId: row.id,
            matchOrder: order,
            teamOneId: m.teamOneId,
            teamTwoId: m.teamTwoId,
            // A bye is settled the moment it is drawn: its team goes through.
            status: bye ? ('COMPLETED' as const) : ('SCHEDULED' as const),
            date: slot?.date ?? null,
            time: slot?.time ?? null,
            location: bye ? null : tournament.location,
          };
        }),
      )
      .run();
  });
  if (tournament.status === 'OPEN' || tournament.status === 'PENDING' || tournament.status === 'SCHEDULED') {
    tx.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, tournament.id)).run();
  }
}

/** Builds what 'Crear ronda' asks for: the next knock-out round, or a league's whole fixture. */
export function buildNext(
  tx: Queryable,
  tournament: TournamentRow,
  choice: FinalChoice | undefined,
  seed: string,
): void {
  const approvedRows = approvedTeams(tx, tournament.id);
  const approved = approvedRows.map((a) => a.teamId);
  const roundRows = roundsOf(tx, tournament.id);
  const matchRows = tournamentMatches(tx, tournament.id);
  const rng = createRng(seed);
  const today = todayIso();
  if (tournament.championTeamId) throw new DomainError('FIXTURE_COMPLETE');
  if (LEAGUE_TYPES.has(tournament.type)) {
    if (roundRows.length > 0) throw new DomainError('FIXTURE_COMPLETE');
    if (approved.length < 2) throw new DomainError('NOT_ENOUGH_TEAMS');
    const legs = tournament.type === 'TWO_LEGGED_LEAGUE' ? 2 : 1;
    const planned = roundRobin(approved, legs, rng).map((list) => ({
      kind: 'LEAGUE' as const,
      matches: list,
    }));
    insertRounds(tx, tournament, planned, 1, today);
    return;
  }
  const result = nextKnockoutRound({
    approved,
    rounds: engineRounds(roundRows, matchRows),
    choice,
    rng,
    record: standingsOf(tx, tournament, approved, matchRows),
  });
  if (!result.ok) {
    const code = {
      NOT_ENOUGH_TEAMS: 'NOT_ENOUGH_TEAMS',
      ROUND_NOT_COMPLETE: 'ROUND_NOT_COMPLETE',
      CHOICE_REQUIRED: 'FINAL_CHOICE_REQUIRED',
      TOURNAMENT_FINISHED: 'FIXTURE_COMPLETE',
    } as const;
    throw new DomainError(code[result.reason]);
  }
  const lastDate = matchRows.reduce<string | null>(
    (max, m) => (m.date && (!max || m.date > max) ? m.date : max),
    null,
  );
  const from = lastDate && addDays(lastDate, 1) > today ? addDays(lastDate, 1) : today;
  insertRounds(tx, tournament, [{ kind: result.kind, matches: result.matches }], roundRows.length + 1, from);
}

/** Draws a tournament's next round (or whole league) with a given seed, outside any user's request. */
export function drawFixture(tx: Queryable, tournamentId: string, seed: string): void {
  buildNext(tx, requireTournament(tx, tournamentId), undefined, seed);
}

/** Whether a tournament, as read, may have its draw due: no champion, past its deadline, not yet under way. */
export function drawMayBeDue(
  tournament: Pick<TournamentRow, 'championTeamId' | 'registrationDeadline' | 'status'>,
  today: string,
): boolean {
  if (tournament.championTeamId || today <= tournament.registrationDeadline) return false;
  return tournament.status === 'OPEN' || tournament.status === 'SCHEDULED' || tournament.status === 'PENDING';
}

/**
 * docs/product/competition.md#automatic-draw — 'Una vez que los equipos estén completos, se generarán
 * automáticamente': once every place is taken and the registration deadline has passed, the first round (or a
 * league's fixture) is drawn by itself, the first time anyone looks. Returns the tournament as it stands
 * afterwards. Reads of a tournament already under way, the common case, open no transaction.
 */
export function generateIfDue(db: Db, tournament: TournamentRow, today = todayIso()): TournamentRow {
  if (!drawMayBeDue(tournament, today)) return tournament;
  const drawn = db.transaction((tx) => {
    const current = requireTournament(tx, tournament.id);
    if (!drawMayBeDue(current, today)) return false;
    if (tx.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, current.id)).get())
      return false;
    const approved = approvedTeams(tx, current.id).length;
    if (approved < 2 || approved < current.totalTeams) return false;
    buildNext(tx, current, undefined, crypto.randomUUID());
    return true;
  });
  return drawn ? requireTournament(db, tournament.id) : tournament;
}
