import { emailOutbox, fetchAll } from '@cancha/db';
import { DEFAULT_TIME_ZONE, type MatchDto, zonedInstant } from '@cancha/shared';
import { asc, eq } from 'drizzle-orm';
import { sendRefereeDigests } from '../match-day/referee-digest';
import type { testServices } from '../testing';
import { type Side, tournamentWithTeams } from './competition';
import { inDays } from './tournaments';

// A league on Saturday mornings with pitches and referees, and the referees' daily e-mails, for the match-day tests.

type Services = ReturnType<typeof testServices>;

/** Six teams (or `teams`), two pitches and three referees with addresses, the fixture drawn and not yet placed. */
export async function saturdayLeague(s: Services, teams = 6) {
  const setup = await tournamentWithTeams(s, teams, {
    type: 'LEAGUE',
    totalTeams: teams,
    playingDays: ['SATURDAY'],
    matchDuration: 50,
    matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }],
    breakMinutes: 10,
  });
  const { creator, tournamentId } = setup;
  // The fixture first, as before any pitch existed: its matches wait for "Programar".
  await creator.api.fixtures.generateRound({ tournamentId });
  const venue = await creator.api.matchDay.createVenue({
    name: 'Complejo La Bombonera',
    address: 'Córdoba, Argentina',
    pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
  });
  await creator.api.tournaments.update({ tournamentId, pitchIds: venue.pitches.map((p) => p.id) });
  const referees = [];
  for (const name of ['Ana Árbitra', 'Beto Juez', 'Carla Silbato']) {
    referees.push(
      await creator.api.matchDay.addReferee({
        tournamentId,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@arbitros.test`,
        feePerMatch: 5000,
      }),
    );
  }
  return { ...setup, venue, referees };
}

export const allMatches = async (creator: Side['captain'], tournamentId: string): Promise<MatchDto[]> =>
  (await creator.api.fixtures.rounds({ tournamentId })).rounds
    .flatMap((r) => r.matches)
    .filter((m) => m.teamTwo);

/** Noon in the site's zone `days` after tomorrow: what a test changes now is long quiet by then. */
export const digestDay = (days = 0) => zonedInstant(inDays(1 + days), '12:00', DEFAULT_TIME_ZONE);

/** The referees' e-mails as the minute's job sends them at `at`; how many went. */
export const sendDigests = (s: Services, at: Date = digestDay()) => sendRefereeDigests(s, at);

/** The e-mails written to an address, oldest first. */
export const mailTo = (s: Services, to: string) =>
  fetchAll(s.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id)));

/** The answer link's token an e-mail carries for a match. */
export const matchToken = (text: string, matchId: string) =>
  new RegExp(`match=${matchId}&token=([a-z0-9]+)`).exec(text)?.[1];

/** The 'Confirmar todos' link's token an e-mail carries. */
export const digestToken = (text: string) => /\/referee\?digest=([a-z0-9]+)/.exec(text)?.[1];
