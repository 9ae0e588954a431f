import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatMessages, fetchAll, fetchOne, posts, teamPlayers, teams, tournaments, users } from '@cancha/db';
import { CONTROL_CHARACTERS, type CreateTournament, URL_INVALID } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../posts/posts.service';
import { asNewUser, testServices } from '../testing';

// Security findings: control characters and bidi overrides in names (packages/shared text.ts), and links of a post
// limited to http(s). Every refusal is a BAD_REQUEST (400 over REST) whose field error is a stable code.

function services() {
  return testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-text-')) } });
}
type Services = ReturnType<typeof services>;

/** NUL, BEL and RIGHT-TO-LEFT OVERRIDE (which shows "‮soloP" as "Polos"). */
const HOSTILE = ['Los\u0000Pibes', 'Los\u0007Pibes', '\u202ELos Pibes'];

/** Every row the calls below could write, to prove a refused call changed nothing. */
async function rows(s: Services) {
  return JSON.stringify([
    await fetchAll(s.db.select().from(teams)),
    await fetchAll(s.db.select().from(teamPlayers)),
    await fetchAll(s.db.select().from(tournaments)),
    await fetchAll(s.db.select().from(posts)),
    await fetchAll(s.db.select().from(chatMessages)),
    (await fetchAll(s.db.select().from(users))).map(({ fullname, lastname, location, username }) => ({
      fullname,
      lastname,
      location,
      username,
    })),
  ]);
}

/**
 * The call is refused as bad input, the field's first error is `code`, and no row changed. The call is made only
 * once the rows are read, so that nothing it writes can slip into `before`.
 */
