import * as tables from '@cancha/db';
import {
  emailOutbox,
  execute,
  fetchAll,
  fetchOne,
  matchEvents,
  teamInvitations,
  teamPlayers,
  teams,
  users,
} from '@cancha/db';
import type { CreateTournament, RosterPlayer, TeamDto } from '@cancha/shared';
import { eq, getTableName, is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import {
  asNewUser,
  browserCaller,
  confirmationTokenFor,
  mailTo,
  testServices,
  tournamentInput,
} from '../testing';
import { ROSTER_PERSON_COLUMNS } from './roster-claim';

// Teams by name (docs/decisions/025): the organiser adds teams and rosters with no accounts, the people on them
// claim their lines, and a captain takes the team over.

type Services = ReturnType<typeof testServices>;
type Person = Awaited<ReturnType<typeof asNewUser>>;

const NAMES = [
  'Los Pibes',
  'River del Barrio',
  'Boca Unidos',
  'Atlético Sur',
  'Deportivo Norte',
  'Estrella Roja',
  'Juventud Unida',
  'San Martín',
  'Independiente Oeste',
  'Racing Club',
  'Talleres Chico',
  'Belgrano Viejo',
  'Huracán',
  'Ferro',
  'Villa Dálmine',
  'Sportivo Italiano',
];

/** An organiser (role ADMIN) and their open tournament. */
async function organiserWithTournament(s: Services, overrides: Partial<CreateTournament> = {}) {
  const organiser = await asNewUser(s, { role: 'ADMIN', fullname: 'Olga', lastname: 'Organiza' });
  const tournament = await organiser.api.tournaments.create(tournamentInput(overrides));
  return { organiser, tournamentId: tournament.id };
}

/** An organiser's league of `count` teams added by name, the first one called 'Los Pibes'. */
async function leagueOfManagedTeams(s: Services, count = 4, overrides: Partial<CreateTournament> = {}) {
  const { organiser, tournamentId } = await organiserWithTournament(s, {
    type: 'LEAGUE',
    totalTeams: count,
    ...overrides,
  });
  const added = await organiser.api.roster.addTeams({ tournamentId, names: NAMES.slice(0, count) });
  const team = added.find((t) => t.name === 'Los Pibes')!;
  return { organiser, tournamentId, team, teams: added };
}

async function addPlayers(organiser: Person, teamId: string, players: Partial<RosterPlayer>[]) {
  return await organiser.api.roster.addPlayers({
    teamId,
    players: players.map((p) => ({ name: 'Sin Nombre', shirtNumber: null, email: null, ...p })),
  });
}

const lineOf = (team: TeamDto, name: string) => team.players.find((p) => p.user.fullname === name);

/** The drawn league's first match of `teamId`, with the goal `playerId` scored in it for that team, completed. */
async function goalFor(organiser: Person, tournamentId: string, teamId: string, playerId: string) {
  const rounds = await organiser.api.fixtures.rounds({ tournamentId });
  const match = rounds.rounds
    .flatMap((r) => r.matches)
    .find((m) => m.teamTwoId !== null && (m.teamOneId === teamId || m.teamTwoId === teamId))!;
  await organiser.api.matches.addEvent({ matchId: match.id, teamId, playerId, type: 'GOAL', minute: 12 });
  await organiser.api.matches.update({ matchId: match.id, status: 'COMPLETED' });
  return match;
}

const personRow = async (s: Services, id: string) =>
  await fetchOne(s.db.select().from(users).where(eq(users.id, id)));

describe('roster.addTeams', () => {
  it('adds sixteen teams by name, approved at once in the tournament and run by the organiser', async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s, {
      totalTeams: 16,
      tournamentGender: 'FEMALE',
    });
    const added = await organiser.api.roster.addTeams({ tournamentId, names: NAMES });
    expect(added.map((t) => t.name)).toEqual(NAMES);
    for (const team of added) {
      expect(team).toMatchObject({ managedById: organiser.user.id, gender: 'FEMALE', players: [] });
    }

    const t = await organiser.api.tournaments.byId({ tournamentId });
    expect(t.registeredTeamsCount).toBe(16);
    expect(t.registeredTeams.map((x) => x.name).sort()).toEqual([...NAMES].sort());
    expect(t.registrations).toHaveLength(16);
    expect(t.registrations.every((r) => r.status === 'APPROVED')).toBe(true);
    // The teams are the organiser's to run, shown to them as a member would see them.
    const one = await organiser.api.teams.byId({ teamId: added[0]!.id });
    expect(one.managedById).toBe(organiser.user.id);
  });

  it("gives the teams the tournament's gender, a mixed tournament's teams being mixed", async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s, { tournamentGender: 'MIXED' });
    const [team] = await organiser.api.roster.addTeams({ tournamentId, names: ['Los Pibes'] });
    expect(team!.gender).toBe('MIX');
  });

  it('refuses a name already in the tournament, whatever its case', async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s);
    await organiser.api.roster.addTeams({ tournamentId, names: ['Los Pibes'] });
    await expect(
      organiser.api.roster.addTeams({ tournamentId, names: ['Boca Unidos', 'LOS PIBES'] }),
    ).rejects.toMatchObject({ message: 'TEAM_NAME_TAKEN' });
    // A captain's team asking to enter holds its name too.
    const captain = await asNewUser(s);
    const river = await captain.api.teams.create({
      name: 'River del Barrio',
      location: 'Córdoba, Argentina',
      genderTeam: 'MIX',
      lat: -31.4,
      lng: -64.2,
    });
    for (let i = 0; i < 4; i++) {
      const mate = await asNewUser(s);
      await execute(
        s.db.insert(teamPlayers).values({ teamId: river.id, userId: mate.user.id, role: 'PLAYER' }),
      );
    }
    await captain.api.registrations.register({ tournamentId, teamId: river.id });
    await expect(
      organiser.api.roster.addTeams({ tournamentId, names: ['river del barrio'] }),
    ).rejects.toMatchObject({ message: 'TEAM_NAME_TAKEN' });
    // Nothing of a refused paste was added.
    const t = await organiser.api.tournaments.byId({ tournamentId });
    expect(t.registeredTeams.map((x) => x.name)).toEqual(['Los Pibes']);
  });

  it('counts a name repeated within one paste once, whatever its case', async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s);
    const added = await organiser.api.roster.addTeams({
      tournamentId,
      names: ['Huracán', 'HURACÁN', 'Huracán'],
    });
    expect(added.map((t) => t.name)).toEqual(['Huracán']);
  });

  it('refuses more teams than the tournament has room for, adding none of them', async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s, { totalTeams: 8 });
    await organiser.api.roster.addTeams({ tournamentId, names: NAMES.slice(0, 6) });
    await expect(
      organiser.api.roster.addTeams({ tournamentId, names: NAMES.slice(6, 9) }),
    ).rejects.toMatchObject({ message: 'TOURNAMENT_FULL' });
    expect((await organiser.api.tournaments.byId({ tournamentId })).registeredTeamsCount).toBe(6);
    await organiser.api.roster.addTeams({ tournamentId, names: NAMES.slice(6, 8) });
    expect((await organiser.api.tournaments.byId({ tournamentId })).registeredTeamsCount).toBe(8);
  });

  it("lets only the tournament's organiser add teams to it", async () => {
    const s = testServices();
    const { tournamentId } = await organiserWithTournament(s);
    const otherOrganiser = await asNewUser(s, { role: 'ADMIN' });
    await expect(
      otherOrganiser.api.roster.addTeams({ tournamentId, names: ['Los Pibes'] }),
    ).rejects.toMatchObject({ message: 'FORBIDDEN' });
    const player = await asNewUser(s);
    await expect(player.api.roster.addTeams({ tournamentId, names: ['Los Pibes'] })).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
    expect(await fetchAll(s.db.select().from(teams))).toEqual([]);
  });

  it('adds no team once the fixture is drawn', async () => {
    const s = testServices();
    const { organiser, tournamentId } = await organiserWithTournament(s, { type: 'LEAGUE', totalTeams: 6 });
    await organiser.api.roster.addTeams({ tournamentId, names: NAMES.slice(0, 4) });
    await organiser.api.fixtures.generateRound({ tournamentId });
    await expect(
      organiser.api.roster.addTeams({ tournamentId, names: ['Los Tardíos'] }),
    ).rejects.toMatchObject({ message: 'REGISTRATION_CLOSED' });
  });
});

