import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';

// What both team lists of the teams page share: their heading and their 'Ver más' button.

export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="font-semibold text-xl tracking-tight">
      {children}
    </h2>
  );
}

export function MoreButton({ onClick, pending }: { onClick: () => void; pending?: boolean }) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner /> : <ChevronDownIcon aria-hidden />}
        <Trans>Ver más</Trans>
      </Button>
    </div>
  );
}
