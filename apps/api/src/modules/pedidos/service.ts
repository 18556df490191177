/**
 * Orders: the customer's reads and annul, and the two calls the payments module uses.
 *
 * For the payments module (apps/api/src/modules/pagos):
 * - getPedidoForOwner(db, userId, id, now) → the caller's order in the API shape (pesos; `total` is what to charge,
 *   computed by the server when the order was placed), or a 404 AppError for anyone else's / a missing one.
 *   toCentavos(pedido.total) from @vidriera/domain/pedidos gives the amount in centavos.
 * - markPedidoPaid(tx, pedidoId, paymentRef) moves a pending-payment order (estado 5) to placed (0) inside the
 *   caller's transaction, once: a repeated call with the same order answers { changed: false } and changes
 *   nothing. The status notification is sent through `tx`, so it goes out only when that transaction commits.
 * - getPedidoRow(db, id) → the stored row (centavos) without an ownership check, for the webhook.
 * Creating an order lives in pedir.ts; the merchant's moves in back-office.ts.
 */
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import {
  canAnularPedido,
  ESTADO_CANCELADO,
  ESTADO_ENTREGADO,
  ESTADO_PENDIENTE_PAGO,
  ESTADO_REALIZADO,
  formatObservacionCancelado,
  MOTIVO_CANCELADO_POR_CLIENTE,
  MSG_PEDIDO_NO_SE_PUEDE_ANULAR,
  VENTANA_ENTREGA_MINUTOS,
  MSG_PEDIDO_NO_ENCONTRADO,
  type Pedido,
} from '@vidriera/domain/pedidos';
import { MOTIVO_PAGO_NO_RECIBIDO } from '@vidriera/domain/pagos';
import type { Db } from '../../db/client.ts';
import { pedidos } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../plataforma/public.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta, visibleOnSite } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { publishPedidoChanged } from './notify.ts';
import { type PedidoRow, selectPedidosJoined, toPedidos } from './queries.ts';

export interface PedidosDeps {
  db: Db;
  now: () => Date;
  /** The shared response cache (app.responseCache): the business and menu an order is priced from. */
  cache: ResponseCache;
}

/** How many orders the lists answer at most (the newest). */
const LIST_LIMIT = 200;

// ---------------------------------------------------------------------------------------------------------------
// For the payments module

/** The caller's order (any site) as read at `now`, or a 404 that does not tell whether someone else's exists. */
export async function getPedidoForOwner(db: Db, userId: number, id: number, now: Date): Promise<Pedido> {
  const rows = await selectPedidosJoined(db)
    .where(and(eq(pedidos.id, id), eq(pedidos.usuarioId, userId)))
    .limit(1);
  const [pedido] = await toPedidos(db, rows, now);
  if (!pedido) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  return pedido;
}

/** The stored order (amounts in centavos), with no ownership check; undefined when it does not exist. */
export async function getPedidoRow(db: Db, id: number): Promise<PedidoRow | undefined> {
  const [row] = await db.select().from(pedidos).where(eq(pedidos.id, id)).limit(1);
  return row;
}

export interface MarkPedidoPaidResult {
  /** True only for the call that moved the order from 5 to 0. */
  changed: boolean;
  /** The order after the call; null when it does not exist. */
  pedido: PedidoRow | null;
}

/**
 * Paying moves 5 → 0, once. The update only applies while the order is still pending payment, so concurrent or
 * repeated notifications of the same payment change it once; a cancelled order stays cancelled (the caller sees
 * changed false and the estado, and can refund).
 */
export async function markPedidoPaid(
  tx: Db,
  pedidoId: number,
  paymentRef: string,
  now?: Date,
): Promise<MarkPedidoPaidResult> {
  const [updated] = await tx
    .update(pedidos)
    .set({
      estadoId: ESTADO_REALIZADO,
      paymentRef,
      pagadoAt: now ?? sql`now()`,
      updatedAt: now ?? sql`now()`,
    })
    .where(and(eq(pedidos.id, pedidoId), eq(pedidos.estadoId, ESTADO_PENDIENTE_PAGO)))
    .returning();
  if (updated) {
    await publishPedidoChanged(tx, updated);
    return { changed: true, pedido: updated };
  }
  return { changed: false, pedido: (await getPedidoRow(tx, pedidoId)) ?? null };
}

/**
 * Cancels the orders still waiting for their online payment past their hold (→ 3, observation 'Cancelado: no se
 * recibió el pago a tiempo]'), in one transaction with their announcements and audit entries. A payment that
 * arrives later finds the order cancelled and is refunded. Answers the ids cancelled.
 */
export async function expirePedidosImpagos(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const expired = await tx
      .update(pedidos)
      .set({
        estadoId: ESTADO_CANCELADO,
        observacion: formatObservacionCancelado(MOTIVO_PAGO_NO_RECIBIDO),
        updatedAt: now,
      })
      .where(and(eq(pedidos.estadoId, ESTADO_PENDIENTE_PAGO), lte(pedidos.pagoVenceAt, now)))
      .returning();
    for (const row of expired) {
      await publishPedidoChanged(tx, row);
      await recordAudit(
        tx,
        {
          actor: null,
          comercioId: row.comercioId,
          action: 'pedido.vencer',
          entity: 'pedido',
          entityId: row.id,
          before: { estadoId: ESTADO_PENDIENTE_PAGO, pagoVenceAt: row.pagoVenceAt },
          after: { estadoId: row.estadoId, observacion: row.observacion },
        },
        now,
      );
    }
    return expired.map((row) => row.id);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The customer's calls (scoped to the Host's site and to the caller)

