import { toPesos, type NuevoPedidoComercio } from '@vidriera/domain/pedidos';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../plataforma/public.ts';
import { selectMenuDelComercio } from '../carta/public.ts';
import type { ComercioRow } from '../comercios/public.ts';
import { insertPedido, type PedidoBody, preparePedido } from './pedir.ts';
import type { PedidosDeps } from './service.ts';

/**
 * POST merchant/pedidos/{configRestoId}/nuevo: an order the staff take for a phone or walk-in customer. It is
 * priced and checked exactly as a customer's (preparePedido: menu prices, options, delivery zones, pagaCon,
 * payment methods offered) but not refused for being closed or not taking online orders: the staff are there.
 * It starts placed (0) and joins the queue like any order; usuarioId is the staff member who entered it and
 * nombre/telefono the customer's. The order, its announcement and the audit entry are one transaction.
 */
export async function createPedidoComercio(
  deps: PedidosDeps,
  comercio: ComercioRow,
  user: UserRow,
  input: NuevoPedidoComercio,
): Promise<{ pedidoId: number }> {
  const { db } = deps;
  const now = deps.now();
  const menu = await selectMenuDelComercio(db, comercio.id);
  const delivery = input.entrega === 'delivery';
  const body: PedidoBody = {
    cartaId: input.cartaId,
    pedidosIts: input.pedidosIts,
    formaPagoId: input.formaPagoId,
    delivery,
    domicilio: delivery ? input.domicilio : null,
    pagaCon: input.pagaCon,
    observacion: input.observacion,
    mesa: input.entrega === 'mesa' ? input.mesa : null,
    enLocal: input.entrega === 'mesa',
    lat: delivery ? input.lat : null,
    lng: delivery ? input.lng : null,
  };
  const { row, lineas } = await preparePedido(db, comercio, menu, body, now);
  const telefono = input.telefono ?? '';
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const pedidoId = await insertPedido(
      tx,
      { ...row, usuarioId: user.id, nombre: input.nombre, telefono, cargadoPorComercio: true },
      lineas,
    );
    await recordAudit(
      tx,
      {
        actor: { id: user.id, userName: user.userName },
        comercioId: comercio.id,
        action: 'pedido.crear',
        entity: 'pedido',
        entityId: pedidoId,
        before: null,
        after: {
          estadoId: row.estadoId,
          nombre: input.nombre,
          telefono,
          entrega: input.entrega,
          mesa: row.mesa,
          domicilio: row.domicilio,
          formaPagoId: row.formaPagoId,
          total: toPesos(row.total),
          items: lineas.map((l) => ({ plato: l.titulo, cantidad: l.cantidad, precio: l.precio })),
        },
      },
      now,
    );
    return { pedidoId };
  });
}
