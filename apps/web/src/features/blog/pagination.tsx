import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pageItems } from './blog-paging';

/**
 * Previous, numbered pages and next: the blog list on wider screens and the owners' posts list
 * (docs/product/blog.md#blog-list, #managing-posts).
 */
export function Pagination({
  page,
  count,
  onPage,
  className,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  if (count <= 1) return null;
  return (
    <nav
      aria-label={t`Paginación`}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon aria-hidden />
        <Trans>Anterior</Trans>
      </Button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'ghost'}
                size="icon"
                className="tabular"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Página ${i18n.number(item)}`}
                onClick={() => item !== page && onPage(item)}
              >
                {i18n.number(item)}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= count}>
        <Trans>Siguiente</Trans>
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
