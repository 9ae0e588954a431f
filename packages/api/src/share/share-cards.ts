import { type Db, fetchOne, rounds } from '@cancha/db';
import {
  DomainError,
  hasKnockout,
  type Locale,
  type MatchDto,
  type RoundDto,
  type StandingRowDto,
  type TournamentType,
} from '@cancha/shared';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { keptTournamentAnswer } from '../competition/kept-answers';
import { toMatchDtos } from '../competition/match-answers';
import { requireVisible } from '../competition/match-rules';
import { listRounds } from '../competition/round-answers';
import { requireMatch } from '../competition/rows';
import { tournamentStatistics } from '../competition/statistics-answers';
import { tournamentScorers } from '../competition/table-answers';
import { requireTournament } from '../tournaments/access';
import { type ShareTexts, shareTexts } from './share-texts';

// What each share image shows (docs/decisions/016-follow-and-share.md), read through the same services and checks as
// the pages: a public tournament's for anyone, a private one's for those who may open its pages.

export interface ShareTeam {
  name: string;
  /** An uploaded shield (/uploads/…), or null: the image draws the team's initials. */
  logo: string | null;
}

export interface ShareLine {
  one: ShareTeam;
  two: ShareTeam | null;
  /** '2 – 1' once played or while in play; null before. */
  score: string | null;
  /** Under the line: the shoot-out, a walkover, 'En juego', or the date and time before it is played. */
  note: string | null;
}

export type ShareBody =
  | { kind: 'match'; line: ShareLine }
  | { kind: 'results'; sections: { heading: string | null; lines: ShareLine[] }[] }
  | {
      kind: 'table';
      columns: string[];
      rows: {
        position: number;
        name: string;
        team: ShareTeam;
        sub: string | null;
        values: string[];
        /** A group stage's group: the picture keeps each group's table whole (share-table-fit.ts). */
        group?: string;
      }[];
    };

export interface ShareCard {
  title: string;
  subtitle: string;
  body: ShareBody;
  /** Shown when the body has nothing to draw yet. */
  empty: string;
  /** Whether anyone may see it: a shared cache may keep it then. */
  isPublic: boolean;
}

const team = (t: { name: string; logo: string | null }): ShareTeam => ({ name: t.name, logo: t.logo });

function lineOf(m: MatchDto, t: ShareTexts): ShareLine {
  const played = m.status === 'COMPLETED' || m.status === 'IN_PROGRESS';
  const score = played && m.teamOneScore !== null ? `${m.teamOneScore} – ${m.teamTwoScore ?? 0}` : null;
  let note: string | null = null;
  if (m.decision === 'WALKOVER') note = t.walkover;
  else if (m.penaltiesTeamOne !== null && m.penaltiesTeamTwo !== null)
    note = t.penalties(`${m.penaltiesTeamOne}-${m.penaltiesTeamTwo}`);
  else if (m.status === 'IN_PROGRESS') note = t.live;
  else if (!played && m.date)
    note = [formatDate(m.date), m.time ? t.hours(m.time) : null].filter(Boolean).join(' · ');
  return { one: team(m.teamOne), two: m.teamTwo ? team(m.teamTwo) : null, score, note };
}

/** dd/MM/yyyy, as every date on Cancha (docs/product/formats.md#dates). */
function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

function roundHeading(round: RoundDto, m: MatchDto | null, t: ShareTexts): string {
  if (m?.thirdPlace) return t.thirdPlace;
  const name = t.stage(round.stage);
  return m?.group ? `${name} · ${t.group(m.group)}` : name;
}

export async function matchCard(
  db: Db,
  user: UserRow | null,
  matchId: string,
  locale: Locale,
): Promise<ShareCard> {
  const t = shareTexts(locale);
  const match = await requireMatch(db, matchId);
  if (!match.tournamentId) {
    // A friendly belongs to its two teams.
    if (!user) throw new DomainError('NOT_FOUND');
    await requireVisible(db, match, user);
    const [dto] = await toMatchDtos(db, [match]);
    return {
      title: t.friendly,
      subtitle: dto!.teamTwo ? `${dto!.teamOne.name} – ${dto!.teamTwo.name}` : dto!.teamOne.name,
      body: { kind: 'match', line: lineOf(dto!, t) },
      empty: t.empty,
      isPublic: false,
    };
  }
  const tournamentId = match.tournamentId;
  return await kept(`match:${matchId}`, db, user, tournamentId, locale, async () => {
    const fixture = await listRounds(db, user, tournamentId);
    const round = fixture.rounds.find((r) => r.matches.some((m) => m.id === matchId));
    const dto = round?.matches.find((m) => m.id === matchId) ?? (await toMatchDtos(db, [match]))[0]!;
    return {
      title: fixture.tournamentName,
      subtitle: round ? roundHeading(round, dto, t) : '',
      body: { kind: 'match', line: lineOf(dto, t) },
      empty: t.empty,
      isPublic: fixture.isPublic,
    };
  });
}

/**
 * A tournament's card, made at most once per revision of the tournament (competition/kept-answers.ts: triggers move
 * it on every write its pages read) and the same object until then, so its picture's key is computed once too
 * (share-image.ts). The visibility check comes with it.
 */