async function refused(s: Services, call: () => Promise<unknown>, field: string, code = CONTROL_CHARACTERS) {
  const before = await rows(s);
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const issues = (error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause?.issues;
  expect(issues?.find((i) => i.path.join('.') === field)?.message).toBe(code);
  expect(await rows(s)).toBe(before);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const TOURNAMENT: CreateTournament = {
  name: 'Copa Primavera',
  location: 'Córdoba, Argentina',
  category: 'AMATEUR',
  tournamentGender: 'MIXED',
  typeFutbol: 7,
  type: 'LEAGUE',
  startDate: inDays(20),
  endDate: inDays(60),
  registrationDeadline: inDays(10),
  playingDays: ['SATURDAY'],
  matchDuration: 50,
  totalTeams: 4,
  totalPlayers: 12,
};

describe('names refuse control characters and bidi overrides', () => {
  it('team name and place, on create and on rename; the player nickname', async () => {
    const s = services();
    const captain = await asNewUser(s);
    const team = {
      name: 'Los Pibes',
      location: 'Córdoba',
      genderTeam: 'MIX' as const,
      lat: -31.4,
      lng: -64.2,
    };
    for (const name of HOSTILE) {
      await refused(s, () => captain.api.teams.create({ ...team, name }), 'name');
      await refused(s, () => captain.api.teams.create({ ...team, location: `Cór${name}` }), 'location');
    }
    const created = await captain.api.teams.create(team);
    for (const name of HOSTILE) {
      const form = new FormData();
      form.set('teamId', created.id);
      form.set('nameTeam', name);
      await refused(s, () => captain.api.teams.update(form), 'nameTeam');
    }
    const card = created.players[0]!;
    for (const nick of ['Pul\u0000ga', 'Pul\u0007ga', '\u202EagluP']) {
      await refused(
        s,
        () =>
          captain.api.teams.updatePlayerCard({
            playerTeamId: card.id,
            updatePlayerTeamDto: { abbreviatedName: nick },
          }),
        'updatePlayerTeamDto.abbreviatedName',
      );
    }
    expect((await fetchAll(s.db.select().from(teams))).map((t) => t.name)).toEqual(['Los Pibes']);
  });

  it("a user's full name, last name, place and username through the profile update", async () => {
    const s = services();
    const ana = await asNewUser(s, { fullname: 'Ana', lastname: 'Gómez' });
    const profile = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return ana.api.user.updateProfile(form);
    };
    for (const bad of ['A\u0000na', 'A\u0007na', '\u202Eana']) {
      await refused(s, () => profile({ fullname: bad }), 'fullname');
      await refused(s, () => profile({ lastname: bad }), 'lastname');
      await refused(s, () => profile({ location: bad }), 'location');
      // The username pattern would refuse these too, but with its regex as the message: the code comes first.
      await refused(s, () => profile({ username: bad }), 'username');
    }
    expect((await fetchAll(s.db.select().from(users))).find((u) => u.id === ana.user.id)).toMatchObject({
      fullname: 'Ana',
      lastname: 'Gómez',
    });
    const { user } = await profile({ fullname: '  Ana María ', location: 'Córdoba' });
    expect(user).toMatchObject({ fullname: 'Ana María', location: 'Córdoba' });
  });

  it('tournament name and place on create and edit; its description keeps line breaks but no NUL', async () => {
    const s = services();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    for (const name of HOSTILE) {
      await refused(s, () => creator.api.tournaments.create({ ...TOURNAMENT, name }), 'name');
      await refused(s, () => creator.api.tournaments.create({ ...TOURNAMENT, location: name }), 'location');
    }
    await refused(
      s,
      () => creator.api.tournaments.create({ ...TOURNAMENT, description: 'Hola\u0000' }),
      'description',
    );
    const t = await creator.api.tournaments.create({ ...TOURNAMENT, description: 'Fecha 1:\n\tsábado 9 h' });
    expect(t.name).toBe('Copa Primavera');
    expect((await fetchOne(s.db.select().from(tournaments)))?.description).toBe('Fecha 1:\n\tsábado 9 h');
    for (const name of HOSTILE) {
      await refused(s, () => creator.api.tournaments.update({ tournamentId: t.id, name }), 'name');
    }
    await refused(
      s,
      () => creator.api.tournaments.update({ tournamentId: t.id, prizes: 'Copa\u202E' }),
      'prizes',
    );
    expect((await fetchAll(s.db.select().from(tournaments))).map((x) => x.name)).toEqual(['Copa Primavera']);
  });

  it('a chat message with a line break is sent; one with a NUL, a BEL or an override is not', async () => {
    const s = services();
    const captain = await asNewUser(s);
    const team = await captain.api.teams.create({
      name: 'Los Pibes',
      location: 'Córdoba',
      genderTeam: 'MIX',
    });
    const chat = { type: 'team' as const, id: team.id };
    await captain.api.chat.send({ ...chat, message: 'Entrenamos el jueves\na las 20 h' });
    expect((await fetchAll(s.db.select().from(chatMessages))).map((m) => m.message)).toEqual([
      'Entrenamos el jueves\na las 20 h',
    ]);
    for (const message of ['Hola\u0000', 'Hola\u0007', '\u202Ealoh']) {
      await refused(s, () => captain.api.chat.send({ ...chat, message }), 'message');
    }
  });
});

describe("a post's links are http(s) only", () => {
  const owner = async (s: Services) => (await asNewUser(s, { email: 'owner@cancha.test' })).api;
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Golazo',
      type: 'VIDEO',
      content: '<p>Mirá</p>',
      ...fields,
    }))
      f.set(k, v);
    return f;
  };
  const BAD_VIDEOS = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'http:example.com',
    '//evil.example/x',
    'https://youtube.com@evil.example/',
  ];

  it('creating or updating with a javascript:, data: or other non-http(s) video link is refused, changing nothing', async () => {
    const s = services();
    const api = await owner(s);
    for (const video of BAD_VIDEOS)
      await refused(s, () => api.posts.create(form({ video })), 'video', URL_INVALID);
    await refused(s, () => api.posts.create(form({ video: 'https://you\u0000tube.com/x' })), 'video');
    expect(await fetchAll(s.db.select().from(posts))).toHaveLength(0);

    const post = await api.posts.create(form({ video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    expect(post.video).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    for (const video of BAD_VIDEOS) {
      await refused(s, () => api.posts.update(form({ postId: post.id, video })), 'video', URL_INVALID);
    }
    const updated = await api.posts.update(form({ postId: post.id, video: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(updated.video).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect((await fetchAll(s.db.select().from(posts))).map((p) => p.video)).toEqual([
      'https://youtu.be/dQw4w9WgXcQ',
    ]);
  });

  it('a title with a NUL or an override is refused; the body keeps line breaks but no NUL', async () => {
    const s = services();
    const api = await owner(s);
    for (const title of HOSTILE) await refused(s, () => api.posts.create(form({ title })), 'title');
    await refused(s, () => api.posts.create(form({ content: '<p>Hola\u0000</p>' })), 'content');
    await refused(s, () => api.posts.create(form({ tags: 'táctica,\u202Eevil' })), 'tags.1');
    const post = await api.posts.create(form({ content: '<p>Hola</p>\n<p>Chau</p>' }));
    expect(post.content).toBe('<p>Hola</p>\n<p>Chau</p>');
    // Written as character references, they pass the schema as text; the sanitiser decodes them, then drops them.
    const encoded = await api.posts.create(
      form({
        title: 'Otro',
        content: '<p>&#x202E;Hola&#7;&#x2066;</p><a href="https://x.test/&#x202E;">l</a>',
      }),
    );
    expect(encoded.content).toBe(
      '<p>Hola</p><a href="https://x.test/" rel="noopener noreferrer nofollow">l</a>',
    );
    expect(encoded.excerpt).toBe('Hola l');
  });

  it('links and images inside the HTML keep only http(s) (links also mailto and relative) addresses', () => {
    const html = sanitizePostHtml(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="JAVASCRIPT:alert(1)">b</a>',
        '<a href="java&#x09;script:alert(1)">c</a>',
        '<a href="&#106;avascript:alert(1)">d</a>',
        '<a href="data:text/html,<script>alert(1)</script>">e</a>',
        '<a href="vbscript:msgbox(1)">f</a>',
        '<a href="//evil.example/">g</a>',
        '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
        '<img src="javascript:alert(1)">',
        '<img src="mailto:a@b.c">',
        '<a href="https://cancha.test/x">ok1</a>',
        '<a href="mailto:hola@cancha.test">ok2</a>',
        '<a href="/blog/otro">ok3</a>',
        '<img src="https://cancha.test/a.png">',
      ].join(''),
    );
    expect(html).not.toMatch(/javascript|vbscript|data:|&#|\/\/evil|mailto:a@b/i);
    expect(html).toContain('href="https://cancha.test/x"');
    expect(html).toContain('href="mailto:hola@cancha.test"');
    expect(html).toContain('href="/blog/otro"');
    expect(html).toContain('src="https://cancha.test/a.png"');
  });
});