describe('roster.addPlayers', () => {
  it('adds people with no account to the roster, shown by name', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    const updated = await addPlayers(organiser, team.id, [
      { name: 'Juan Pérez', shirtNumber: 10 },
      { name: 'Ana Gómez' },
    ]);
    expect(
      updated.players.map((p) => [p.user.fullname, p.shirtNumber, p.role, p.user.rosterOnly, p.user.email]),
    ).toEqual(
      expect.arrayContaining([
        ['Juan Pérez', 10, 'PLAYER', true, null],
        ['Ana Gómez', null, 'PLAYER', true, null],
      ]),
    );
    expect((await organiser.api.teams.byId({ teamId: team.id })).players).toHaveLength(2);
    // A visitor sees the same names, and no address where there is none.
    const visitor = await asNewUser(s);
    const seen = await visitor.api.teams.byId({ teamId: team.id });
    expect(seen.players.map((p) => [p.user.fullname, p.user.email])).toEqual(
      expect.arrayContaining([
        ['Juan Pérez', null],
        ['Ana Gómez', null],
      ]),
    );
    const juan = await personRow(s, lineOf(updated, 'Juan Pérez')!.userId);
    expect(juan).toMatchObject({ email: null, rosterOnly: true, role: 'PARTICIPANT', passwordHash: null });
    // Nobody to write to, nothing sent.
    expect(await fetchAll(s.db.select().from(emailOutbox))).toEqual([]);
  });

  it('refuses a shirt number twice in the paste or already on the roster, adding nobody', async () => {
    const s = testServices();
    const { organiser, team, teams: teamsAdded } = await leagueOfManagedTeams(s);
    await expect(
      addPlayers(organiser, team.id, [
        { name: 'Juan Pérez', shirtNumber: 10 },
        { name: 'Ana Gómez', shirtNumber: 10 },
      ]),
    ).rejects.toMatchObject({ message: 'SHIRT_NUMBER_TAKEN' });
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', shirtNumber: 10 }]);
    await expect(
      addPlayers(organiser, team.id, [
        { name: 'Luis Díaz', shirtNumber: 9 },
        { name: 'Ana Gómez', shirtNumber: 10 },
      ]),
    ).rejects.toMatchObject({ message: 'SHIRT_NUMBER_TAKEN' });
    const roster = await organiser.api.teams.byId({ teamId: team.id });
    expect(roster.players.map((p) => p.user.fullname)).toEqual(['Juan Pérez']);
    expect(await fetchAll(s.db.select().from(users).where(eq(users.rosterOnly, true)))).toHaveLength(1);
    // Another team may use the same number.
    const other = teamsAdded.find((t) => t.id !== team.id)!;
    const otherRoster = await addPlayers(organiser, other.id, [{ name: 'Ana Gómez', shirtNumber: 10 }]);
    expect(otherRoster.players.map((p) => p.shirtNumber)).toEqual([10]);
  });

  it('e-mails a line with an address a link to claim it, and lists the claim for the organiser', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
      { name: 'Ana Gómez', shirtNumber: 7 },
    ]);
    const mails = await mailTo(s, 'juan@x.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Te anotaron en el plantel de Los Pibes');
    expect(mails[0]!.text).toContain('Juan Pérez');
    expect(mails[0]!.text).toContain('/register?email=juan%40x.com');

    expect(await organiser.api.roster.invitations({ teamId: team.id })).toMatchObject([
      {
        email: 'juan@x.com',
        status: 'PENDING',
        role: 'PLAYER',
        roster: { name: 'Juan Pérez', shirtNumber: 10 },
        team: { name: 'Los Pibes' },
      },
    ]);
    const otherOrganiser = await asNewUser(s, { role: 'ADMIN' });
    await expect(otherOrganiser.api.roster.invitations({ teamId: team.id })).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
  });

  it('lets only the organiser running the team add to its roster', async () => {
    const s = testServices();
    const { team } = await leagueOfManagedTeams(s);
    const otherOrganiser = await asNewUser(s, { role: 'ADMIN' });
    await expect(addPlayers(otherOrganiser, team.id, [{ name: 'Juan Pérez' }])).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
    const player = await asNewUser(s);
    await expect(addPlayers(player, team.id, [{ name: 'Juan Pérez' }])).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
    // Nor may an organiser write into a captain's own team.
    const captain = await asNewUser(s);
    const own = await captain.api.teams.create({
      name: 'Los Propios',
      location: 'Córdoba, Argentina',
      genderTeam: 'MIX',
      lat: -31.4,
      lng: -64.2,
    });
    await expect(addPlayers(otherOrganiser, own.id, [{ name: 'Juan Pérez' }])).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
    expect(await fetchAll(s.db.select().from(users).where(eq(users.rosterOnly, true)))).toEqual([]);
  });
});

