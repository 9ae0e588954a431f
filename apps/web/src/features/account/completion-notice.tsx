import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UserRoundPenIcon } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The completion gate (docs/product/accounts.md#profile,
 * docs/product/site-and-navigation.md#completion-gate): a user without first or last name is asked to
 * complete the profile, with a 'Completar' button to it.
 */
export function CompletionNotice({
  to,
  children,
}: {
  to: '/player/profile' | '/tournament-creator/profile';
  children: React.ReactNode;
}) {
  return (
    <Alert variant="warning" data-testid="completion-notice" className="items-center">
      <UserRoundPenIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-foreground">{children}</p>
        <Button asChild size="sm" className="h-10">
          <Link to={to}>
            <Trans>Completar</Trans>
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
