import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * False until the browser has painted the app's first page once, then true (at once for every later page). A
 * page's lower parts wait for it, so a slow phone draws the first screen (and its largest text) without first
 * building tables it cannot show yet; they follow as a transition one frame later.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let timer: number | undefined;
    // The frame callback runs before the paint; the timeout queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        painted = true;
        startTransition(() => setDone(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [done]);
  return done;
}