describe('a tournament of teams added by name', () => {
  it('draws its fixture, and a goal of a roster-only player puts them among the scorers by name', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s);
    const roster = await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', shirtNumber: 10 }]);
    const juan = lineOf(roster, 'Juan Pérez')!.userId;
    const drawn = await organiser.api.fixtures.generateRound({ tournamentId });
    // Four teams, each playing the three others.
    expect(drawn.rounds.flatMap((r) => r.matches).filter((m) => m.teamTwoId !== null)).toHaveLength(6);

    const match = await goalFor(organiser, tournamentId, team.id, juan);
    const detail = await organiser.api.matches.byId({ matchId: match.id });
    expect(detail.matchEvent).toMatchObject([
      { type: 'GOAL', playerId: juan, player: { user: { fullname: 'Juan Pérez' } } },
    ]);
    const { scorers } = await organiser.api.fixtures.scorers({ tournamentId });
    expect(scorers).toMatchObject([
      { position: 1, playerId: juan, name: 'Juan Pérez', teamId: team.id, teamName: 'Los Pibes', goals: 1 },
    ]);
  });
});

describe('claiming a roster line', () => {
  it('gives the account the line, its shirt number and its goal, and the roster-only person is gone', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s);
    const roster = await addPlayers(organiser, team.id, [
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
    ]);
    const person = lineOf(roster, 'Juan Pérez')!.userId;
    await organiser.api.fixtures.generateRound({ tournamentId });
    await goalFor(organiser, tournamentId, team.id, person);

    const juan = await asNewUser(s, { email: 'juan@x.com', fullname: 'Juan', lastname: 'Pérez García' });
    const [invitation] = await juan.api.invitations.mine();
    expect(invitation).toMatchObject({
      teamId: team.id,
      status: 'PENDING',
      roster: { name: 'Juan Pérez', shirtNumber: 10 },
    });
    await juan.api.invitations.respond({ invitationId: invitation!.id, response: 'ACCEPTED' });

    const after = await organiser.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.shirtNumber, p.role, p.user.rosterOnly])).toEqual([
      [juan.user.id, 10, 'PLAYER', false],
    ]);
    expect((await juan.api.teams.mine()).map((t) => t.id)).toEqual([team.id]);
    const { scorers } = await organiser.api.fixtures.scorers({ tournamentId });
    expect(scorers).toMatchObject([{ playerId: juan.user.id, name: 'Juan Pérez García', goals: 1 }]);
    expect(await personRow(s, person)).toBeUndefined();
    // The claim is answered; the organiser still runs the team.
    expect(await organiser.api.roster.invitations({ teamId: team.id })).toEqual([]);
    expect(after.managedById).toBe(organiser.user.id);
  });

  it('gives the account the red card and the suspension the organiser lifted on appeal', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s, 4, {
      discipline: { yellowCardsForSuspension: 2, suspensionMatchesForRed: 1, resetYellowsAfterGroups: false },
    });
    const roster = await addPlayers(organiser, team.id, [
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
    ]);
    const person = lineOf(roster, 'Juan Pérez')!.userId;
    const r = await organiser.api.fixtures.generateRound({ tournamentId });
    const [first, next] = r.rounds.map(
      (round) => round.matches.find((m) => m.teamOneId === team.id || m.teamTwoId === team.id)!,
    );
    await organiser.api.matches.addEvent({
      matchId: first!.id,
      teamId: team.id,
      playerId: person,
      type: 'RED_CARD',
      minute: 70,
    });
    await organiser.api.matches.update({ matchId: first!.id, status: 'COMPLETED' });
    const reason = 'Apelación aceptada: tarjeta mal asignada';
    await organiser.api.fixtures.liftSuspension({
      tournamentId,
      playerId: person,
      matchId: next!.id,
      reason,
    });

    const juan = await asNewUser(s, { email: 'juan@x.com', fullname: 'Juan', lastname: 'Pérez García' });
    const [claim] = await juan.api.invitations.mine();
    await juan.api.invitations.respond({ invitationId: claim!.id, response: 'ACCEPTED' });

    const d = await organiser.api.fixtures.discipline({ tournamentId });
    expect(d.suspensions).toEqual([
      expect.objectContaining({
        playerId: juan.user.id,
        name: 'Juan Pérez García',
        reason: 'RED_CARD',
        lifted: [expect.objectContaining({ matchId: next!.id, reason })],
      }),
    ]);
    // The lifted match is his to play.
    await expect(
      organiser.api.matches.addEvent({
        matchId: next!.id,
        teamId: team.id,
        playerId: juan.user.id,
        type: 'GOAL',
        minute: 5,
      }),
    ).resolves.toMatchObject({ type: 'GOAL', playerId: juan.user.id });
  });

  it('waits for an account that signs up with the address until it confirms it', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Ana Gómez', shirtNumber: 7, email: 'ana@x.com' }]);

    const browser = browserCaller(s);
    await browser.api.auth.signUp({
      email: 'ana@x.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '1995-05-05',
    });
    await browser.api.auth.signIn({ email: 'ana@x.com', password: 'secreto1' });
    await browser.api.user.setRole({ role: 'PARTICIPANT' });
    expect(await browser.api.invitations.mine()).toEqual([]);
    await browserCaller(s).api.auth.confirmEmail({ token: await confirmationTokenFor(s, 'ana@x.com') });
    const [invitation] = await browser.api.invitations.mine();
    expect(invitation).toMatchObject({ roster: { name: 'Ana Gómez', shirtNumber: 7 } });
    await browser.api.invitations.respond({ invitationId: invitation!.id, response: 'ACCEPTED' });

    const { user } = await browser.api.user.me();
    const after = await organiser.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.shirtNumber, p.user.rosterOnly])).toEqual([
      [user!.id, 7, false],
    ]);
    expect(await fetchAll(s.db.select().from(users).where(eq(users.rosterOnly, true)))).toEqual([]);
  });

  it('keeps the line of an account already on the team, the duplicate and its goal merged into it', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' }]);
    const juan = await asNewUser(s, { email: 'juan@x.com', fullname: 'Juan', lastname: 'Pérez' });
    const [first] = await juan.api.invitations.mine();
    await juan.api.invitations.respond({ invitationId: first!.id, response: 'ACCEPTED' });

    // Typed in again under a nickname, with another number, and scoring under it.
    const roster = await addPlayers(organiser, team.id, [
      { name: 'Juanchi', shirtNumber: 7, email: 'juan@x.com' },
    ]);
    const duplicate = lineOf(roster, 'Juanchi')!.userId;
    await organiser.api.fixtures.generateRound({ tournamentId });
    await goalFor(organiser, tournamentId, team.id, duplicate);

    const [second] = await juan.api.invitations.mine();
    expect(second).toMatchObject({ status: 'PENDING', roster: { name: 'Juanchi', shirtNumber: 7 } });
    await juan.api.invitations.respond({ invitationId: second!.id, response: 'ACCEPTED' });

    const after = await organiser.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.shirtNumber])).toEqual([[juan.user.id, 10]]);
    expect(await personRow(s, duplicate)).toBeUndefined();
    const { scorers } = await organiser.api.fixtures.scorers({ tournamentId });
    expect(scorers).toMatchObject([{ playerId: juan.user.id, goals: 1 }]);
  });

  it('gives an account on the team with no shirt number the number of the line it claims', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', email: 'juan@x.com' }]);
    const juan = await asNewUser(s, { email: 'juan@x.com' });
    const [first] = await juan.api.invitations.mine();
    await juan.api.invitations.respond({ invitationId: first!.id, response: 'ACCEPTED' });
    await addPlayers(organiser, team.id, [{ name: 'Juanchi', shirtNumber: 7, email: 'juan@x.com' }]);
    const [second] = await juan.api.invitations.mine();
    await juan.api.invitations.respond({ invitationId: second!.id, response: 'ACCEPTED' });
    const after = await organiser.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.shirtNumber])).toEqual([[juan.user.id, 7]]);
  });
});

