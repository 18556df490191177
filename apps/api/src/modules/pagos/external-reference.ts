/**
 * What a payment pays, as the provider carries it (MercadoPago's external_reference): '{kind}:{id}', e.g.
 * 'pedido:12' for an order or 'venta:7' for a ticket sale.
 */
export interface PaymentReference {
  kind: string;
  id: number;
}

const PATTERN = /^([a-z]{1,20}):([1-9]\d{0,9})$/;

export function formatExternalReference(reference: PaymentReference): string {
  return `${reference.kind}:${reference.id}`;
}

export function parseExternalReference(text: string | null | undefined): PaymentReference | null {
  const match = PATTERN.exec(text ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as string, id } : null;
}
