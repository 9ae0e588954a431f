/** What the subscription needs from a payment provider: an order the buyer approves elsewhere, then its capture. */
export interface PaymentProvider {
  readonly name: string;
  createOrder(order: {
    amount: string;
    currency: string;
    reference: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ orderId: string; approvalUrl: string }>;
  /** COMPLETED once the money moved (also when it already had, earlier); DECLINED when the buyer's payment failed. */
  captureOrder(orderId: string): Promise<{ status: 'COMPLETED' | 'DECLINED'; captureId: string | null }>;
}

/** The provider could not be reached or answered something unexpected: nothing was charged by us. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