describe('handing a team over to a captain', () => {
  it('makes the account that accepts the captain, and the organiser stops running the team', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', shirtNumber: 10 }]);
    await organiser.api.roster.handOver({ teamId: team.id, email: 'capi@x.com' });
    await organiser.api.roster.handOver({ teamId: team.id, email: 'otra@x.com' });
    const [mail] = await mailTo(s, 'capi@x.com');
    expect(mail?.subject).toBe('Te proponen ser capitán de Los Pibes');
    expect(
      (await organiser.api.roster.invitations({ teamId: team.id })).map((i) => [i.email, i.role]),
    ).toEqual(
      expect.arrayContaining([
        ['capi@x.com', 'CAPTAIN'],
        ['otra@x.com', 'CAPTAIN'],
      ]),
    );

    const capi = await asNewUser(s, { email: 'capi@x.com' });
    const [offer] = await capi.api.invitations.mine();
    expect(offer).toMatchObject({ teamId: team.id, role: 'CAPTAIN', roster: null });
    await capi.api.invitations.respond({ invitationId: offer!.id, response: 'ACCEPTED' });

    const after = await capi.api.teams.byId({ teamId: team.id });
    expect(after.managedById).toBeNull();
    expect(after.myRole).toBe('CAPTAIN');
    expect(after.players.find((p) => p.userId === capi.user.id)).toMatchObject({ role: 'CAPTAIN' });
    // The team stays in the tournament, with its roster.
    expect(after.players.map((p) => p.user.fullname)).toContain('Juan Pérez');
    expect(
      (await organiser.api.tournaments.byId({ tournamentId })).registeredTeams.map((t) => t.id),
    ).toContain(team.id);

    await expect(addPlayers(organiser, team.id, [{ name: 'Luis Díaz' }])).rejects.toMatchObject({
      message: 'TEAM_NOT_MANAGED',
    });
    await expect(organiser.api.roster.handOver({ teamId: team.id, email: 'x@x.com' })).rejects.toMatchObject({
      message: 'TEAM_NOT_MANAGED',
    });
    // The other offer is withdrawn: the second address finds nothing.
    const otra = await asNewUser(s, { email: 'otra@x.com' });
    expect(await otra.api.invitations.mine()).toEqual([]);
    expect(
      await fetchAll(s.db.select().from(teamInvitations).where(eq(teamInvitations.email, 'otra@x.com'))),
    ).toEqual([]);
    // The captain runs the roster now.
    await capi.api.invitations.invite({ teamId: team.id, playerEmail: 'luis@x.com' });
    expect(await capi.api.invitations.ofTeam({ teamId: team.id })).toMatchObject([{ email: 'luis@x.com' }]);
  });

  it('makes a player who claimed their line the captain on that same line', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' }]);
    const juan = await asNewUser(s, { email: 'juan@x.com' });
    const [claim] = await juan.api.invitations.mine();
    await juan.api.invitations.respond({ invitationId: claim!.id, response: 'ACCEPTED' });
    await organiser.api.roster.handOver({ teamId: team.id, email: 'juan@x.com' });
    const [offer] = await juan.api.invitations.mine();
    expect(offer).toMatchObject({ role: 'CAPTAIN', status: 'PENDING' });
    await juan.api.invitations.respond({ invitationId: offer!.id, response: 'ACCEPTED' });
    const after = await juan.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.role, p.shirtNumber])).toEqual([
      [juan.user.id, 'CAPTAIN', 10],
    ]);
    expect(after.managedById).toBeNull();
  });
});

