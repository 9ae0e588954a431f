import { describe, expect, it } from 'vitest';
import { rosterPreview, teamNamesPreview } from './roster-preview';

// The organiser's pastes read as the server will, plus what only the screen knows (docs/decisions/025).

describe('a roster preview', () => {
  it('finds the line of a number the team already uses, past a header and blank lines', () => {
    const preview = rosterPreview('Nombre, Número\n\nJuan Pérez, 10\nX\nAna Gómez, 7', new Set([7]));
    expect(preview.players).toEqual([{ name: 'Juan Pérez', shirtNumber: 10, email: null }]);
    expect(preview.problems).toEqual([
      { line: 4, problem: 'NAME', text: 'X' },
      { line: 5, problem: 'NUMBER_TAKEN', text: 'Ana Gómez, 7' },
    ]);
  });

  it('is the parser’s own reading when the team has no numbers yet', () => {
    expect(rosterPreview('Juan Pérez, 10', new Set()).players).toEqual([
      { name: 'Juan Pérez', shirtNumber: 10, email: null },
    ]);
  });
});

describe('a team names preview', () => {
  it('moves the names the tournament has to the problems, ignoring case and spaces', () => {
    expect(teamNamesPreview('Uno FC\n  los   halcones \nDos FC', ['Los Halcones'])).toEqual({
      names: ['Uno FC', 'Dos FC'],
      problems: [{ line: 2, problem: 'TAKEN', text: 'los halcones' }],
    });
  });
});
