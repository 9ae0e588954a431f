import { asNewUser } from '@cancha/api/testing';
import { execute, fetchAll, matches, teamPlayers } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';
import { tournamentCalendar } from './ics';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A creator's knock-out tournament with eight approved teams of five, made through the REST paths. */
async function eightTeams(t: ReturnType<typeof testApp>, format: Record<string, unknown> = {}) {
  const creator = await t.player({ role: 'ADMIN' });
  const created = await creator.browser.post('/api/v1/tournaments', {
    name: 'Copa REST',
    location: 'Córdoba, Argentina',
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 7,
    type: 'SINGLE_ELIMINATION',
    startDate: inDays(20),
    endDate: inDays(90),
    registrationDeadline: inDays(10),
    playingDays: ['SATURDAY'],
    matchDuration: 50,
    totalTeams: 8,
    totalPlayers: 12,
    status: 'OPEN',
    visibility: 'PUBLIC',
    ...format,
  });
  expect(created.status).toBe(201);
  const tournamentId = created.json.tournament.id as string;
  const captains = [];
  for (let i = 0; i < 8; i++) {
    const captain = await t.player();
    const team = (
      await captain.browser.post('/api/v1/team', {
        name: `Equipo ${i}`,
        location: 'Córdoba',
        genderTeam: 'MIX',
      })
    ).json.team;
    for (let p = 1; p < 5; p++) {
      await execute(
        t.services.db
          .insert(teamPlayers)
          .values({ teamId: team.id, userId: (await asNewUser(t.services)).user.id, role: 'PLAYER' }),
      );
    }
    const reg = await captain.browser.post('/api/v1/registrations', { tournamentId, teamId: team.id });
    expect(reg.status).toBe(201);
    await creator.browser.put(`/api/v1/registrations/${reg.json.registration.id}/status`, {
      status: 'APPROVED',
    });
    captains.push({ ...captain, teamId: team.id as string });
  }
  return { creator, tournamentId, captains };
}