describe('one person offered a roster line and the captaincy', () => {
  it('gets one invitation that claims the line and makes them captain, in either order', async () => {
    const s = testServices();
    const { organiser, team, teams: all } = await leagueOfManagedTeams(s);
    // Line first, then the hand-over.
    await addPlayers(organiser, team.id, [{ name: 'Capi Tán', shirtNumber: 1, email: 'capi@x.com' }]);
    await organiser.api.roster.handOver({ teamId: team.id, email: 'capi@x.com' });
    // Hand-over first, then the line, on another team.
    const other = all.find((t) => t.id !== team.id)!;
    await organiser.api.roster.handOver({ teamId: other.id, email: 'luis@x.com' });
    await addPlayers(organiser, other.id, [
      { name: 'Luis Díaz', shirtNumber: 5, email: 'luis@x.com' },
      { name: 'Otro Más', shirtNumber: 6 },
    ]);
    for (const [email, teamId, name, number] of [
      ['capi@x.com', team.id, 'Capi Tán', 1],
      ['luis@x.com', other.id, 'Luis Díaz', 5],
    ] as const) {
      const pending = await organiser.api.roster.invitations({ teamId });
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ email, role: 'CAPTAIN', roster: { name, shirtNumber: number } });
      const person = await asNewUser(s, { email });
      const [offer] = await person.api.invitations.mine();
      await person.api.invitations.respond({ invitationId: offer!.id, response: 'ACCEPTED' });
      const after = await person.api.teams.byId({ teamId });
      expect(after.managedById).toBeNull();
      expect(after.players.find((p) => p.userId === person.user.id)).toMatchObject({
        role: 'CAPTAIN',
        shirtNumber: number,
      });
      expect(after.players.some((p) => p.user.rosterOnly && p.user.fullname === name)).toBe(false);
    }
  });

  it('refuses a second roster line for an address that already has one waiting', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez', email: 'juan@x.com' }]);
    await expect(
      addPlayers(organiser, team.id, [{ name: 'Juan P.', email: 'juan@x.com' }]),
    ).rejects.toMatchObject({
      message: 'INVITATION_PENDING',
    });
  });
});

