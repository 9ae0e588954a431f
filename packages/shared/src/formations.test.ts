import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMATION,
  DEFAULT_TEAM_SIZE,
  FORMATIONS,
  FormationError,
  formationPlayerCount,
  isValidFormation,
  layoutFormation,
  lineupFromPlayers,
  POSITION_ABBREVIATIONS,
  POSITION_KEYS,
  parseFormation,
  splitPitchName,
  TEAM_SIZES,
} from './formations';
import { FormationStructure, PositionKey, SaveFormation, TeamSize } from './formations.schema';

const entries = TEAM_SIZES.flatMap((size) => FORMATIONS[size].map((structure) => ({ size, structure })));

/** Every way to split n outfield players into non-empty lines. */
function compositions(n: number): string[] {
  if (n === 0) return [''];
  const out: string[] = [];
  for (let first = 1; first <= n; first++) {
    for (const rest of compositions(n - first)) out.push(rest ? `${first}-${rest}` : `${first}`);
  }
  return out;
}

function reasonOf(value: unknown): string | undefined {
  try {
    parseFormation(value);
    return undefined;
  } catch (error) {
    return error instanceof FormationError ? error.reason : 'OTHER';
  }
}

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` }));

describe('formation catalogue (product: formations#catalogue)', () => {
  it('offers the team sizes 5, 6, 7, 9 and 11, with 9 and 2-3-2-1 by default', () => {
    expect(TEAM_SIZES).toEqual([5, 6, 7, 9, 11]);
    expect(DEFAULT_TEAM_SIZE).toBe(9);
    expect(DEFAULT_FORMATION[9]).toBe('2-3-2-1');
    expect(DEFAULT_FORMATION[11]).toBe('4-3-3');
    expect(FORMATIONS[5]).toContain('2-2');
    expect(FORMATIONS[11]).toContain('4-3-3');
    expect(TeamSize.safeParse(9).success).toBe(true);
    expect(TeamSize.safeParse(8).success).toBe(false);
  });

  it.each(TEAM_SIZES)(
    'size %i lists distinct valid formations of size − 1 outfield players, default first',
    (size) => {
      const list = FORMATIONS[size];
      expect(new Set(list).size).toBe(list.length);
      expect(list[0]).toBe(DEFAULT_FORMATION[size]);
      for (const structure of list) {
        expect(isValidFormation(structure, size)).toBe(true);
        expect(parseFormation(structure).reduce((a, b) => a + b, 0)).toBe(size - 1);
        expect(formationPlayerCount(structure)).toBe(size);
        // Catalogue strings are already normalised: what the server stores is what the list shows.
        expect(parseFormation(structure).join('-')).toBe(structure);
      }
    },
  );

  it('has ten formations for every size but 5, which has all eight shapes four players allow', () => {
    for (const size of [6, 7, 9, 11] as const) expect(FORMATIONS[size]).toHaveLength(10);
    expect(compositions(4)).toHaveLength(8);
    expect([...FORMATIONS[5]].sort()).toEqual(compositions(4).sort());
  });
});

describe('position keys (product: teams#positions)', () => {
  it('are the fifteen keys in the documented order, each with a short abbreviation', () => {
    expect(POSITION_KEYS).toEqual([
      'portero',
      'defensa_central',
      'lateral_derecho',
      'lateral_izquierdo',
      'defensa_derecho',
      'defensa_izquierdo',
      'mediocentro_defensivo',
      'mediocentro_ofensivo',
      'centrocampista_central',
      'extremo_derecho',
      'extremo_izquierdo',
      'centro_delantero',
      'segundo_delantero',
      'extremo_derecho_delantero',
      'extremo_izquierdo_delantero',
    ]);
    expect(PositionKey.safeParse('portero').success).toBe(true);
    expect(PositionKey.safeParse('goalkeeper').success).toBe(false);
    const abbreviations = POSITION_KEYS.map((k) => POSITION_ABBREVIATIONS[k]);
    expect(new Set(abbreviations).size).toBe(POSITION_KEYS.length);
    for (const a of abbreviations) expect(a).toMatch(/^[A-Z]{2,4}$/);
  });
});

describe('parseFormation (product: formations#formation-strings)', () => {
  it('reads dash-separated lines and trims the ends', () => {
    expect(parseFormation('4-4-2')).toEqual([4, 4, 2]);
    expect(parseFormation(' 4-4-2 ')).toEqual([4, 4, 2]);
    expect(parseFormation('4')).toEqual([4]);
    expect(parseFormation('1-1-1-1-1-1')).toEqual([1, 1, 1, 1, 1, 1]);
    expect(parseFormation('6-4')).toEqual([6, 4]);
  });

  it('refuses a missing or non-string formation', () => {
    for (const value of [undefined, null, 442, ['4', '4', '2'], { structure: '4-4-2' }]) {
      expect(reasonOf(value)).toBe('NOT_A_STRING');
    }
    expect(() => parseFormation(null)).toThrow(FormationError);
  });

  it('refuses empty and malformed strings', () => {
    expect(reasonOf('')).toBe('EMPTY');
    expect(reasonOf('   ')).toBe('EMPTY');
    const malformed = [
      '4--3',
      '4-a-3',
      '0-4',
      '4-0',
      '04-4-2',
      '-4-4-2',
      '4-4-2-',
      '-',
      '4 - 4 - 2',
      '4-4 -2',
      '4 4 2',
      '4.4.2',
      '4–4–2',
      '4-4-2\n1',
      '+4-4-2',
      '4-4-2.0',
    ];
    for (const value of malformed) expect([value, reasonOf(value)]).toEqual([value, 'MALFORMED']);
  });

  it('refuses absurd formations', () => {
    expect(reasonOf('1-1-1-1-1-1-1')).toBe('TOO_MANY_LINES');
    expect(reasonOf('7-3')).toBe('LINE_TOO_LARGE');
    expect(reasonOf('9-9-9')).toBe('LINE_TOO_LARGE');
    expect(reasonOf('10')).toBe('LINE_TOO_LARGE');
    expect(reasonOf('4-4-3')).toBe('TOO_MANY_PLAYERS');
    expect(reasonOf('6-5')).toBe('TOO_MANY_PLAYERS');
  });

  it('isValidFormation checks the team size when given', () => {
    expect(isValidFormation('4-4-2')).toBe(true);
    expect(isValidFormation('4-4-2', 11)).toBe(true);
    expect(isValidFormation(' 4-4-2 ', 11)).toBe(true);
    expect(isValidFormation('4-4-2', 9)).toBe(false);
    expect(isValidFormation('2-2', 5)).toBe(true);
    expect(isValidFormation('2-2', 6)).toBe(false);
    expect(isValidFormation('4--2')).toBe(false);
    expect(isValidFormation(undefined)).toBe(false);
  });
});

describe('layoutFormation (product: formations#layout)', () => {
  it.each(entries)('$structure ($size players) fits the pitch', ({ size, structure }) => {
    const slots = layoutFormation(structure, { teamSize: size });
    const lines = parseFormation(structure);
    expect(slots).toHaveLength(size);
    expect(slots.map((s) => s.order)).toEqual(Array.from({ length: size }, (_, i) => i));

    const [keeper, ...outfield] = slots;
    expect(keeper).toMatchObject({
      order: 0,
      line: 0,
      x: 50,
      y: 90,
      positionName: 'portero',
      abbreviation: 'POR',
    });
    expect(outfield.every((s) => s.positionName !== 'portero')).toBe(true);

    for (const s of slots) {
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(100);
      expect(s.y).toBeGreaterThan(0);
      expect(s.y).toBeLessThan(100);
      expect(s.abbreviation).toBe(POSITION_ABBREVIATIONS[s.positionName]);
    }
    for (const s of outfield) {
      expect(s.x).toBeGreaterThanOrEqual(8);
      expect(s.x).toBeLessThanOrEqual(92);
      expect(s.y).toBeGreaterThanOrEqual(15);
      expect(s.y).toBeLessThanOrEqual(75);
    }

    slots.forEach((a, i) => {
      for (const b of slots.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(5);
    });

    // Row by row: each line holds its number of players, shares one height, and sits above the previous one.
    let previousY = 90;
    let order = 1;
    lines.forEach((count, index) => {
      const row = slots.filter((s) => s.line === index + 1);
      expect(row).toHaveLength(count);
      expect(row.map((s) => s.order)).toEqual(Array.from({ length: count }, (_, k) => order + k));
      order += count;
      const heights = new Set(row.map((s) => s.y));
      expect(heights.size).toBe(1);
      const [y = Number.NaN] = heights;
      expect(y).toBeLessThan(previousY);
      previousY = y;
      // Left to right, and symmetric about the centre line.
      const xs = row.map((s) => s.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(new Set(xs).size).toBe(count);
      xs.forEach((x, k) => {
        expect(x + (xs[count - 1 - k] ?? Number.NaN)).toBeCloseTo(100, 9);
      });
    });

    // Left-footed names on the left half, right-footed on the right, goalkeeper and centres in the middle band.
    for (const s of outfield) {
      if (s.positionName.endsWith('izquierdo') || s.positionName.endsWith('izquierdo_delantero')) {
        expect(s.x).toBeLessThan(50);
      }
      if (s.positionName.endsWith('derecho') || s.positionName.endsWith('derecho_delantero')) {
        expect(s.x).toBeGreaterThan(50);
      }
    }
  });

  const abbreviations = (structure: string) =>
    layoutFormation(structure)
      .slice(1)
      .map((s) => s.abbreviation)
      .join(' ');

  it('names positions as a coach would', () => {
    expect(abbreviations('4-4-2')).toBe('LI DFC DFC LD MI MC MC MD DC DC');
    expect(abbreviations('4-3-3')).toBe('LI DFC DFC LD MC MC MC EI DC ED');
    expect(abbreviations('4-2-3-1')).toBe('LI DFC DFC LD MCD MCD MI MCO MD DC');
    expect(abbreviations('4-1-4-1')).toBe('LI DFC DFC LD MCD MI MC MC MD DC');
    expect(abbreviations('4-4-1-1')).toBe('LI DFC DFC LD MI MC MC MD MCO DC');
    expect(abbreviations('3-5-2')).toBe('DFI DFC DFD MI MC MC MC MD DC DC');
    expect(abbreviations('5-3-2')).toBe('LI DFC DFC DFC LD MC MC MC DC DC');
    expect(abbreviations('2-3-2-1')).toBe('DFI DFD MC MC MC MCO MCO DC');
    expect(abbreviations('3-1-3-1')).toBe('DFI DFC DFD MCD MI MCO MD DC');
    expect(abbreviations('1-2-1')).toBe('DFC MC MC DC');
    expect(abbreviations('1-1-1-1')).toBe('DFC MCD MCO DC');
    expect(abbreviations('4')).toBe('LI DFC DFC LD');
  });

  it('places the default 9-a-side formation line by line', () => {
    const slots = layoutFormation('2-3-2-1');
    expect(slots.map((s) => [s.x, s.y])).toEqual([
      [50, 90],
      [29, 75],
      [71, 75],
      [22, 55],
      [50, 55],
      [78, 55],
      [29, 35],
      [71, 35],
      [50, 15],
    ]);
  });

  it('refuses an invalid structure or one of the wrong size', () => {
    expect(() => layoutFormation('4--2')).toThrow(FormationError);
    expect(() => layoutFormation('4-4-2', { teamSize: 9 })).toThrow(FormationError);
    expect(layoutFormation(' 4-4-2 ', { teamSize: 11 })).toHaveLength(11);
  });
});

describe('lineupFromPlayers (product: formations#lineup, FORM-03..05)', () => {
  it('leaves empty slots when there are fewer players than places', () => {
    const { starters, substitutes } = lineupFromPlayers('2-2', players(3));
    expect(starters.map((s) => s.playerId)).toEqual(['p1', 'p2', 'p3', null, null]);
    expect(starters[0]).toMatchObject({ playerId: 'p1', positionName: 'portero', x: 50, y: 90 });
    expect(substitutes).toEqual([]);
    expect(lineupFromPlayers('2-2', []).starters.every((s) => s.playerId === null)).toBe(true);
  });

  it('fills every place when the numbers match', () => {
    const { starters, substitutes } = lineupFromPlayers('2-3-2-1', players(9));
    expect(starters.map((s) => s.playerId)).toEqual(players(9).map((p) => p.id));
    expect(starters.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(substitutes).toEqual([]);
  });

  it('sends the extra players to the bench in order', () => {
    const { starters, substitutes } = lineupFromPlayers('2-2', players(8));
    expect(starters.map((s) => s.playerId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(substitutes).toEqual(['p6', 'p7', 'p8']);
  });

  it('places a repeated player once, and honours the team size', () => {
    const { starters, substitutes } = lineupFromPlayers('2-2', [{ id: 'a' }, { id: 'b' }, { id: 'a' }]);
    expect(starters.map((s) => s.playerId)).toEqual(['a', 'b', null, null, null]);
    expect(substitutes).toEqual([]);
    expect(() => lineupFromPlayers('2-2', players(5), { teamSize: 9 })).toThrow(FormationError);
  });

  it('builds a body SaveFormation accepts for every catalogue entry', () => {
    for (const { size, structure } of entries) {
      const { starters } = lineupFromPlayers(structure, players(size));
      const body = {
        playerCount: size,
        name: structure,
        positions: starters.map((s) => ({
          playerId: s.playerId ?? '',
          positionName: s.positionName,
          abbreviation: s.abbreviation,
          coordinatesX: s.x,
          coordinatesY: s.y,
          order: s.order,
        })),
      };
      expect(SaveFormation.safeParse(body).success).toBe(true);
    }
  });
});

describe('splitPitchName (product: formations#names-on-the-pitch)', () => {
  it('keeps a single word of up to 12 characters on one line and halves a longer one', () => {
    expect(splitPitchName('Maximilianoo')).toEqual(['Maximilianoo']);
    expect(splitPitchName('Maximilianooo')).toEqual(['Maximil', 'ianooo']);
    expect(splitPitchName('Messi')).toEqual(['Messi']);
  });

  it('keeps a name with a space of up to 10 characters and splits a longer one at the first space', () => {
    expect(splitPitchName('Ana Gómezz')).toEqual(['Ana Gómezz']);
    expect(splitPitchName('Ana Gómezzz')).toEqual(['Ana', 'Gómezzz']);
    expect(splitPitchName('Juan Carlos Pérez')).toEqual(['Juan', 'Carlos Pérez']);
    expect(splitPitchName('  Ana   Gómez  ')).toEqual(['Ana Gómez']);
  });

  it('cuts each line at 16 characters plus an ellipsis', () => {
    const word = 'A'.repeat(40);
    expect(splitPitchName(word)).toEqual([`${'A'.repeat(16)}…`, `${'A'.repeat(16)}…`]);
    const spaced = `${'B'.repeat(19)} ${'C'.repeat(20)}`;
    expect(spaced).toHaveLength(40);
    expect(splitPitchName(spaced)).toEqual([`${'B'.repeat(16)}…`, `${'C'.repeat(16)}…`]);
    expect(splitPitchName(`Ana ${'D'.repeat(16)}`)).toEqual(['Ana', 'D'.repeat(16)]);
    expect(splitPitchName(`Ana ${'D'.repeat(17)}`)).toEqual(['Ana', `${'D'.repeat(16)}…`]);
  });

  it('counts characters, not UTF-16 units, and returns nothing for a blank name', () => {
    expect(splitPitchName('⚽'.repeat(12))).toEqual(['⚽'.repeat(12)]);
    expect(splitPitchName('😀'.repeat(12))).toEqual(['😀'.repeat(12)]);
    expect(splitPitchName('😀'.repeat(13))).toEqual(['😀'.repeat(7), '😀'.repeat(6)]);
    expect(splitPitchName('   ')).toEqual([]);
  });
});

describe('SaveFormation, the body of POST formations/{teamId}/{structure} (product: formations#calls)', () => {
  const position = (playerId: string, order: number) => ({
    playerId,
    positionName: 'defensa_central' as const,
    abbreviation: 'DFC',
    coordinatesX: 30,
    coordinatesY: 75,
    order,
  });
  const body = (positions: ReturnType<typeof position>[]) => ({
    playerCount: 5,
    name: ' Titular ',
    positions,
  });

  it('accepts a partial lineup and trims the name', () => {
    const parsed = SaveFormation.parse(body([position('a', 0), position('b', 3)]));
    expect(parsed.name).toBe('Titular');
    expect(SaveFormation.safeParse(body([])).success).toBe(true);
  });

  it('refuses a player placed twice or two players on one order', () => {
    const twice = SaveFormation.safeParse(body([position('a', 0), position('a', 1)]));
    expect(twice.success).toBe(false);
    expect(twice.error?.issues).toMatchObject([{ path: ['positions', 1, 'playerId'] }]);
    const shared = SaveFormation.safeParse(body([position('a', 0), position('b', 0)]));
    expect(shared.success).toBe(false);
    expect(shared.error?.issues).toMatchObject([{ path: ['positions', 1, 'order'] }]);
  });

  it('refuses out-of-range values', () => {
    const bad = [
      { coordinatesX: -1 },
      { coordinatesX: 100.5 },
      { coordinatesY: -0.1 },
      { coordinatesY: 101 },
      { coordinatesX: Number.NaN },
      { order: -1 },
      { order: 1.5 },
      { playerId: '' },
      { playerId: '   ' },
      { abbreviation: '' },
      { abbreviation: 'ABCDE' },
      { positionName: 'libero' },
    ];
    for (const patch of bad) {
      expect([
        patch,
        SaveFormation.safeParse({ ...body([]), positions: [{ ...position('a', 0), ...patch }] }).success,
      ]).toEqual([patch, false]);
    }
    for (const edge of [{ coordinatesX: 0 }, { coordinatesY: 100 }]) {
      expect(SaveFormation.safeParse(body([{ ...position('a', 0), ...edge }])).success).toBe(true);
    }
  });

  it('refuses a bad player count or name', () => {
    for (const playerCount of [4, 12, 5.5]) {
      expect(SaveFormation.safeParse({ ...body([]), playerCount }).success).toBe(false);
    }
    expect(SaveFormation.safeParse({ ...body([]), name: '   ' }).success).toBe(false);
    expect(SaveFormation.safeParse({ ...body([]), name: 'x'.repeat(41) }).success).toBe(false);
    expect(SaveFormation.safeParse({ ...body([]), name: 'x'.repeat(40) }).success).toBe(true);
  });
});

describe('FormationStructure', () => {
  it('trims a valid structure and explains an invalid one', () => {
    expect(FormationStructure.parse(' 2-3-2-1 ')).toBe('2-3-2-1');
    const bad = FormationStructure.safeParse('4--2');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/separated by dashes/);
    expect(FormationStructure.safeParse('9-9-9').error?.issues[0]?.message).toMatch(/at most 6 players/);
    expect(FormationStructure.safeParse(442).success).toBe(false);
  });
});
