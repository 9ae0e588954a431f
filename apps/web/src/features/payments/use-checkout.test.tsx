import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { useCheckout } from './use-checkout';

// Starting a payment (issue 42): a refusal of the order is the toast's to say and is not logged as an error of the
// app; a failure of the server or the provider is.

function Pay() {
  const { start } = useCheckout();
  return (
    <button type="button" onClick={() => void start()}>
      Pagar
    </button>
  );
}

describe('starting a payment', () => {
  it('says a refusal in a toast and does not log it as an error', async () => {
    const api = fakeTrpc({
      payments: {
        createOrder: () => {
          throw refusal('TOO_MANY_ATTEMPTS', { transport: 'TOO_MANY_REQUESTS' });
        },
      },
    });
    const { user } = renderWithApp(<Pay />);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Demasiados intentos. Inténtalo más tarde.',
    );
    expect(api.inputsOf('payments.createOrder')).toHaveLength(1);
    // vitest.setup.ts fails the test on any console.error.
  });

  it('logs a failure of the payment provider, beside its toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeTrpc({
      payments: {
        createOrder: () => {
          throw refusal('PAYMENT_PROVIDER_UNAVAILABLE', { transport: 'SERVICE_UNAVAILABLE' });
        },
      },
    });
    const { user } = renderWithApp(<Pay />);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('El proveedor de pagos no responde.');
    expect(logged).toHaveBeenCalledWith('payments.createOrder failed', expect.anything());
  });
});
