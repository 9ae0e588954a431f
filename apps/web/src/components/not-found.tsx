import { Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import type * as React from 'react';
import type { ViewerArea } from '@/lib/area';
import { EmptyState } from './empty-state';
import { Button } from './ui/button';

/** Where a viewer's area starts: the creator's tournaments, or the player's tournaments. */
export function areaHomeLink(area: ViewerArea): LinkProps {
  return area === 'creator' ? { to: '/tournament-creator' } : { to: '/player/tournaments-arena' };
}

/**
 * A page whose subject does not exist or is not the reader's to see: what happened, and the way back — to the
 * start of the viewer's area, or to a page of the caller's choosing.
 */
export function NotFound({
  title,
  back,
}: {
  title: React.ReactNode;
  back: ViewerArea | { link: LinkProps; label: React.ReactNode };
}) {
  const link = typeof back === 'string' ? areaHomeLink(back) : back.link;
  let label: React.ReactNode;
  if (typeof back !== 'string') label = back.label;
  else label = back === 'creator' ? <Trans>Volver a mis torneos</Trans> : <Trans>Volver a torneos</Trans>;
  return (
    <EmptyState
      icon={SearchXIcon}
      title={title}
      action={
        <Button asChild variant="outline">
          <Link {...link}>
            <ArrowLeftIcon aria-hidden />
            {label}
          </Link>
        </Button>
      }
    />
  );
}