async function kept(
  what: string,
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  locale: Locale,
  make: () => Promise<ShareCard>,
): Promise<ShareCard> {
  return await keptTournamentAnswer(`share:${what}:${locale}`, db, user, tournamentId, make);
}

export async function roundCard(
  db: Db,
  user: UserRow | null,
  roundId: string,
  locale: Locale,
): Promise<ShareCard> {
  const t = shareTexts(locale);
  const tournamentId = await tournamentOfRound(db, roundId);
  return await kept(`round:${roundId}`, db, user, tournamentId, locale, async () =>
    roundCardOf(db, user, tournamentId, roundId, t),
  );
}

async function roundCardOf(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  roundId: string,
  t: ShareTexts,
): Promise<ShareCard> {
  const fixture = await listRounds(db, user, tournamentId);
  const round = fixture.rounds.find((r) => r.id === roundId);
  if (!round) throw new DomainError('NOT_FOUND');
  const matches = round.matches.filter((m) => m.teamTwo !== null);
  // A group stage's matchday is shown group by group.
  const groups = [...new Set(matches.map((m) => m.group))];
  const sections = groups.map((group) => ({
    heading: group ? t.group(group) : null,
    lines: matches.filter((m) => m.group === group).map((m) => lineOf(m, t)),
  }));
  return {
    title: fixture.tournamentName,
    subtitle: `${t.results} · ${t.stage(round.stage)}`,
    body: { kind: 'results', sections },
    empty: t.empty,
    isPublic: fixture.isPublic,
  };
}

export async function standingsCard(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  locale: Locale,
): Promise<ShareCard> {
  return await kept('standings', db, user, tournamentId, locale, async () =>
    standingsCardOf(db, user, tournamentId, shareTexts(locale)),
  );
}

async function standingsCardOf(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  t: ShareTexts,
): Promise<ShareCard> {
  const stats = await tournamentStatistics(db, user, tournamentId);
  const c = t.columns;
  const rowOf = (r: StandingRowDto, group: string | null) => ({
    position: r.position,
    name: r.teamName,
    team: { name: r.teamName, logo: r.teamLogo },
    sub: group === null ? null : t.group(group),
    values: [String(r.statistics.played), signed(r.statistics.goalDifference), String(r.statistics.points)],
    ...(group === null ? {} : { group }),
  });
  // A group stage's tables one after the other, each team marked with its group.
  const rows = stats.groups
    ? stats.groups.flatMap((g) => g.teamsStatistics.map((r) => rowOf(r, g.name)))
    : stats.teamsStatistics.map((r) => rowOf(r, null));
  return {
    title: stats.tournamentName,
    subtitle: t.standings,
    body: { kind: 'table', columns: [c.played, c.difference, c.points], rows },
    empty: t.empty,
    isPublic: stats.isPublic,
  };
}

export async function scorersCard(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  locale: Locale,
): Promise<ShareCard> {
  return await kept('scorers', db, user, tournamentId, locale, async () =>
    scorersCardOf(db, user, tournamentId, shareTexts(locale)),
  );
}

async function scorersCardOf(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  t: ShareTexts,
): Promise<ShareCard> {
  const { scorers } = await tournamentScorers(db, user, tournamentId);
  const tournament = await requireTournament(db, tournamentId);
  return {
    title: tournament.name,
    subtitle: t.scorers,
    body: {
      kind: 'table',
      columns: [t.columns.goals],
      rows: scorers.map((s) => ({
        position: s.position,
        name: s.name,
        team: { name: s.teamName, logo: s.teamLogo },
        sub: s.teamName,
        values: [String(s.goals)],
      })),
    },
    empty: t.empty,
    isPublic: tournament.visibility === 'PUBLIC',
  };
}

/** A knock-out's rounds from the first to the final, each tie once (a two-legged tie by its deciding leg). */
export async function bracketCard(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  locale: Locale,
): Promise<ShareCard> {
  return await kept('bracket', db, user, tournamentId, locale, async () =>
    bracketCardOf(db, user, tournamentId, shareTexts(locale)),
  );
}

async function bracketCardOf(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
  t: ShareTexts,
): Promise<ShareCard> {
  const fixture = await listRounds(db, user, tournamentId);
  const knockout = hasKnockout(fixture.type as TournamentType)
    ? fixture.rounds.filter((r) => r.stage.kind === 'KNOCKOUT')
    : [];
  const sections = knockout.map((round) => {
    const ties = round.matches.filter((m) => m.leg !== 1);
    return {
      heading: roundHeading(round, null, t),
      lines: ties.map((m) => lineOf(m, t)),
    };
  });
  return {
    title: fixture.tournamentName,
    subtitle: t.bracket,
    body: { kind: 'results', sections },
    empty: t.empty,
    isPublic: fixture.isPublic,
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

async function tournamentOfRound(db: Db, roundId: string): Promise<string> {
  const row = await fetchOne(
    db.select({ tournamentId: rounds.tournamentId }).from(rounds).where(eq(rounds.id, roundId)),
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return row.tournamentId;
}
