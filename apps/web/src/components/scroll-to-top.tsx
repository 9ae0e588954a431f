import { SCROLL_TOP_THRESHOLD_PX } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * The room the app's pages leave below their last content (features/layout/app-header.tsx, AppMain): the button
 * (3rem, 1rem off the bottom) plus 1rem, so at the end of a page it never covers its last action ('Imprimir
 * planillas del día', say).
 */
export const ROOM_FOR_SCROLL_TOP = 'pb-20';

/**
 * docs/product/site-and-navigation.md#scroll-to-top — appears after 400 px of scroll and takes the page back
 * to the top.
 */
export function ScrollToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read at once: that would lay the page out in the middle of its first render. A page that opens scrolled
    // (restored by the router or the browser) gets a scroll event too.
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Volver arriba`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 z-40 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        // Above the player bottom menu and the cookie banner when they are shown.
        'bottom-[calc(var(--bottom-nav-height,0px)+var(--cookie-banner-height,0px)+1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <ArrowUpIcon className="size-5" aria-hidden />
    </button>
  );
}