describe('roster.updatePlayer', () => {
  it('fixes the name and number of a roster-only line, never an account or a number already worn', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    const roster = await addPlayers(organiser, team.id, [
      { name: 'Jaun Perez', shirtNumber: 10, email: 'juan@x.com' },
      { name: 'Ana Gómez', shirtNumber: 7 },
    ]);
    const juan = lineOf(roster, 'Jaun Perez')!;
    const fixed = await organiser.api.roster.updatePlayer({
      teamId: team.id,
      playerId: juan.id,
      name: 'Juan Pérez',
      shirtNumber: 9,
    });
    expect(lineOf(fixed, 'Juan Pérez')).toMatchObject({ id: juan.id, userId: juan.userId, shirtNumber: 9 });
    // The claim waiting for his address names the line as it is now.
    expect((await organiser.api.roster.invitations({ teamId: team.id }))[0]?.roster).toMatchObject({
      name: 'Juan Pérez',
      shirtNumber: 9,
    });
    await expect(
      organiser.api.roster.updatePlayer({
        teamId: team.id,
        playerId: juan.id,
        name: 'Juan Pérez',
        shirtNumber: 7,
      }),
    ).rejects.toMatchObject({ message: 'SHIRT_NUMBER_TAKEN' });
    const other = await asNewUser(s, { role: 'ADMIN' });
    await expect(
      other.api.roster.updatePlayer({ teamId: team.id, playerId: juan.id, name: 'X Y', shirtNumber: null }),
    ).rejects.toMatchObject({ message: 'FORBIDDEN' });

    const account = await asNewUser(s, { email: 'juan@x.com', fullname: 'Juan', lastname: 'Pérez' });
    const [claim] = await account.api.invitations.mine();
    await account.api.invitations.respond({ invitationId: claim!.id, response: 'ACCEPTED' });
    await expect(
      organiser.api.roster.updatePlayer({ teamId: team.id, playerId: juan.id, name: 'Otro', shirtNumber: 3 }),
    ).rejects.toMatchObject({ message: 'FORBIDDEN' });
  });
});