describe('group draw paths', () => {
  it('POST match/{id}/draw-groups and GET match/{id}/groups, with a refused draw answered in words', async () => {
    const t = testApp();
    const { creator, tournamentId, captains } = await eightTeams(t, {
      type: 'GROUPS_KNOCKOUT',
      groupStage: { groups: 2, advancePerGroup: 2 },
    });
    const ids = captains.map((c) => c.teamId);
    const refused = await creator.browser.post(`/api/v1/match/${tournamentId}/draw-groups`, {
      groups: [ids.slice(0, 3), ids.slice(3)],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errorMessage).toMatch(/^El sorteo de grupos no es válido: /);
    const drawn = await creator.browser.post(`/api/v1/match/${tournamentId}/draw-groups`, {
      groups: [ids.slice(0, 4), ids.slice(4)],
    });
    expect(drawn.status).toBe(201);
    expect(drawn.json.successMessage).toBe('Grupos sorteados');
    const read = await captains[0]!.browser.get(`/api/v1/match/${tournamentId}/groups`);
    expect(read.status).toBe(200);
    expect(
      read.json.groups.map((g: { name: string; teams: { id: string }[] }) => [g.name, g.teams.length]),
    ).toEqual([
      ['A', 4],
      ['B', 4],
    ]);
    expect(read.json.canRedraw).toBe(false);
    const random = await creator.browser.post(`/api/v1/match/${tournamentId}/draw-groups`, {
      method: 'RANDOM',
    });
    expect(random.status).toBe(201);
    const notTheirs = await captains[0]!.browser.post(`/api/v1/match/${tournamentId}/draw-groups`, {
      method: 'RANDOM',
    });
    expect(notTheirs.status).toBe(403);
  });
});

describe('rounds and matches paths', () => {
  it('POST match/{id}/generate-round, GET rounds/{id}, GET and PUT soccer-match/{id}, POST and DELETE match-events', async () => {
    const t = testApp();
    const { creator, tournamentId, captains } = await eightTeams(t);
    const early = await creator.browser.get(`/api/v1/rounds/${tournamentId}`);
    expect(early.json.rounds).toEqual([]);

    const player = captains[0]!;
    const refused = await player.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {});
    expect(refused.status).toBe(403);
    const generated = await creator.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {
      userChoice: null,
    });
    expect(generated.status).toBe(201);
    expect(generated.json.rounds).toHaveLength(1);
    const again = await creator.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {});
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'ROUND_NOT_COMPLETE',
      errorMessage: 'La ronda actual todavía no terminó: completa todos sus partidos.',
    });

    const rounds = await player.browser.get(`/api/v1/rounds/${tournamentId}`);
    expect(rounds.json).toMatchObject({
      tournamentName: 'Copa REST',
      roundsCompleted: false,
      remainingTeams: 8,
    });
    // roundName, the legacy alias of `stage`, in the request's language; successMessage too.
    expect(rounds.json.rounds[0]).toMatchObject({ roundName: 'Cuartos de final', stage: { teams: 8 } });
    expect(generated.json.successMessage).toBe('Ronda creada');
    const english = await player.browser.get(`/api/v1/rounds/${tournamentId}?lang=en`);
    expect(english.json.rounds[0].roundName).toBe('Quarter-finals');
    const portuguese = await player.browser.get(`/api/v1/rounds/${tournamentId}`, {
      'accept-language': 'pt-BR',
    });
    expect(portuguese.json.rounds[0].roundName).toBe('Quartas de final');
    const match = rounds.json.rounds[0].matches[0];
    const read = await player.browser.get(`/api/v1/soccer-match/${match.id}/matchs`);
    expect(read.json.data).toMatchObject({
      id: match.id,
      locationTournament: { location: 'Córdoba, Argentina' },
      canManage: false,
      matchEvent: [],
    });

    const moved = await creator.browser.put(`/api/v1/soccer-match/${match.id}`, { time: '19:30' });
    expect(moved.json.data.time).toBe('19:30');
    const badTime = await creator.browser.put(`/api/v1/soccer-match/${match.id}`, { time: '7pm' });
    expect(badTime.status).toBe(400);
    expect(Object.keys(badTime.json.fieldErrors)).toEqual(['time']);
    const byPlayer = await player.browser.put(`/api/v1/soccer-match/${match.id}`, { status: 'COMPLETED' });
    expect(byPlayer.status).toBe(403);

    const scorer = read.json.data.teamOnePlayers[1].userId;
    const added = await creator.browser.post('/api/v1/match-events', {
      matchId: match.id,
      teamId: match.teamOneId,
      playerId: scorer,
      type: 'GOAL',
      minute: 33,
    });
    expect(added.status).toBe(201);
    expect(added.json.newEvent).toMatchObject({ id: expect.any(String), type: 'GOAL', minute: 33 });
    const outOfRange = await creator.browser.post('/api/v1/match-events', {
      matchId: match.id,
      teamId: match.teamOneId,
      playerId: scorer,
      type: 'GOAL',
      minute: 200,
    });
    expect(outOfRange.status).toBe(400);
    const afterGoal = await player.browser.get(`/api/v1/soccer-match/${match.id}/matchs`);
    expect(afterGoal.json.data).toMatchObject({ teamOneScore: 1, teamTwoScore: 0 });
    const removed = await creator.browser.del(`/api/v1/match-events/${added.json.newEvent.id}`);
    // With no event left and the match not started, there is no score yet: the card reads 'VS' again.
    expect(removed.json.data).toMatchObject({ teamOneScore: null, teamTwoScore: null });

    const done = await creator.browser.put(`/api/v1/soccer-match/${match.id}`, {
      teamOneScore: 2,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    expect(done.json.data).toMatchObject({ status: 'COMPLETED', winnerTeamId: match.teamOneId });
    const locked = await creator.browser.put(`/api/v1/soccer-match/${match.id}`, { date: inDays(30) });
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('MATCH_FINISHED');
  });

  it('GET tournaments/{id}/statistics, statistics/{id}, team/team/{teamId}?tournamentId=, ranking and ranking/match', async () => {
    const t = testApp();
    const { creator, tournamentId, captains } = await eightTeams(t);
    await creator.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {});
    const stats = await captains[0]!.browser.get(`/api/v1/tournaments/${tournamentId}/statistics`);
    expect(stats.status).toBe(200);
    expect(stats.json.teamsStatistics).toHaveLength(8);
    expect(stats.json.teamsStatistics[0].statistics).toMatchObject({ played: 0, points: 0 });
    expect(stats.json.tournamentRegisteredTeams).toHaveLength(8);
    expect((await captains[0]!.browser.get(`/api/v1/statistics/${tournamentId}`)).json.tournamentId).toBe(
      tournamentId,
    );

    const team = await captains[0]!.browser.get(
      `/api/v1/team/team/${captains[0]!.teamId}?tournamentId=${tournamentId}`,
    );
    expect(team.json).toMatchObject({
      tournamentId,
      tournament: { id: tournamentId },
      team: { id: captains[0]!.teamId },
    });
    expect(team.json.players).toHaveLength(5);
    expect(team.json.players[0].matches).toEqual([]);
    expect(team.json.nextMatches).toHaveLength(1);
    const plain = await captains[0]!.browser.get(`/api/v1/team/team/${captains[0]!.teamId}`);
    expect(plain.json).toMatchObject({ tournamentId: null, team: { id: captains[0]!.teamId } });

    const ranking = await captains[0]!.browser.get('/api/v1/ranking');
    expect(ranking.json.ranking.length).toBeGreaterThanOrEqual(8);
    expect(ranking.json.ranking.find((r: { isMyTeam: boolean }) => r.isMyTeam).tournamentsPlayed).toBe(1);
    expect((await captains[0]!.browser.get('/api/v1/ranking/match')).json.ranking).toHaveLength(6);
    expect((await t.client().get('/api/v1/ranking')).status).toBe(401);
  });

  it('serves a subscribable calendar of the dated matches', async () => {
    const t = testApp();
    const { creator, tournamentId } = await eightTeams(t);
    await creator.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {});
    // No session needed: a phone's calendar app fetches it on its own.
    const feed = await t.client().get(`/api/v1/tournaments/${tournamentId}/calendar.ics`);
    expect(feed.status).toBe(200);
    expect(feed.res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.text).toMatch(/DTSTART:\d{8}T\d{6}\r\n/);
    expect(feed.text).toContain('LOCATION:Córdoba\\, Argentina');
    const dated = await fetchAll(t.services.db.select().from(matches));
    expect(dated.every((m) => m.teamTwoId === null || m.date !== null)).toBe(true);
  });
});

