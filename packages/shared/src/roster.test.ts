import { describe, expect, it } from 'vitest';
import { parseRoster, parseTeamNames } from './roster';

// Teams by name (docs/decisions/025): what an organiser pastes into a roster or a tournament's team list.

describe('parseRoster', () => {
  it('reads a line of name, shirt number and e-mail', () => {
    expect(parseRoster('Juan Pérez, 10, juan@x.com')).toEqual({
      players: [{ name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' }],
      problems: [],
    });
  });

  it('reads the fields in any order, and a name alone', () => {
    const { players, problems } = parseRoster(
      ['juan@x.com, 10, Juan Pérez', '7, Ana Gómez', 'Luis Díaz, luis@x.com', 'Pedro Ramírez'].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(players).toEqual([
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
      { name: 'Ana Gómez', shirtNumber: 7, email: null },
      { name: 'Luis Díaz', shirtNumber: null, email: 'luis@x.com' },
      { name: 'Pedro Ramírez', shirtNumber: null, email: null },
    ]);
  });

  it('keeps e-mail addresses in lower case', () => {
    expect(parseRoster('Juan Pérez, Juan.Perez@X.com').players[0]!.email).toBe('juan.perez@x.com');
  });

  it('reads a spreadsheet paste, split by tabs or semicolons', () => {
    expect(parseRoster('Juan Pérez\t10\tjuan@x.com\nAna Gómez\t7\t').players).toEqual([
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
      { name: 'Ana Gómez', shirtNumber: 7, email: null },
    ]);
    expect(parseRoster('Juan Pérez;10;juan@x.com\r\nAna Gómez;7;ana@x.com').players).toEqual([
      { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' },
      { name: 'Ana Gómez', shirtNumber: 7, email: 'ana@x.com' },
    ]);
  });

  it('keeps a comma inside quotes as part of the name', () => {
    expect(parseRoster('"Pérez, Juan", 10, juan@x.com').players).toEqual([
      { name: 'Pérez, Juan', shirtNumber: 10, email: 'juan@x.com' },
    ]);
  });

  it('skips a header line', () => {
    const { players, problems } = parseRoster('Nombre,Número,Email\nJuan Pérez,10,juan@x.com');
    expect(problems).toEqual([]);
    expect(players).toEqual([{ name: 'Juan Pérez', shirtNumber: 10, email: 'juan@x.com' }]);
    expect(parseRoster('Name\tNumber\tE-mail\nAna Gómez\t7\t').players).toEqual([
      { name: 'Ana Gómez', shirtNumber: 7, email: null },
    ]);
  });

  it("reads '#10' and '10.' as shirt number 10", () => {
    expect(parseRoster('Juan Pérez, #10\nAna Gómez, 7.').players).toEqual([
      { name: 'Juan Pérez', shirtNumber: 10, email: null },
      { name: 'Ana Gómez', shirtNumber: 7, email: null },
    ]);
  });

  it('reports a number over 99, a bad address and a name too short, leaving those lines out', () => {
    const { players, problems } = parseRoster(
      ['Juan Pérez, 100', 'Ana Gómez, ana@x', 'J, 5', '12', 'Luis Díaz, 9'].join('\n'),
    );
    expect(players).toEqual([{ name: 'Luis Díaz', shirtNumber: 9, email: null }]);
    expect(problems).toEqual([
      { line: 1, problem: 'NUMBER', text: 'Juan Pérez, 100' },
      { line: 2, problem: 'EMAIL', text: 'Ana Gómez, ana@x' },
      { line: 3, problem: 'NAME', text: 'J, 5' },
      { line: 4, problem: 'NAME', text: '12' },
    ]);
  });

  it('reports a line with two addresses', () => {
    expect(parseRoster('Juan Pérez, juan@x.com, otro@x.com').problems).toEqual([
      { line: 1, problem: 'EMAIL', text: 'Juan Pérez, juan@x.com, otro@x.com' },
    ]);
  });

  it('reports a shirt number or an address already taken earlier in the paste', () => {
    const { players, problems } = parseRoster(
      ['Juan Pérez, 10, juan@x.com', 'Ana Gómez, 10', 'Luis Díaz, JUAN@x.com', 'Pedro Ramírez, 11'].join(
        '\n',
      ),
    );
    expect(players.map((p) => p.name)).toEqual(['Juan Pérez', 'Pedro Ramírez']);
    expect(problems).toEqual([
      { line: 2, problem: 'DUPLICATE_NUMBER', text: 'Ana Gómez, 10' },
      { line: 3, problem: 'DUPLICATE_EMAIL', text: 'Luis Díaz, JUAN@x.com' },
    ]);
  });

  it('ignores blank lines and reports the line numbers of the text as pasted, from 1', () => {
    const { players, problems } = parseRoster('\n  \nJuan Pérez, 10\n\n\nX, 11\n');
    expect(players).toEqual([{ name: 'Juan Pérez', shirtNumber: 10, email: null }]);
    expect(problems).toEqual([{ line: 6, problem: 'NAME', text: 'X, 11' }]);
    expect(parseRoster('')).toEqual({ players: [], problems: [] });
    expect(parseRoster('\n \n\t\n')).toEqual({ players: [], problems: [] });
  });

  it('counts lines after a skipped header', () => {
    expect(parseRoster('Nombre;Número\nJuan Pérez;10\nA;11').problems).toEqual([
      { line: 3, problem: 'NAME', text: 'A;11' },
    ]);
  });
});

describe('parseTeamNames', () => {
  it('trims names, drops blank lines and repeats ignoring case', () => {
    expect(parseTeamNames('  Los Pibes  \n\nRiver   Plate\nlos pibes\nLOS PIBES\n  \nÑandú FC\n')).toEqual({
      names: ['Los Pibes', 'River Plate', 'Ñandú FC'],
      problems: [],
    });
  });

  it('reports a name too long or too short with its line, keeping the others', () => {
    const long = 'x'.repeat(41);
    expect(parseTeamNames(`Los Pibes\n\n${long}\nA\nRiver`)).toEqual({
      names: ['Los Pibes', 'River'],
      problems: [
        { line: 3, text: long },
        { line: 4, text: 'A' },
      ],
    });
  });
});
