import { SCROLL_TOP_THRESHOLD_PX } from '@cancha/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROOM_FOR_SCROLL_TOP, ScrollToTop } from '@/components/scroll-to-top';
import { renderInRouter } from '@/testing/render';
import { AppMain } from './app-header';

// The scroll-to-top button (docs/product/site-and-navigation.md#scroll-to-top) never covers a page's last action
// (issue item 16: it sat over 'Imprimir planillas del día'): the app's pages leave room for it below their end.

describe('the scroll-to-top button', () => {
  it('shows once the page is scrolled, over a page that leaves room below its last action', async () => {
    renderInRouter(
      <>
        <AppMain>
          <button type="button">Imprimir planillas del día</button>
        </AppMain>
        <ScrollToTop />
      </>,
    );
    const main = await screen.findByRole('main');
    expect(main.className.split(' ')).toContain(ROOM_FOR_SCROLL_TOP);
    // The room is the button's 3rem and its 1rem from the bottom, and 1rem more: pb-20 is 5rem.
    expect(ROOM_FOR_SCROLL_TOP).toBe('pb-20');

    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: SCROLL_TOP_THRESHOLD_PX + 1 });
      fireEvent.scroll(window);
    });
    const up = screen.getByRole('button', { name: 'Volver arriba' });
    expect(up.className).toContain('size-12');
    expect(up.className).toContain('+1rem+');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