describe('calendar text', () => {
  it('escapes text, folds long lines at 75 octets and writes all-day events for matches without a time', () => {
    const team = (name: string) => ({ id: name, name, logo: null, captainId: null });
    const base = {
      tournamentId: 't',
      roundId: 'r',
      group: null,
      thirdPlace: false,
      status: 'SCHEDULED' as const,
      location: null,
      teamOneId: 'a',
      teamTwoId: 'b',
      teamOneScore: null,
      teamTwoScore: null,
      penaltiesTeamOne: null,
      penaltiesTeamTwo: null,
      captainTeamOneId: null,
      captainTeamTwoId: null,
      winnerTeamId: null,
      leg: null,
      tie: null,
      decision: null,
      decisionAgainstTeamId: null,
      pitch: null,
      referee: null,
    };
    const text = tournamentCalendar({
      tournament: { id: 't', name: 'Copa; con, comas', location: 'Cancha 1', matchDuration: 40 },
      matches: [
        {
          ...base,
          id: 'm1',
          date: '2026-12-05',
          matchdate: '2026-12-05',
          time: null,
          teamOne: team('Los Pibes de un nombre larguísimo que no entra en una línea'),
          teamTwo: team('Otro equipo con un nombre igual de largo'),
        },
      ],
      matchUrl: () => 'https://cancha.example/m1',
      now: new Date('2026-11-23T10:00:00Z'),
    });
    expect(text).toContain('X-WR-CALNAME:Copa\\; con\\, comas');
    expect(text).toContain('DTSTART;VALUE=DATE:20261205');
    expect(text).toContain('DTSTAMP:20261123T100000Z');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');
  });
});

describe('competition format paths (docs/decisions/013)', () => {
  it('two-legged ties, walkovers, point adjustments, discipline and scorers through /api/v1', async () => {
    const t = testApp();
    const { creator, tournamentId, captains } = await eightTeams(t, {
      knockout: { legs: 2, finalLegs: 1, awayGoals: false },
      discipline: { yellowCardsForSuspension: 2, suspensionMatchesForRed: 1 },
    });
    const generated = await creator.browser.post(`/api/v1/match/${tournamentId}/generate-round`, {});
    expect(generated.status).toBe(201);
    const matches = generated.json.rounds[0].matches as {
      id: string;
      leg: number | null;
      teamOneId: string;
      teamTwoId: string;
      tie: { secondLegId: string } | null;
    }[];
    expect(matches).toHaveLength(8);
    const first = matches.find((m) => m.leg === 1)!;
    const second = matches.find((m) => m.id === first.tie!.secondLegId)!;
    expect([second.teamOneId, second.teamTwoId]).toEqual([first.teamTwoId, first.teamOneId]);
    const early = await creator.browser.put(`/api/v1/soccer-match/${second.id}`, { status: 'COMPLETED' });
    expect(early.status).toBe(409);
    expect(early.json.errorMessage).toBe('Primero hay que terminar el partido de ida.');

    const wo = await creator.browser.post(`/api/v1/soccer-match/${first.id}/walkover`, {
      absentTeamId: first.teamTwoId,
    });
    expect(wo.status).toBe(200);
    expect(wo.json.data).toMatchObject({ decision: 'WALKOVER', teamOneScore: 3, teamTwoScore: 0 });
    const bad = await creator.browser.post(`/api/v1/soccer-match/${second.id}/walkover`, {
      absentTeamId: 'x',
    });
    expect(bad.status).toBe(400);

    const adjusted = await creator.browser.post(`/api/v1/tournaments/${tournamentId}/adjustments`, {
      teamId: captains[0]!.teamId,
      points: -3,
      reason: 'Deuda de inscripción',
    });
    expect(adjusted.status).toBe(201);
    const removed = await creator.browser.del(
      `/api/v1/tournaments/${tournamentId}/adjustments/${adjusted.json.adjustments[0].id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.json.adjustments).toEqual([]);

    for (const path of ['discipline', 'scorers', 'statistics']) {
      const read = await captains[1]!.browser.get(`/api/v1/tournaments/${tournamentId}/${path}`);
      expect(read.status).toBe(200);
    }
    const lift = await creator.browser.post(`/api/v1/tournaments/${tournamentId}/discipline/lift`, {
      playerId: 'nobody',
      matchId: second.id,
      reason: 'Apelación',
    });
    expect(lift.status).toBe(404);
  });
});