describe('roster.removePlayer', () => {
  it('deletes a roster-only person with nothing recorded, and keeps one with a goal off the roster', async () => {
    const s = testServices();
    const { organiser, tournamentId, team } = await leagueOfManagedTeams(s);
    const roster = await addPlayers(organiser, team.id, [
      { name: 'Juan Pérez', shirtNumber: 10 },
      { name: 'Ana Gómez', shirtNumber: 7, email: 'ana@x.com' },
    ]);
    const juan = lineOf(roster, 'Juan Pérez')!;
    const ana = lineOf(roster, 'Ana Gómez')!;
    await organiser.api.fixtures.generateRound({ tournamentId });
    await goalFor(organiser, tournamentId, team.id, juan.userId);

    const otherOrganiser = await asNewUser(s, { role: 'ADMIN' });
    await expect(
      otherOrganiser.api.roster.removePlayer({ teamId: team.id, playerId: ana.id }),
    ).rejects.toMatchObject({ message: 'FORBIDDEN' });

    let after = await organiser.api.roster.removePlayer({ teamId: team.id, playerId: ana.id });
    expect(after.players.map((p) => p.user.fullname)).toEqual(['Juan Pérez']);
    expect(await personRow(s, ana.userId)).toBeUndefined();
    // Her claim went with her.
    expect(await organiser.api.roster.invitations({ teamId: team.id })).toEqual([]);

    after = await organiser.api.roster.removePlayer({ teamId: team.id, playerId: juan.id });
    expect(after.players).toEqual([]);
    expect(await personRow(s, juan.userId)).toMatchObject({ fullname: 'Juan Pérez', rosterOnly: true });
    // His goal stays on the record, under his name.
    const { scorers } = await organiser.api.fixtures.scorers({ tournamentId });
    expect(scorers).toMatchObject([{ playerId: juan.userId, name: 'Juan Pérez', goals: 1 }]);
    expect(
      await fetchAll(s.db.select().from(matchEvents).where(eq(matchEvents.playerId, juan.userId))),
    ).toHaveLength(1);

    await expect(
      organiser.api.roster.removePlayer({ teamId: team.id, playerId: juan.id }),
    ).rejects.toMatchObject({ message: 'NOT_TEAM_MEMBER' });
  });
});

/**
 * The references to users that only ever hold an account (someone who signs in), never a roster-only person;
 * so nothing there has to move when an account claims a roster line.
 */
