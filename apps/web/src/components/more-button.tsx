import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Ver más' under a list shown a page at a time, with how many of how many are shown. */
export function MoreButton({ onClick, shown, total }: { onClick: () => void; shown: number; total: number }) {
  const { i18n } = useLingui();
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-muted-foreground text-sm tabular">
        {i18n.number(Math.min(shown, total))} / {i18n.number(total)}
      </p>
      <Button variant="outline" onClick={onClick} className="w-full sm:w-auto">
        <ChevronDownIcon aria-hidden />
        <Trans>Ver más</Trans>
      </Button>
    </div>
  );
}
