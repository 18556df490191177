import type { Db } from '../../db/client.ts';

/** A paid thing that was cancelled: its reference, the payment that paid it and its business. */
export interface RefundDue {
  id: number;
  paymentRef: string;
  comercioId: number;
}

/** What marking a thing paid did. */
export interface MarkPaidResult {
  /** Whether the thing is paid now (by this payment or an earlier one); false: it refuses (refund the payment). */
  paid: boolean;
  /** The payment that paid it ('{provider}:{id}'): another one than this means this payment is a second one. */
  paymentRef: string | null;
  /** Its business (who sees the refund); null when the thing does not exist. */
  comercioId: number | null;
}

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
  markPaid(tx: Db, id: number, paymentRef: string, now: Date): Promise<MarkPaidResult>;
  /** Things of this kind that were paid and then cancelled, whose payment has no refund yet (at most `limit`). */
  listRefundsDue(db: Db, limit: number): Promise<RefundDue[]>;
  /** Cancels what waited for its payment past its hold (freeing its places); answers the ids cancelled. */
  expireUnpaid(db: Db, now: Date): Promise<number[]>;
  /** Tells the live views of the thing (customer and back office) that it changed: its refund moved. */
  announceChange(tx: Db, id: number): Promise<void>;
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

  entries(): Array<[kind: string, target: PaymentTarget]> {
    return [...this.targets.entries()];
  }
}
