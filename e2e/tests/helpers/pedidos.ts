import type { APIRequestContext } from '@playwright/test';
import type { Carta } from '../../../packages/domain/src/carta/schemas.ts';
import type { LoginResponse } from '../../../packages/domain/src/cuentas/schemas.ts';
import { getJson, postJson } from './accounts.ts';

/**
 * A pickup order of one Provoleta at La Farola (open on the suite's Saturday night), paid in cash unless another
 * payment method is given (3: online); its id.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  customer: LoginResponse,
  formaPagoId = 0,
): Promise<number> {
  const carta = await getJson<Carta>(request, 'carta/la-farola/0');
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === 'Provoleta a la parrilla');
  if (!plato) throw new Error('no Provoleta at La Farola');
  const { pedidoId } = await postJson<{ pedidoId: number }>(
    request,
    'pedidos/pedir',
    {
      configRestoId: carta.configRestoId,
      pedidosIts: [{ platoId: plato.platoId, cantidad: 1 }],
      formaPagoId,
      delivery: false,
    },
    { token: customer.token },
  );
  return pedidoId;
}
