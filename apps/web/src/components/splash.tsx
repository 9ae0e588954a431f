import { SPLASH_MS } from '@cancha/shared';
import { useEffect } from 'react';

const FADE_MS = 250;

/**
 * docs/product/site-and-navigation.md#splash — the splash overlay is gone 1 second after the site started
 * loading. index.html draws it before any script has loaded, so a slow phone sees it at once instead of a
 * blank page; this fades it out.
 */
export function Splash() {
  useEffect(() => {
    const splash = document.getElementById('splash');
    if (!splash) return;
    const left = Math.max(0, SPLASH_MS - performance.now());
    const fade = window.setTimeout(
      () => splash.classList.add('animate-fade-out'),
      Math.max(0, left - FADE_MS),
    );
    const gone = window.setTimeout(() => splash.remove(), left);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, []);
  return null;
}
