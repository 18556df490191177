import type { Db } from '../../db/client.ts';

/**
 * What can be paid online, by the kind of its external reference ('pedido', and 'venta' with the events
 * issue). The webhook looks the kind up here: adding a payable thing is registering one more target.
 */
export interface PaymentTarget {
  /**
   * Called inside the webhook's transaction when an approved payment covers the prepared amount. It may be
   * called again for the same id (a second payment of the same thing): it must be idempotent. Answers whether
   * the thing is paid now; false when it refuses the payment (annulled meanwhile: the money must be refunded).
   */
  markPaid(tx: Db, id: number, paymentRef: string, now: Date): Promise<boolean>;
}

export class PaymentTargetRegistry {
  private readonly targets = new Map<string, PaymentTarget>();

  register(kind: string, target: PaymentTarget): void {
    if (this.targets.has(kind)) throw new Error(`Payment target '${kind}' registered twice`);
    this.targets.set(kind, target);
  }

  get(kind: string): PaymentTarget | undefined {
    return this.targets.get(kind);
  }
}
