/**
 * The payment provider sends the buyer back to the purchase (compra-realizada) whatever the outcome, as
 * MercadoPago's back URLs do. The payment page notes which purchase went to pay, so that page can tell a return
 * from payment (and say 'El pago fue realizado con éxito' once the sale is paid) from an ordinary visit.
 */
const KEY = 'pagoventaticket';

export function markPagoIniciado(ventaId: number): void {
  try {
    sessionStorage.setItem(KEY, String(ventaId));
  } catch {
    // Storage unavailable: the purchase page still shows the paid sale, without the alert.
  }
}

/** Whether this purchase went to pay in this tab; the mark is used once. */
export function takePagoIniciado(ventaId: number): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== String(ventaId)) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
