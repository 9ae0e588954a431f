import { type Currency, formatMoney } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** Minor units of the book's currency as the reader's language writes money. */
export function useMoney(currency: Currency) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
}
