import { CATALOG_LOCALE, LOCALES, type Locale } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '@/lib/i18n';
import { LOCALE_AUTONYMS, uiLocaleOf } from '@/lib/locale';
import type { DeferredPopupProps } from './deferred-popup';
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

/** The languages menu of locale-switch.tsx, downloaded when first wanted. */
export function LocaleSwitchPopup({ trigger, defaultOpen, triggerRef }: DeferredPopupProps) {
  const { i18n, t } = useLingui();
  const current = uiLocaleOf(i18n.locale);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} {...trigger} />
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
