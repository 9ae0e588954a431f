import { LOCALES, type Locale } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '@/lib/i18n';
import { CATALOG_LOCALE, LOCALE_AUTONYMS, uiLocaleOf } from '@/lib/locale';
import { cn } from '@/lib/utils';
import { Flag } from './flags';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** The language-flag switch (spec: platform §1 — es, en and br). The choice is kept in localStorage 'locale'. */
export function LocaleSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const current = uiLocaleOf(i18n.locale);
  const name = LOCALE_AUTONYMS[current];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="locale-switch"
        className={cn(
          'inline-flex h-11 cursor-pointer items-center gap-2 rounded-md px-2.5 font-medium text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        <Flag locale={current} />
        <span>{current.toUpperCase()}</span>
        <span className="sr-only">{t`Idioma: ${name}`}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t`Idioma`}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => void activateLocale(value as Locale)}
        >
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={CATALOG_LOCALE[locale]}>
              <Flag locale={locale} />
              {LOCALE_AUTONYMS[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