/** The business of the carpeta in customer mode, when the site shows it. */
async function resolveCarpeta(db: Db, site: SiteRow, carpeta: string | undefined): Promise<ComercioRow | undefined> {
  if (carpeta === undefined) return undefined;
  const comercio = await selectByCarpeta(db, site, carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return comercio;
}

/**
 * GET pedidos/todos[/{carpeta}]: the caller's orders at businesses the site shows, newest first. Orders a staff
 * member entered for a phone or walk-in customer are that customer's, not the staff member's: never listed here.
 */
export async function listPedidos(
  db: Db,
  site: SiteRow,
  user: UserRow,
  now: Date,
  carpeta?: string,
): Promise<Pedido[]> {
  const comercio = await resolveCarpeta(db, site, carpeta);
  const rows = await selectPedidosJoined(db)
    .where(
      and(
        eq(pedidos.usuarioId, user.id),
        eq(pedidos.cargadoPorComercio, false),
        visibleOnSite(site),
        comercio ? eq(pedidos.comercioId, comercio.id) : undefined,
      ),
    )
    .orderBy(desc(pedidos.id))
    .limit(LIST_LIMIT);
  return toPedidos(db, rows, now);
}

/**
 * GET pedidos/activos[/{carpeta}]: the caller's orders in progress (the domain's isPedidoEnCurso, in SQL): placed,
 * in preparation, pending payment, and those delivered less than 20 minutes ago (still 'En Camino...' / 'Listo
 * para Retirar!'), newest first.
 */
export async function listPedidosActivos(
  db: Db,
  site: SiteRow,
  user: UserRow,
  now: Date,
  carpeta?: string,
): Promise<Pedido[]> {
  const comercio = await resolveCarpeta(db, site, carpeta);
  const entregadoDesde = new Date(now.getTime() - VENTANA_ENTREGA_MINUTOS * 60_000);
  const rows = await selectPedidosJoined(db)
    .where(
      and(
        eq(pedidos.usuarioId, user.id),
        eq(pedidos.cargadoPorComercio, false),
        or(
          inArray(pedidos.estadoId, [0, 1, ESTADO_PENDIENTE_PAGO]),
          and(eq(pedidos.estadoId, ESTADO_ENTREGADO), gt(pedidos.horaEntregado, entregadoDesde)),
        ),
        visibleOnSite(site),
        comercio ? eq(pedidos.comercioId, comercio.id) : undefined,
      ),
    )
    .orderBy(desc(pedidos.id))
    .limit(LIST_LIMIT);
  return toPedidos(db, rows, now);
}

/** GET pedidos/{id}: one of the caller's orders at a business the site shows; anyone else's is a 404. */
export async function getOwnPedido(db: Db, site: SiteRow, user: UserRow, id: number, now: Date): Promise<Pedido> {
  const rows = await selectPedidosJoined(db)
    .where(
      and(
        eq(pedidos.id, id),
        eq(pedidos.usuarioId, user.id),
        eq(pedidos.cargadoPorComercio, false),
        visibleOnSite(site),
      ),
    )
    .limit(1);
  const [pedido] = await toPedidos(db, rows, now);
  if (!pedido) throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  return pedido;
}

/**
 * DELETE pedidos/{id}: the owner annuls an order placed or pending payment (→ 3, observation 'Cancelado: por el
 * cliente]'); other estados are a 409. The update applies only while the estado allows it, so an annul racing a
 * merchant's accept or a payment cannot both win.
 */
export async function annulOwnPedido(deps: PedidosDeps, site: SiteRow, user: UserRow, id: number): Promise<Pedido> {
  const { db } = deps;
  const own = await getOwnPedido(db, site, user, id, deps.now());
  const annulled = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const [updated] = await tx
      .update(pedidos)
      .set({
        estadoId: ESTADO_CANCELADO,
        observacion: formatObservacionCancelado(MOTIVO_CANCELADO_POR_CLIENTE),
        updatedAt: deps.now(),
      })
      .where(
        and(
          eq(pedidos.id, id),
          eq(pedidos.usuarioId, user.id),
          inArray(pedidos.estadoId, [ESTADO_REALIZADO, ESTADO_PENDIENTE_PAGO]),
        ),
      )
      .returning();
    if (updated) await publishPedidoChanged(tx, updated);
    return updated;
  });
  if (!annulled) {
    const current = (await getPedidoRow(db, id))?.estadoId ?? own.estadoId;
    if (!canAnularPedido(current)) throw conflict(MSG_PEDIDO_NO_SE_PUEDE_ANULAR);
    throw notFound(MSG_PEDIDO_NO_ENCONTRADO);
  }
  return getOwnPedido(db, site, user, id, deps.now());
}
