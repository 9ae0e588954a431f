import { copyFileSync } from 'node:fs';
import {
  execute,
  fetchOne,
  matches,
  openDatabase,
  pitches,
  referees,
  sqliteEngine,
  tournamentPitches,
  tournaments,
  users,
  venues,
} from '@cancha/db';
import { eq } from 'drizzle-orm';
import { requireAccount } from '../../packages/api/src/auth/session';
import { scheduleTournament } from '../../packages/api/src/match-day/schedule.service';

// The automatic schedule of the 64-team season (2,016 matches) on 6 pitches with 4 referees (fewer than the pitches,
// so a referee is looked for at every slot and some matches go without one: docs/decisions/024), Saturdays and
// Sundays 09:00–22:00, through the service as the organiser's tap runs it: reading the picture, placing, writing
// every match and answering each move. Measured on a fresh copy each time, the matches reopened and off any pitch.

export async function measureSchedule(source: string, copy: string, tournamentId: string, runs: number) {
  const times: number[] = [];
  let placed = 0;
  for (let run = 0; run < runs; run++) {
    copyFileSync(source, copy);
    const db = openDatabase(copy);
    const season = (await fetchOne(db.select().from(tournaments).where(eq(tournaments.id, tournamentId))))!;
    const creator = requireAccount(
      await fetchOne(db.select().from(users).where(eq(users.id, season.creatorId))),
    );
    const today = new Date().toISOString().slice(0, 10);
    const venue = (await fetchOne(
      db
        .insert(venues)
        .values({ creatorId: creator.id, name: 'Complejo Bench', address: 'Córdoba, Argentina' })
        .returning(),
    ))!;
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const pitch = await fetchOne(
        db
          .insert(pitches)
          .values({ venueId: venue.id, name: `Cancha ${n}` })
          .returning(),
      );
      ids.push(pitch!.id);
    }
    await execute(
      db
        .insert(referees)
        .values([1, 2, 3, 4].map((n) => ({ tournamentId, name: `Árbitro ${n}`, feePerMatch: 0 }))),
    );
    await execute(
      db
        .insert(tournamentPitches)
        .values(ids.map((pitchId, position) => ({ tournamentId, pitchId, position }))),
    );
    await execute(
      db
        .update(tournaments)
        .set({
          startDate: today,
          endDate: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`,
          playingDays: ['SATURDAY', 'SUNDAY'],
          matchWindows: [
            { day: 'SATURDAY', from: '09:00', to: '22:00' },
            { day: 'SUNDAY', from: '09:00', to: '22:00' },
          ],
        })
        .where(eq(tournaments.id, tournamentId)),
    );
    await execute(
      db
        .update(matches)
        .set({ status: 'SCHEDULED', pitchId: null, refereeId: null, date: null, time: null })
        .where(eq(matches.tournamentId, tournamentId)),
    );
    const start = performance.now();
    const result = await scheduleTournament(sqliteEngine(db), creator, { tournamentId });
    times.push(performance.now() - start);
    placed = result.scheduled;
    if (result.unscheduled.length > 0)
      throw new Error(`schedule left ${result.unscheduled.length} matches out`);
    db.$client.close();
  }
  return { times, placed };
}
