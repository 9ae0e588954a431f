import type * as React from 'react';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/utils';

/**
 * PayPal's wordmark in its two blues. An image named "PayPal": the light blue on the button's gold is the brand's own
 * logotype, not text to read.
 */
export function PayPalWordmark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 66 20" role="img" aria-label="PayPal" className={cn('h-5 w-auto', className)}>
      <text
        x="1"
        y="16"
        style={{ fontFamily: 'var(--font-body)' }}
        fontSize="18"
        fontStyle="italic"
        fontWeight="800"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}

/**
 * The provider's button (docs/product/payments-and-ads.md#paying): PayPal's gold, full width on a phone, 48
 * px high. While the order is created and the browser leaves it shows a spinner and ignores further presses.
 */
export function PayPalButton({
  onClick,
  loading,
  children,
  loadingLabel,
}: {
  onClick: () => void;
  loading: boolean;
  children: React.ReactNode;
  loadingLabel: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={loading}
      aria-busy={loading}
      data-testid="paypal-button"
      className={cn(
        'inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-[#ffc439] px-6 font-semibold text-[#111] text-base shadow-xs outline-none transition-[filter,box-shadow] hover:brightness-95 focus-visible:ring-[3px] focus-visible:ring-ring/60',
        loading && 'cursor-progress opacity-80',
      )}
    >
      {loading ? (
        <>
          <Spinner />
          {loadingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
