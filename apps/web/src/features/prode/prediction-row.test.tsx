import type { ProdeCardDto } from '@cancha/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prodeGame, prodeMatch } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { GameCard } from './game-card';
import { PredictionsTab } from './predictions-tab';

// El Prode on a phone (issue item 10): a prediction row shows both names whole and two shields that differ, and
// dates read day first in every language, as everywhere else in the app.

const card = (overrides: Partial<ProdeCardDto> = {}): ProdeCardDto => ({
  game: prodeGame({ joined: true }),
  rounds: [
    {
      id: 'round-1',
      tournamentId: 't1',
      tournamentName: 'Liga de Primavera',
      stage: { kind: 'MATCHDAY', number: 1 },
    },
  ],
  roundId: 'round-1',
  matches: [prodeMatch()],
  champions: [],
  ...overrides,
});

function renderTab() {
  fakeTrpc({ user: { me: () => ({ user: null }) } });
  return renderInRouter(<PredictionsTab card={card()} onRound={() => {}} />);
}

afterEach(() => {
  i18n.activate('es');
});

describe('a prediction row', () => {
  it('shows both teams’ whole names, never cut short', async () => {
    renderTab();
    const [one, two] = await screen.findAllByTestId('prode-side');
    const names = [
      within(one!).getByText('Deportivo Independiente Norte'),
      within(two!).getByText('Sportivo Barrio Sur'),
    ];
    for (const name of names) expect(name.className).not.toMatch(/truncate|line-clamp/);
  });

  it('draws two teams without a shield differently: their initials, each on its own colour', async () => {
    renderTab();
    const [one, two] = await screen.findAllByTestId('team-initials');
    expect([one!.textContent, two!.textContent]).toEqual(['DI', 'SB']);
    expect(one!.style.backgroundColor).not.toBe('');
    expect(one!.style.backgroundColor).not.toBe(two!.style.backgroundColor);
  });

  it('writes the kick-off day first in English too', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    renderTab();
    expect((await screen.findByTestId('prode-match')).textContent).toContain('10/05/2031');
  });
});

describe('a game’s card', () => {
  it('writes its start day first in English too', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    renderInRouter(<GameCard game={prodeGame({ startsAt: '2031-05-10T12:00:00.000Z' })} />);
    const text = (await screen.findByTestId('prode-game')).textContent;
    expect(text).toContain('10/05/2031');
    expect(text).not.toContain('5/10/');
  });
});