const ACCOUNT_ONLY_COLUMNS: Record<string, string> = {
  'challenges.challenge_creator_id': 'a challenge is sent by a signed-in captain',
  'challenges.responded_by_id': 'a challenge is answered by a signed-in captain',
  'chat_messages.user_id': 'chat messages are written by signed-in people',
  'chat_reads.user_id': 'what a signed-in reader has read',
  'email_confirmations.user_id': 'an address being confirmed belongs to an account',
  'formations.saved_by_id': 'a formation is saved by a signed-in captain',
  'ledger_entries.created_by_id': 'cash-book entries are written by the signed-in organiser',
  'match_events.created_by_id': 'events are recorded by a signed-in organiser or referee',
  'mercado_pago_checkouts.organiser_id': 'the money goes into the signed-in organiser’s own account',
  'mercado_pago_checkouts.created_by_id': 'a checkout is opened by a signed-in captain or organiser',
  'notification_preferences.user_id': 'settings chosen by a signed-in person',
  'oauth_accounts.user_id': 'a Google sign-in is an account',
  'password_reset_tokens.user_id': 'only an account has a password',
  'payment_settings.user_id': 'how a signed-in organiser is paid',
  'payments.user_id': 'payments are made by accounts',
  'point_adjustments.created_by_id': 'set by the signed-in organiser',
  'posts.author_id': 'site posts are written by the site owners',
  'prode_champion_picks.user_id': 'the prediction game is played by accounts',
  'prode_games.created_by_id': 'the prediction game is set up by accounts',
  'prode_league_members.user_id': 'the prediction game is played by accounts',
  'prode_leagues.owner_id': 'the prediction game is played by accounts',
  'prode_players.user_id': 'the prediction game is played by accounts',
  'prode_predictions.user_id': 'the prediction game is played by accounts',
  'prode_round_points.user_id': 'the prediction game is played by accounts',
  'push_subscriptions.user_id': 'a browser subscribed by a signed-in person',
  'referees.user_id': 'a referee who answers by link or signs in has an address',
  'registrations.created_by_id': 'a registration is made by a signed-in captain or organiser',
  'registrations.invited_user_id': 'a tournament invitation goes to an account by its address',
  'sessions.user_id': 'only accounts sign in',
  'suspension_lifts.lifted_by_id': 'lifted by the signed-in organiser',
  'team_invitations.player_id': 'the account that proved the invited address',
  'team_invitations.invited_by_id': 'invitations are sent by a signed-in captain or organiser',
  'teams.created_by_id': 'a team is created by a signed-in captain or organiser',
  'teams.managed_by_id': 'a team added by name is run by its signed-in organiser',
  'tournaments.creator_id': 'a tournament is created by a signed-in organiser',
  'venues.creator_id': 'venues are entered by a signed-in organiser',
};

/** Every column, as 'table.column' in the database's names, with a foreign key to users. */
function referencesToUsers(): string[] {
  const found: string[] = [];
  for (const value of Object.values(tables)) {
    const config = is(value, SQLiteTable)
      ? sqliteTableConfig(value)
      : is(value, PgTable)
        ? pgTableConfig(value)
        : null;
    if (!config) continue;
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (getTableName(reference.foreignTable) !== 'users') continue;
      for (const column of reference.columns) found.push(`${config.name}.${toSnakeCase(column.name)}`);
    }
  }
  return found.sort();
}

describe('references to people', () => {
  it('are each either moved to the claiming account or decided to hold accounts only', () => {
    const found = referencesToUsers();
    // The schema was read: the sessions' reference is there.
    expect(found).toContain('sessions.user_id');
    const claimed = new Set<string>(ROSTER_PERSON_COLUMNS);
    const undecided = found.filter((c) => !claimed.has(c) && !(c in ACCOUNT_ONLY_COLUMNS));
    expect(
      undecided,
      'add each to ROSTER_PERSON_COLUMNS (and move it in roster-claim.ts) or to this list',
    ).toEqual([]);
    // Both lists name real references, and no reference is in both.
    expect([...claimed, ...Object.keys(ACCOUNT_ONLY_COLUMNS)].filter((c) => !found.includes(c))).toEqual([]);
    expect(Object.keys(ACCOUNT_ONLY_COLUMNS).filter((c) => claimed.has(c))).toEqual([]);
  });
});

describe("the site owners' user list", () => {
  it('lists accounts, not people typed into rosters', async () => {
    const s = testServices();
    const { organiser, team } = await leagueOfManagedTeams(s);
    await addPlayers(organiser, team.id, [{ name: 'Juan Pérez' }, { name: 'Ana Gómez' }]);
    const owner = await asNewUser(s, { email: 'owner@cancha.test' });
    const list = await owner.api.user.list();
    expect(list.users.map((u) => u.id).sort()).toEqual([organiser.user.id, owner.user.id].sort());
    expect(list.total).toBe(2);
  });
});
