import type { MatchDetailDto, UpdateMatch } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, type Handlers, refusal } from '@/testing/trpc';
import { MatchSchedule } from './match-schedule';

// 'LUGAR Y FECHA' (docs/product/competition.md#match-detail, docs/product/forms.md#date-inputs): the organiser
// gives the match a place, a date (dd/MM/yyyy) and a time; each save sends only what changed.

/** The API's answer to a change: the match with what it was sent. */
const saved = (match: MatchDetailDto) => (input: UpdateMatch) => ({ ...match, ...input, id: match.id });

/** The page around the form: the tournament (for its map, not what these tests are about) and place suggestions. */
function api(handlers: Handlers) {
  return fakeTrpc({
    // The tournament's answer never comes: the schedule draws no map meanwhile.
    tournaments: { byId: () => new Promise(() => {}) },
    places: { search: () => [] },
    ...handlers,
  });
}

function scheduleForm(name = 'Editar lugar y fecha') {
  const form = screen.getByRole('form', { name });
  return {
    form,
    field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement,
    save: within(form).getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement,
  };
}

describe("the match's place and date", () => {
  it('starts from the match as it is and sends only the time that changed', async () => {
    const match = matchDetail();
    const calls = api({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchSchedule match={match} editable bye={false} />);
    const { field, save } = scheduleForm();

    expect(field('Lugar').value).toBe('Cancha del Club Atlético');
    expect(field('Fecha').value).toBe('10/05/2031');
    expect(field('Hora').value).toBe('18:00');
    // As it is, there is nothing to save.
    expect(save.disabled).toBe(true);

    await user.clear(field('Hora'));
    await user.type(field('Hora'), '20:30');
    await user.click(save);

    expect((await screen.findByRole('status')).textContent).toContain('Lugar y fecha guardados.');
    expect(calls.inputsOf('matches.update')).toEqual([{ matchId: match.id, time: '20:30' }]);
  });

  it("shows the tournament's place for a match without its own, and does not send it back unchanged", async () => {
    const match = matchDetail({ location: null });
    const calls = api({ matches: { update: saved(match) } });
    const { user } = renderWithApp(<MatchSchedule match={match} editable bye={false} />);
    const { field, save } = scheduleForm();

    expect(screen.getByTestId('match-schedule').textContent).toContain('Córdoba, Argentina');
    expect(field('Lugar').value).toBe('Córdoba, Argentina');

    // The date typed as digits only: the separators come by themselves.
    await user.clear(field('Fecha'));
    await user.type(field('Fecha'), '17052031');
    expect(field('Fecha').value).toBe('17/05/2031');
    await user.click(save);

    await screen.findByText('Lugar y fecha guardados.');
    expect(calls.inputsOf('matches.update')).toEqual([{ matchId: match.id, date: '2031-05-17' }]);
  });

  it('refuses a date that does not exist and a place too short, and sends nothing', async () => {
    const calls = api({});
    const { user } = renderWithApp(<MatchSchedule match={matchDetail()} editable bye={false} />);
    const { field, save } = scheduleForm();

    await user.clear(field('Fecha'));
    await user.type(field('Fecha'), '31/02/2031');
    await user.clear(field('Lugar'));
    await user.type(field('Lugar'), 'A');
    // The errors wait for the save.
    expect(screen.queryByText('Fecha no válida')).toBeNull();
    await user.click(save);

    expect(field('Fecha').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fecha no válida')).toBeTruthy();
    expect(field('Lugar').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escribe un lugar de 2 a 200 caracteres.')).toBeTruthy();
    expect(calls.inputsOf('matches.update')).toEqual([]);

    // Letters cannot even be typed into the date; the separators come by themselves.
    await user.clear(field('Fecha'));
    await user.type(field('Fecha'), '1a2b052031');
    expect(field('Fecha').value).toBe('12/05/2031');
  });

  it("explains the server's schedule conflict with the match and the rule it collides with", async () => {
    const match = matchDetail();
    const calls = api({
      matches: {
        update: () => {
          throw refusal('SCHEDULE_CONFLICT', {
            details: {
              conflicts: [
                {
                  rule: 'TEAM_BUSY',
                  matchId: 'match-9',
                  match: 'Alta Córdoba - Los Andes',
                  date: '2031-05-12',
                  time: '18:00',
                },
                { rule: 'HOLIDAY' },
              ],
            },
          });
        },
      },
    });
    const { user } = renderWithApp(<MatchSchedule match={match} editable bye={false} />);
    const { field, save } = scheduleForm();

    await user.clear(field('Fecha'));
    await user.type(field('Fecha'), '12/05/2031');
    await user.click(save);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'El cambio choca con otro partido o con las reglas del torneo. ' +
        'El equipo ya juega a esa hora: Alta Córdoba - Los Andes (12/05/2031 18:00) ' +
        'Ese día es feriado: no se juega.',
    );
    expect(calls.inputsOf('matches.update')).toEqual([{ matchId: match.id, date: '2031-05-12' }]);
    // The date typed stays, to try another.
    expect(field('Fecha').value).toBe('12/05/2031');
  });

  it('asks a bye only for its date and time', async () => {
    const bye = matchDetail({ teamTwo: null, teamTwoId: null, status: 'COMPLETED' });
    const calls = api({ matches: { update: saved(bye) } });
    const { user } = renderWithApp(<MatchSchedule match={bye} editable bye />);
    const { form, field, save } = scheduleForm('Editar fecha y hora');

    expect(within(form).queryByLabelText('Lugar')).toBeNull();
    await user.clear(field('Hora'));
    await user.type(field('Hora'), '09:15');
    await user.click(save);

    await screen.findByText('Fecha y hora guardadas.');
    expect(calls.inputsOf('matches.update')).toEqual([{ matchId: bye.id, time: '09:15' }]);
  });

  it('is read-only for a viewer who does not manage the match', () => {
    api({});
    renderWithApp(<MatchSchedule match={matchDetail({ canManage: false })} editable={false} bye={false} />);
    expect(screen.getByTestId('match-schedule').textContent).toContain('18:00 hs');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
