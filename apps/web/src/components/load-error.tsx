import { Trans } from '@lingui/react/macro';
import { RotateCcwIcon } from 'lucide-react';
import type * as React from 'react';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * docs/product/look-and-feel.md#lists — every list has an error state; this one says what failed and offers
 * to try again.
 */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: React.ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert variant="destructive" className="items-center">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{message}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCcwIcon aria-hidden />}
          <Trans>Reintentar</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
