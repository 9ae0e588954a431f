import { digestToken, mailTo, sendDigests, tournamentWithTeams } from '@cancha/api/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { client, testApp } from '../testing/test-app';

// Match day over /api/v1 (docs/decisions/014): venues, the automatic schedule, a refused move with its free slots,
// the day's board and the printed sheets.

async function scheduledLeague() {
  const t = testApp();
  const setup = await tournamentWithTeams(t.services, 4, {
    type: 'LEAGUE',
    totalTeams: 4,
    playingDays: ['SATURDAY'],
    matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }],
  });
  const creator = client(t.app, t.services.config.publicUrl);
  creator.jar.set(SESSION_COOKIE_NAME, setup.creator.token);
  // The fixture first, before the tournament has pitches: its matches wait for the schedule below.
  await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
  const venue = await creator.post('/api/v1/venues', {
    name: 'Complejo Sur',
    address: 'Córdoba, Argentina',
    pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
  });
  expect(venue.status).toBe(201);
  const pitchIds = venue.json.pitches.map((p: { id: string }) => p.id);
  const put = await creator.put(`/api/v1/tournaments/${setup.tournamentId}`, { pitchIds });
  expect(put.status).toBe(200);
  const referee = await creator.post(`/api/v1/tournaments/${setup.tournamentId}/referees`, {
    name: 'Ana Árbitra',
    email: 'ana@arbitros.test',
    feePerMatch: 3000,
  });
  expect(referee.status).toBe(201);
  const scheduled = await creator.post(`/api/v1/match/${setup.tournamentId}/schedule`, {});
  expect(scheduled.status).toBe(200);
  return { t, ...setup, creatorClient: creator, scheduled: scheduled.json, pitchIds };
}

describe('match day over REST', () => {
  it('schedules every match with a date, time, pitch and referee', async () => {
    const { t, tournamentId, creatorClient, scheduled, pitchIds } = await scheduledLeague();
    // One referee for two pitches: the matches at the same time as hers are placed without one, and said so.
    expect(scheduled).toMatchObject({ scheduled: 6, unscheduled: [], pitches: 2, referees: 1 });
    expect(scheduled.moves).toHaveLength(6);
    // From the fixture's provisional date, on no pitch, to a pitch of the venue.
    expect(scheduled.moves[0]).toMatchObject({
      from: { pitch: null },
      to: { pitch: expect.stringContaining('Complejo Sur') },
    });
    const rounds = await creatorClient.get(`/api/v1/rounds/${tournamentId}`);
    const all = rounds.json.rounds.flatMap((r: { matches: unknown[] }) => r.matches);
    for (const m of all) {
      expect(m).toMatchObject({ date: expect.any(String), time: expect.any(String) });
      expect(pitchIds).toContain(m.pitch.id);
      if (!scheduled.withoutReferee.includes(m.id)) expect(m.referee.name).toBe('Ana Árbitra');
      else expect(m.referee).toBeNull();
    }
    // "Agregar al calendario": one match as an iCalendar event, with the venue's address.
    const ics = await creatorClient.get(`/api/v1/soccer-match/${all[0].id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.res.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect(ics.text).toContain('Complejo Sur · Cancha');
    expect(ics.text).toContain('Córdoba\\, Argentina');
    // Another creator gets no say.
    const other = await t.player({ role: 'ADMIN' });
    expect((await other.browser.post(`/api/v1/match/${tournamentId}/schedule`, {})).status).toBe(403);
    expect((await other.browser.get('/api/v1/venues')).json).toEqual([]);
  });

  it('confirms every match of a referee’s daily e-mail with POST referee-digest/confirm-all', async () => {
    const { t, scheduled } = await scheduledLeague();
    await sendDigests(t.services);
    const [mail] = await mailTo(t.services, 'ana@arbitros.test');
    const token = digestToken(mail!.text);
    const visitor = t.client();
    const done = await visitor.post('/api/v1/referee-digest/confirm-all', { token });
    expect(done.status).toBe(200);
    // Hers are the matches the schedule placed with a referee.
    expect(done.json.confirmed).toBe(scheduled.scheduled - scheduled.withoutReferee.length);
    expect(done.json.matches.every((m: { state: string }) => m.state === 'CONFIRMED')).toBe(true);
    const refused = await visitor.post('/api/v1/referee-digest/confirm-all', { token: 'not-the-token' });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('TOKEN_INVALID');
    expect((await visitor.post('/api/v1/referee-digest/confirm-all', {})).status).toBe(400);
  });

  it('refuses a clashing move with SCHEDULE_CONFLICT and the collisions, then takes a free slot', async () => {
    const { tournamentId, creatorClient } = await scheduledLeague();
    const rounds = await creatorClient.get(`/api/v1/rounds/${tournamentId}`);
    const [a, b] = rounds.json.rounds[0].matches;
    const clash = await creatorClient.put(`/api/v1/soccer-match/${a.id}`, {
      date: b.date,
      time: b.time,
      pitchId: b.pitch.id,
    });
    expect(clash.status).toBe(409);
    expect(clash.json.code).toBe('SCHEDULE_CONFLICT');
    expect(clash.json.conflicts.map((c: { rule: string }) => c.rule)).toContain('PITCH_BUSY');
    const slots = await creatorClient.get(`/api/v1/soccer-match/${a.id}/free-slots`);
    expect(slots.status).toBe(200);
    const [slot] = slots.json;
    const moved = await creatorClient.put(`/api/v1/soccer-match/${a.id}`, {
      date: slot.date,
      time: slot.time,
      pitchId: slot.pitch.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.json.data).toMatchObject({ date: slot.date, time: slot.time, pitch: { id: slot.pitch.id } });
  });

  it('shows the day’s board to a visitor and prints the sheets for the organiser only', async () => {
    const { t, tournamentId, creatorClient } = await scheduledLeague();
    const visitor = t.client();
    const board = await visitor.get(`/api/v1/tournaments/${tournamentId}/schedule`);
    expect(board.status).toBe(200);
    expect(board.json.pitches).toHaveLength(2);
    const bad = await visitor.get(`/api/v1/tournaments/${tournamentId}/schedule?date=sábado`);
    expect(bad.status).toBe(400);

    const [match] = board.json.pitches[0].matches;
    const sheet = await creatorClient.request(
      'GET',
      `/api/v1/soccer-match/${match.id}/sheet.pdf?paper=letter`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.res.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.text.startsWith('%PDF-')).toBe(true);
    expect(sheet.text).toContain('/MediaBox [0 0 612');
    // Named by tournament, round and teams, not by an id.
    expect(sheet.res.headers.get('content-disposition')).toMatch(
      /^inline; filename="planilla-copa-fixture-fecha-\d+-equipo-[a-d]-vs-equipo-[a-d]\.pdf"$/,
    );
    const day = await creatorClient.get(
      `/api/v1/tournaments/${tournamentId}/sheets.pdf?date=${board.json.date}`,
    );
    expect(day.status).toBe(200);
    expect(day.text.match(/\/Type \/Page\b/g)?.length).toBe(2);
    expect(day.res.headers.get('content-disposition')).toBe(
      `inline; filename="planillas-copa-fixture-${board.json.date}.pdf"`,
    );
    expect((await visitor.get(`/api/v1/soccer-match/${match.id}/sheet.pdf`)).status).toBe(401);
    const player = await t.player();
    expect((await player.browser.get(`/api/v1/soccer-match/${match.id}/sheet.pdf`)).status).toBe(403);
    expect((await creatorClient.get(`/api/v1/soccer-match/${match.id}/sheet.pdf?paper=A3`)).status).toBe(400);
  });
});
