import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';

// The error and not-found pages are rarely drawn: their code comes when one is, not with every first load
// (scripts/postbuild.mjs holds the player home to its budget). Until it arrives the page stays blank for a moment.
const pages = lazyPart(() => import('./error-page'));

export function LazyErrorPage(props: ErrorComponentProps) {
  const { current, preload } = useLazyPart(pages);
  useEffect(() => preload(), [preload]);
  return current ? <current.ErrorPage {...props} /> : <main aria-busy="true" className="min-h-dvh" />;
}

export function LazyNotFoundPage() {
  const { current, preload } = useLazyPart(pages);
  useEffect(() => preload(), [preload]);
  return current ? <current.NotFoundPage /> : <main aria-busy="true" className="min-h-dvh" />;
}
