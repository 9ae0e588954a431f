import type { MatchDetailDto, UpdateMatch } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knockoutMatch, matchDetail, teamOne, teamTwo } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { MatchDetails } from './match-details-section';

// The result form of 'DETALLE DEL PARTIDO' (docs/product/competition.md#result-form): both scores, and the
// penalties of a knock-out match left level.

/** The API's answer to a result: the match with the scores it was sent. */
const saved = (match: MatchDetailDto) => (input: UpdateMatch) => ({ ...match, ...input, id: match.id });

function resultForm() {
  const form = screen.getByRole('form', { name: 'Cargar resultado' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return {
    form,
    field,
    save: within(form).getByRole('button', { name: 'Guardar resultado' }) as HTMLButtonElement,
  };
}

describe('the result form', () => {
  it('sends both scores typed for a league match and says it is saved, without penalties on a draw', async () => {
    const match = matchDetail();
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, save } = resultForm();

    // It says the goals entered here belong to no player.
    expect(screen.getByRole('note').textContent).toContain(
      'Los goles cargados así no se asignan a ningún jugador.',
    );
    // Nothing to save yet.
    expect(save.disabled).toBe(true);

    await user.type(field(`Goles de ${teamOne.name}`), '1');
    await user.type(field(`Goles de ${teamTwo.name}`), '1');
    // A league match may end level: no shoot-out is asked for.
    expect(screen.queryByLabelText(`Penales de ${teamOne.name}`)).toBeNull();
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect((await screen.findByRole('status')).textContent).toContain('Resultado guardado.');
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, teamOneScore: 1, teamTwoScore: 1 }]);
  });

  it('asks for the penalties of a level knock-out match and sends them with the score', async () => {
    const match = knockoutMatch();
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, save } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '2');
    await user.type(field(`Goles de ${teamTwo.name}`), '2');
    expect(
      screen.getByText('Empate en una ronda eliminatoria: carga los penales para definir quién avanza.'),
    ).toBeTruthy();
    await user.type(field(`Penales de ${teamOne.name}`), '4');
    await user.type(field(`Penales de ${teamTwo.name}`), '3');
    await user.click(save);

    await screen.findByText('Resultado guardado.');
    expect(api.inputsOf('matches.update')).toEqual([
      { matchId: match.id, teamOneScore: 2, teamTwoScore: 2, penaltiesTeamOne: 4, penaltiesTeamTwo: 3 },
    ]);
  });

  it('drops the penalties once the knock-out score has a winner', async () => {
    const match = knockoutMatch();
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, save } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '1');
    await user.type(field(`Goles de ${teamTwo.name}`), '1');
    await user.type(field(`Penales de ${teamOne.name}`), '5');
    // The second team scores again: the match has a winner and no shoot-out.
    await user.clear(field(`Goles de ${teamTwo.name}`));
    await user.type(field(`Goles de ${teamTwo.name}`), '2');
    expect(screen.queryByLabelText(`Penales de ${teamOne.name}`)).toBeNull();
    await user.click(save);

    await screen.findByText('Resultado guardado.');
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, teamOneScore: 1, teamTwoScore: 2 }]);
  });

  it("asks for penalties on a tie's second leg only when the aggregate is level", async () => {
    // Los Pibes won the first leg 2-1 at home; the second leg is at Alta Córdoba's (its sides swapped).
    const match = knockoutMatch({
      leg: 2,
      tie: {
        firstLegId: 'match-0',
        secondLegId: 'match-1',
        teamOneId: teamTwo.id,
        teamTwoId: teamOne.id,
        firstLeg: { teamOneScore: 2, teamTwoScore: 1, completed: true },
        teamOneGoals: null,
        teamTwoGoals: null,
        teamOneAwayGoals: null,
        teamTwoAwayGoals: null,
        awayGoalsRule: false,
        penaltiesTeamOne: null,
        penaltiesTeamTwo: null,
        winnerTeamId: null,
        decidedBy: null,
      },
    });
    fakeTrpc({});
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field } = resultForm();

    // 1-1 tonight is 3-2 for Los Pibes over both legs: they go through.
    await user.type(field(`Goles de ${teamOne.name}`), '1');
    await user.type(field(`Goles de ${teamTwo.name}`), '1');
    expect(screen.queryByLabelText(`Penales de ${teamOne.name}`)).toBeNull();

    // 1-0 tonight is 2-2 over both legs: a shoot-out decides.
    await user.clear(field(`Goles de ${teamTwo.name}`));
    await user.type(field(`Goles de ${teamTwo.name}`), '0');
    expect(
      screen.getByText('Empate en el global: carga los penales para definir quién avanza.'),
    ).toBeTruthy();
    expect(field(`Penales de ${teamOne.name}`)).toBeTruthy();
    expect(field(`Penales de ${teamTwo.name}`)).toBeTruthy();
  });

  it('refuses a score that is not a whole number from 0 to 99', async () => {
    fakeTrpc({});
    const { user } = renderWithApp(<MatchDetails match={matchDetail()} editable />);
    const { field, save } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '100');
    await user.type(field(`Goles de ${teamTwo.name}`), '1');

    const one = field(`Goles de ${teamOne.name}`);
    expect(one.getAttribute('aria-invalid')).toBe('true');
    const describedBy = one.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Resultado no válido: de 0 a 99.',
    );
    expect(save.disabled).toBe(true);

    await user.clear(one);
    await user.type(one, '10');
    expect(one.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Resultado no válido: de 0 a 99.')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it("sends only the side that changed, so the other side's scorers are kept", async () => {
    // 1-0 so far, from the events: Alta Córdoba's goal has its scorer.
    const match = matchDetail({ status: 'IN_PROGRESS', teamOneScore: 1, teamTwoScore: 0 });
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, save } = resultForm();

    expect(field(`Goles de ${teamOne.name}`).value).toBe('1');
    expect(field(`Goles de ${teamTwo.name}`).value).toBe('0');
    // Unchanged, there is nothing to save.
    expect(save.disabled).toBe(true);

    await user.clear(field(`Goles de ${teamTwo.name}`));
    await user.type(field(`Goles de ${teamTwo.name}`), '1');
    await user.click(save);

    await screen.findByText('Resultado guardado.');
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, teamTwoScore: 1 }]);
  });

  it("shows the server's refusal in words when the match was finished meanwhile", async () => {
    const match = matchDetail();
    const api = fakeTrpc({
      matches: {
        update: () => {
          throw refusal('MATCH_FINISHED');
        },
      },
    });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, save } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '3');
    await user.type(field(`Goles de ${teamTwo.name}`), '0');
    await user.click(save);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'El partido ya finalizó y no se puede modificar.',
    );
    expect(screen.queryByText('Resultado guardado.')).toBeNull();
    expect(api.inputsOf('matches.update')).toHaveLength(1);
    // What was typed stays, to correct or copy.
    expect(field(`Goles de ${teamOne.name}`).value).toBe('3');
  });

  it('is not there for a viewer who does not manage the match', () => {
    fakeTrpc({});
    renderWithApp(<MatchDetails match={matchDetail({ canManage: false })} editable={false} />);
    expect(screen.getByRole('heading', { name: 'DETALLE DEL PARTIDO' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Cargar resultado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cargar evento' })).toBeNull();
  });

  it('saves the result and finishes the match in one tap once its kick-off has passed', async () => {
    const match = matchDetail({ date: '2020-05-10', time: '10:00' });
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, form } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '3');
    await user.type(field(`Goles de ${teamTwo.name}`), '1');
    await user.click(within(form).getByRole('button', { name: 'Guardar y finalizar' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Resultado guardado y partido finalizado.',
    );
    expect(api.inputsOf('matches.update')).toEqual([
      { matchId: match.id, teamOneScore: 3, teamTwoScore: 1, status: 'COMPLETED' },
    ]);
  });

  it('asks before finishing a match whose kick-off is still ahead, and sends nothing until confirmed', async () => {
    const match = matchDetail({ date: '2099-05-10', time: '10:00' });
    const api = fakeTrpc({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchDetails match={match} editable />);
    const { field, form } = resultForm();

    await user.type(field(`Goles de ${teamOne.name}`), '0');
    await user.type(field(`Goles de ${teamTwo.name}`), '2');
    await user.click(within(form).getByRole('button', { name: 'Guardar y finalizar' }));
    const ask = await screen.findByTestId('finish-early');
    expect(ask.textContent).toContain(
      'El partido está programado para el 10/05/2099 a las 10:00. ¿Ya se jugó?',
    );
    expect(api.inputsOf('matches.update')).toEqual([]);

    await user.click(within(ask).getByRole('button', { name: 'Sí, finalizarlo' }));
    await screen.findByText('Resultado guardado y partido finalizado.');
    expect(api.inputsOf('matches.update')).toEqual([
      { matchId: match.id, teamOneScore: 0, teamTwoScore: 2, status: 'COMPLETED' },
    ]);
  });
});
