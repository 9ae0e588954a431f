import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

interface SandboxOrder {
  amount: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  decision: 'PENDING' | 'APPROVED' | 'DECLINED';
  captured: boolean;
}

/**
 * The built-in provider when none is configured: the "bank" is this process, and its approval page is served by
 * the app itself (/payments/sandbox/checkout), so a club can try the whole flow offline. No money moves.
 */
export function sandboxProvider(publicUrl: string) {
  const orders = new Map<string, SandboxOrder>();
  const provider: PaymentProvider & {
    order(id: string): SandboxOrder | undefined;
    decide(id: string, decision: 'APPROVED' | 'DECLINED' | 'CANCELLED'): string | null;
  } = {
    name: 'sandbox',
    async createOrder(order) {
      const id = `SBX-${randomUUID()}`;
      orders.set(id, { ...order, decision: 'PENDING', captured: false });
      return {
        orderId: id,
        approvalUrl: `${publicUrl}/payments/sandbox/checkout?token=${encodeURIComponent(id)}`,
      };
    },
    async captureOrder(orderId) {
      const order = orders.get(orderId);
      if (order?.decision !== 'APPROVED') return { status: 'DECLINED', captureId: null };
      order.captured = true;
      return { status: 'COMPLETED', captureId: `CAP-${orderId}` };
    },
    order: (id) => orders.get(id),
    /**
     * The buyer's answer on the checkout page, and where to send them: approved and declined (a card that fails,
     * to try the error path) go back to the return URL, where the capture tells them apart; cancelled goes back.
     */
    decide(id, decision) {
      const order = orders.get(id);
      if (order?.decision !== 'PENDING') return null;
      if (decision !== 'CANCELLED') order.decision = decision;
      const back = new URL(decision === 'CANCELLED' ? order.cancelUrl : order.returnUrl);
      back.searchParams.set('token', id);
      return back.toString();
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
