import type { RoundDto, RoundsDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { GenerateRoundPanel } from './generate-round';

// What 'Crear ronda' says before the organiser taps it: the teams it counts are the true ones, the qualified after
// a group stage and the teams still in during a knock-out.

const round = (number: number, kind: RoundDto['kind'], stage: RoundDto['stage']): RoundDto => ({
  id: `round-${number}`,
  number,
  kind,
  stage,
  matches: [],
  roundMatchesCompleted: true,
});

function rounds(overrides: Partial<RoundsDto>): RoundsDto {
  return {
    tournamentId: 'tournament-1',
    tournamentName: 'Copa de Invierno',
    tournamentLogo: null,
    tournamentImage: null,
    isPublic: true,
    type: 'SINGLE_ELIMINATION',
    status: 'IN_PROGRESS',
    isOwner: true,
    rounds: [],
    roundsCompleted: true,
    remainingTeams: 8,
    next: { ok: true, needsChoice: false },
    championTeamId: null,
    ...overrides,
  };
}

const panel = () => screen.getByRole('region', { name: 'Crear ronda' });

describe("'Crear ronda' counts what is true", () => {
  it('says how many teams qualified once the group stage is played', () => {
    fakeTrpc({});
    renderWithApp(
      <GenerateRoundPanel
        rounds={rounds({
          type: 'GROUPS_KNOCKOUT',
          rounds: [1, 2, 3].map((n) => round(n, 'GROUP', { kind: 'GROUP_MATCHDAY', number: n })),
          remainingTeams: 8,
        })}
      />,
    );
    expect(panel().textContent).toContain(
      '8 equipos clasificados: los cruces de la fase eliminatoria se arman según las tablas de los grupos.',
    );
    expect(panel().textContent).not.toContain('en carrera');
  });

  it('says how many teams are still in during the knock-out', () => {
    fakeTrpc({});
    renderWithApp(
      <GenerateRoundPanel
        rounds={rounds({
          type: 'GROUPS_KNOCKOUT',
          rounds: [
            round(1, 'GROUP', { kind: 'GROUP_MATCHDAY', number: 1 }),
            round(2, 'KNOCKOUT', { kind: 'KNOCKOUT', teams: 8, final: false, number: 2 }),
          ],
          remainingTeams: 4,
        })}
      />,
    );
    expect(panel().textContent).toContain(
      'Quedan 4 equipos en carrera: se sortearán los cruces de la próxima ronda.',
    );
  });
});
