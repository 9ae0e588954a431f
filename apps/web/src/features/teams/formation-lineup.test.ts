import { FORMATIONS, TEAM_SIZES } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import {
  changeFormation,
  changeTeamSize,
  defaultLineup,
  formationOptions,
  initialLineup,
  isSameLineup,
  type LineupPlayer,
  playersInLineupOrder,
  replaceWith,
  savePayload,
  sendToBench,
  teamSizeOptions,
} from './formation-lineup';

const squad = (n: number): LineupPlayer[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, position: null }));
const ids = (state: { starters: { playerId: string | null }[] }) => state.starters.map((s) => s.playerId);

describe('default lineup (product: formations#layout)', () => {
  it('is 2-3-2-1 for 9 with the first player in goal at x=50, y=90', () => {
    const lineup = defaultLineup(squad(11));
    expect(lineup.structure).toBe('2-3-2-1');
    expect(lineup.size).toBe(9);
    expect(lineup.starters[0]).toMatchObject({ playerId: 'p1', x: 50, y: 90, positionName: 'portero' });
    expect(lineup.substitutes).toEqual(['p10', 'p11']);
  });

  it('leaves slots empty when the team is short', () => {
    const lineup = defaultLineup(squad(3));
    expect(ids(lineup)).toEqual(['p1', 'p2', 'p3', null, null, null, null, null, null]);
    expect(lineup.substitutes).toEqual([]);
  });

  it('puts a goalkeeper in goal first', () => {
    const players: LineupPlayer[] = [
      { id: 'a', position: 'centro_delantero' },
      { id: 'b', position: 'portero' },
      { id: 'c', position: null },
    ];
    expect(playersInLineupOrder(players)).toEqual(['b', 'a', 'c']);
    expect(defaultLineup(players).starters[0]?.playerId).toBe('b');
  });
});

describe('initialLineup', () => {
  it('says "none" and falls back to the players with no saved formation', () => {
    const { lineup, source } = initialLineup([], squad(9));
    expect(source).toBe('none');
    expect(ids(lineup)).toEqual(squad(9).map((p) => p.id));
  });

  it('restores the newest saved formation, dropping players who left', () => {
    const saved = [
      {
        structure: '3-3-2',
        positions: [
          { playerId: 'p5', order: 0 },
          { playerId: 'gone', order: 1 },
          { playerId: 'p2', order: 8 },
        ],
      },
      { structure: '2-3-2-1', positions: [] },
    ];
    const { lineup, source } = initialLineup(saved, squad(6));
    expect(source).toBe('saved');
    expect(lineup.structure).toBe('3-3-2');
    expect(ids(lineup)).toEqual(['p5', null, null, null, null, null, null, null, 'p2']);
    expect(lineup.substitutes).toEqual(['p1', 'p3', 'p4', 'p6']);
  });

  it('says "invalid" for a saved structure that does not parse (Error: formación no válida)', () => {
    const { lineup, source } = initialLineup([{ structure: '4-x-2', positions: [] }], squad(2));
    expect(source).toBe('invalid');
    expect(lineup.structure).toBe('2-3-2-1');
  });
});

describe('moves on the pitch (product: formations#lineup)', () => {
  const start = defaultLineup(squad(11));

  it('replaces a starter with a substitute, who takes the bench place', () => {
    const next = replaceWith(start, 3, 'p11');
    expect(next.starters[3]?.playerId).toBe('p11');
    expect(next.substitutes).toEqual(['p10', 'p4']);
  });

  it('sends a starter to the bench, leaving the slot empty', () => {
    const next = sendToBench(start, 0);
    expect(next.starters[0]?.playerId).toBeNull();
    expect(next.substitutes).toEqual(['p10', 'p11', 'p1']);
    // and a substitute can then fill it
    const filled = replaceWith(next, 0, 'p1');
    expect(filled.starters[0]?.playerId).toBe('p1');
    expect(filled.substitutes).toEqual(['p10', 'p11']);
  });

  it('ignores moves that do not apply', () => {
    expect(replaceWith(start, 3, 'p1')).toBe(start);
    expect(replaceWith(start, 42, 'p10')).toBe(start);
    expect(sendToBench(sendToBench(start, 2), 2).substitutes).toHaveLength(3);
  });

  it('counts a change only when a slot or the structure changes', () => {
    expect(isSameLineup(start, { ...start, substitutes: ['p11', 'p10'] })).toBe(true);
    expect(isSameLineup(start, replaceWith(start, 1, 'p10'))).toBe(false);
    expect(isSameLineup(start, changeFormation(start, '3-3-2'))).toBe(false);
    const back = replaceWith(replaceWith(start, 1, 'p10'), 1, 'p2');
    expect(isSameLineup(start, back)).toBe(true);
  });
});

describe('changing formation or team size', () => {
  it('keeps the goalkeeper and the starters, bench fills new slots', () => {
    const start = defaultLineup(squad(12));
    const eleven = changeTeamSize(start, 11);
    expect(eleven.structure).toBe('4-3-3');
    expect(eleven.size).toBe(11);
    expect(ids(eleven)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']);
    expect(eleven.substitutes).toEqual(['p12']);
  });

  it('moves whoever no longer fits to the front of the bench', () => {
    const start = defaultLineup(squad(10));
    const five = changeTeamSize(start, 5);
    expect(five.structure).toBe('2-2');
    expect(ids(five)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(five.substitutes).toEqual(['p6', 'p7', 'p8', 'p9', 'p10']);
  });

  it('keeps an empty goal empty', () => {
    const start = sendToBench(defaultLineup(squad(9)), 0);
    const next = changeFormation(start, '3-3-2');
    expect(next.starters[0]?.playerId).toBeNull();
    expect(ids(next).slice(1)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
    expect(next.substitutes).toEqual(['p1']);
  });
});

describe('savePayload (product: formations#calls)', () => {
  it('sends playerCount, name and the placed players with their slot', () => {
    const lineup = sendToBench(defaultLineup(squad(9)), 8);
    const payload = savePayload('t1', lineup);
    expect(payload).toMatchObject({ teamId: 't1', structure: '2-3-2-1', playerCount: 9, name: '2-3-2-1' });
    expect(payload.positions).toHaveLength(8);
    expect(payload.positions[0]).toEqual({
      playerId: 'p1',
      positionName: 'portero',
      abbreviation: 'POR',
      coordinatesX: 50,
      coordinatesY: 90,
      order: 0,
    });
  });
});

describe('options', () => {
  it('offers the five team sizes and ten formations of 9', () => {
    expect(teamSizeOptions(9)).toEqual([...TEAM_SIZES]);
    expect(teamSizeOptions(8)).toEqual([5, 6, 7, 8, 9, 11]);
    expect(formationOptions(9, '2-3-2-1')).toEqual([...FORMATIONS[9]]);
    expect(formationOptions(9, '1-1-1-1-4')).toEqual([...FORMATIONS[9], '1-1-1-1-4']);
    expect(formationOptions(8, '3-3-1')).toEqual(['3-3-1']);
  });
});
