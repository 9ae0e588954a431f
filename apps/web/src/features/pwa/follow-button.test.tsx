import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { FollowTournamentButton } from './follow-button';

// 'Seguir' where this browser cannot subscribe to pushes (issue item 11): it says why in words and offers the
// tournament's calendar feed instead, rather than disappearing or failing with a toast.

/** A browser with pushes whose notification permission is `permission`, and which asks to `answer`. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => undefined, register: vi.fn() },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function followAndRead() {
  const { user } = renderWithApp(<FollowTournamentButton tournamentId="t1" name="Liga de Primavera" />);
  const button = await screen.findByRole('button', { name: 'Seguir' });
  await vi.waitFor(() => expect(button.getAttribute('data-state')).toBe('idle'));
  await user.click(button);
  const dialog = await screen.findByRole('dialog');
  return {
    notice: (await screen.findByTestId('calendar-notice')).textContent,
    webcal: dialog.querySelector('[data-testid="calendar-webcal"]')?.getAttribute('href'),
  };
}

describe("'Seguir' without pushes", () => {
  it('in a browser that cannot receive them, says so and offers the calendar', async () => {
    fakeTrpc({});
    const { notice, webcal } = await followAndRead();
    expect(notice).toContain('Este navegador no puede recibir avisos.');
    expect(notice).toContain('agrega Cancha a la pantalla de inicio');
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/v1\/tournaments\/t1\/calendar\.ics$/);
  });

  it('where notifications are blocked, says so and offers the calendar', async () => {
    pushBrowser('denied');
    fakeTrpc({});
    const { notice, webcal } = await followAndRead();
    expect(notice).toContain('Bloqueaste las notificaciones de Cancha en este navegador');
    expect(webcal).toContain('/api/v1/tournaments/t1/calendar.ics');
  });

  it('when the person refuses the permission, says so and offers the calendar', async () => {
    pushBrowser('default', 'denied');
    const api = fakeTrpc({});
    const { notice } = await followAndRead();
    expect(notice).toContain('Bloqueaste las notificaciones de Cancha en este navegador');
    expect(api.inputsOf('push.follow')).toEqual([]);
  });
});
