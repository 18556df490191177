import { getTableColumns, sql } from 'drizzle-orm';
import {
  ESTADO_PENDIENTE_PAGO,
  FORMA_PAGO_EFECTIVO,
  getEstadoInicial,
  getEstadoPedidoLabel,
  describeOpciones,
  type OpcionResuelta,
  resolveOpciones,
  computePrecioUnitario,
  computeSubtotal,
  computeTotal,
  toCentavos,
  toPesos,
  findEntregaError,
  findFormaPagoError,
  findMesaError,
  findPedidoConfirmError,
  MSG_CARTA_NO_ENCONTRADA,
  MSG_COMERCIO_CERRADO,
  MSG_PEDIDOS_NO_PERMITIDOS,
  MSG_PLATO_NO_DISPONIBLE,
  normalizeDomicilio,
  normalizePagaCon,
  type PedirRequest,
  type PedirResponse,
} from '@vidriera/domain/pedidos';
import { getPagoVenceAt } from '@vidriera/domain/pagos';
import { isOpen } from '@vidriera/domain/comercios';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, type PedidoItemOpcion, pedidoItems, pedidos } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { IdempotencyKeyValues, IdempotentWrite } from '../../plugins/idempotency.ts';
import { AppError, badRequest, notFound } from '../../plugins/errors.ts';
import type { ResponseCache } from '../../plugins/response-cache.ts';
import { isPedidosOnline, type MenuDelComercio, selectMenuDelComercio } from '../carta/public.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectById } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import { rememberAvisosWhatsapp } from '../notificaciones/public.ts';
import { requireDeliveryCost } from '../zonas/public.ts';
import { sqlPedidoChangedNotify } from './notify.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import type { PedidosDeps } from './service.ts';

/** A line priced from the menu. */
export interface LineaPreciada {
  platoId: number;
  titulo: string;
  cantidad: number;
  /** Pesos, options included. */
  precio: number;
  opciones: OpcionResuelta[];
}

interface ComercioParaPedir {
  comercio: ComercioRow;
  menu: MenuDelComercio;
}

/**
 * The business and its menu as an order needs them, from the shared response cache: they change only with
 * catalogue writes, which clear it in every process (app.announceCatalogChange), and at worst a minute later.
 */
async function loadComercioParaPedir(
  db: Db,
  cache: ResponseCache,
  site: SiteRow,
  configRestoId: number,
): Promise<ComercioParaPedir> {
  return cache.getOrCompute(`pedir:${site.id}:${configRestoId}`, async () => {
    const comercio = await selectById(db, site, configRestoId);
    if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
    return { comercio, menu: await selectMenuDelComercio(db, comercio.id) };
  });
}

/**
 * POST pedidos/pedir. Everything the order costs comes from the menu: the client's prices and totals are never
 * read. The business must take online orders and be open now (in its zone, by the injected clock); then the
 * order's own checks (preparePedido). The order, its lines and its announcement are one statement, committed
 * before answering, with the Idempotency-Key and its answer when the request has one (decision 044); online-paid
 * orders start pending payment (5), the others placed (0).
 */
export async function pedir(
  deps: PedidosDeps,
  site: SiteRow,
  user: UserRow,
  input: PedirRequest,
  write: IdempotentWrite | null = null,
): Promise<PedirResponse> {
  const { db } = deps;
  const now = deps.now();
  const { comercio, menu } = await loadComercioParaPedir(db, deps.cache, site, input.configRestoId);
  if (!isPedidosOnline(comercio)) throw badRequest(MSG_PEDIDOS_NO_PERMITIDOS);
  if (!isOpen(comercio, now)) throw badRequest(MSG_COMERCIO_CERRADO);
  const { row, lineas } = await preparePedido(db, comercio, menu, input, now);
  // WhatsApp notices of this order: the checkbox's answer, else the customer's remembered one (decision 034).
  const avisarWhatsapp = input.avisarWhatsapp ?? user.avisosWhatsapp;
  const pedidoId = await insertPedido(
    db,
    { ...row, usuarioId: user.id, nombre: user.nombreApellido, telefono: user.telefono ?? '', avisarWhatsapp },
    lineas,
    write?.takeRow(),
  );
  if (input.avisarWhatsapp != null) await rememberAvisosWhatsapp(db, user.id, input.avisarWhatsapp);
  return { pedidoId };
}

/** What an order says, however it is placed: by the customer (pedidos/pedir) or by the staff (back office). */
export type PedidoBody = Pick<
  PedirRequest,
  | 'cartaId'
  | 'pedidosIts'
  | 'formaPagoId'
  | 'delivery'
  | 'domicilio'
  | 'pagaCon'
  | 'observacion'
  | 'mesa'
  | 'enLocal'
  | 'lat'
  | 'lng'
>;

export interface PedidoPreparado {
  /** The order's row but for who it is for (usuarioId, nombre, telefono). */
  row: Omit<typeof pedidos.$inferInsert, 'usuarioId' | 'nombre' | 'telefono'> & { estadoId: number };
  lineas: LineaPreciada[];
}

/**
 * Prices and checks an order of the business, each failure a 400 with its Spanish message: every dish is on sale
 * at the business (and on the given menu); the option rules of each dish; a delivery point inside the business's
 * delivery zones when it draws them (the zone's price is the delivery cost); the spec's confirm checks in their
 * order (pagaCon, takeaway-only) on that total; the delivery address; an in-venue order's table; the payment method
 * offered.
 */
export async function preparePedido(
  db: Db,
  comercio: ComercioRow,
  menu: MenuDelComercio,
  input: PedidoBody,
  now: Date,
): Promise<PedidoPreparado> {
  const cartaId = input.cartaId ?? undefined;
  if (cartaId !== undefined && !menu.cartaIds.has(cartaId)) throw badRequest(MSG_CARTA_NO_ENCONTRADA);
  const lineas = priceLineas(menu, input.pedidosIts, cartaId);
  const enLocal = Boolean(input.enLocal) || input.mesa != null;
  const subtotal = computeSubtotal(lineas);
  const point = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
  // Only a delivery the business can make is priced; the checks below refuse the others with their message.
  const costoEnvio =
    input.delivery && !enLocal && !comercio.soloTakeAway
      ? toPesos((await requireDeliveryCost(db, comercio.id, point)).costoEnvio)
      : 0;
  const total = computeTotal(lineas, costoEnvio);

  const confirmError = findPedidoConfirmError({ pagaCon: input.pagaCon, total, delivery: input.delivery }, comercio);
  if (confirmError) throw new AppError(400, confirmError.message, { body: { code: confirmError.code } });
  const entregaError = findEntregaError({ delivery: input.delivery, domicilio: input.domicilio, enLocal });
  if (entregaError) throw badRequest(entregaError);
  const mesaError = findMesaError({ enLocal, mesa: input.mesa });
  if (mesaError) throw badRequest(mesaError);
  const formaPagoError = findFormaPagoError(
    {
      pTarjetaDomicilio: comercio.pTarjetaDomicilio,
      pMercadoPago: comercio.pMercadoPago,
      mp_Online: comercio.mpOnline,
      pTransferencia: comercio.pTransferencia,
    },
    input.formaPagoId,
  );
  if (formaPagoError) throw badRequest(formaPagoError);

  const pagaCon = input.formaPagoId === FORMA_PAGO_EFECTIVO ? normalizePagaCon(input.pagaCon) : null;
  const estadoId = getEstadoInicial(input.formaPagoId);
  const row = {
    comercioId: comercio.id,
    cartaId: cartaId ?? null,
    estadoId,
    formaPagoId: input.formaPagoId,
    delivery: input.delivery,
    domicilio: normalizeDomicilio(input.delivery, input.domicilio),
    lat: input.delivery ? (input.lat ?? null) : null,
    lng: input.delivery ? (input.lng ?? null) : null,
    enLocal,
    mesa: input.mesa ?? null,
    pagaCon: pagaCon === null ? null : toCentavos(pagaCon),
    observacion: (input.observacion ?? '').trim() || null,
    subtotal: toCentavos(subtotal),
    costoEnvio: toCentavos(costoEnvio),
    total: toCentavos(total),
    demora: comercio.demora,
    fechaHora: now,
    // An order waiting for its online payment is held this long, then cancelled (decision 022).
    pagoVenceAt: estadoId === ESTADO_PENDIENTE_PAGO ? getPagoVenceAt(now, comercio.minutosEsperaPago) : null,
    updatedAt: now,
  };
  return { row, lineas };
}

type PedidoInsert = typeof pedidos.$inferInsert & { estadoId: number };

/**
 * The statement that writes an order of this shape (the row's columns), its lines and its announcement: atomic
 * without a transaction of several round trips (the lines reference the order by the id the statement just made),
 * and the notification leaves only when it commits. Every value is a placeholder, so it is built once per shape.
 * `withKey`: it also inserts the Idempotency-Key's row with the answer, `{"pedidoId":id}` as the route serializes
 * it; a key committed meanwhile by another try of the same order fails the whole statement (its primary key).
 */
function insertPedidoStatement(name: string, columns: readonly string[], withKey: boolean) {
  return preparedStatement<{ id: number }>(name, (db) => {
    // Raw placeholders: insertPedido gives the driver's values (a column's encoder would choke on a null).
    const placeholders = Object.fromEntries(columns.map((column) => [column, sql`${sql.placeholder(column)}`]));
    // getSQL(): an embedded builder would be wrapped in parentheses, which a data-modifying WITH does not accept.
    const insertOrder = db
      .insert(pedidos)
      .values(placeholders as unknown as PedidoInsert)
      .returning({ id: pedidos.id });
    return sql`
    with nuevo as (${insertOrder.getSQL()}),
    lineas as (
      insert into ${pedidoItems}
        (pedido_id, plato_id, orden, titulo, cantidad, precio_unitario, opciones, opciones_texto)
      select nuevo.id, l.plato_id, l.orden, l.titulo, l.cantidad, l.precio_unitario, l.opciones, l.opciones_texto
      from nuevo cross join jsonb_to_recordset(${sql.placeholder('lineas')}::jsonb) as l(
        plato_id int, orden int, titulo text, cantidad int, precio_unitario int, opciones jsonb, opciones_texto text
      )
    )${withKey ? insertKeyOfPedido : sql``}
    select nuevo.id, ${sqlPedidoChangedNotify(sql`nuevo.id`, {
      comercioId: sql.placeholder('comercioId'),
      usuarioId: sql.placeholder('usuarioId'),
      estadoId: sql.placeholder('estadoId'),
      estado: sql.placeholder('estado'),
    })}
    from nuevo`;
  });
}

/** The Idempotency-Key's row of an order, in insertPedidoStatement: its 200 answer is the new order's id. */
const insertKeyOfPedido = sql`,
    clave as (
      insert into ${idempotencyKeys}
        (user_id, route, key, request_hash, status_code, response_body, created_at, expires_at)
      select ${sql.placeholder('claveUserId')}::int, ${sql.placeholder('claveRoute')}::text,
        ${sql.placeholder('claveKey')}::text, ${sql.placeholder('claveHash')}::text, 200,
        '{"pedidoId":' || nuevo.id || '}',
        ${sql.placeholder('claveCreatedAt')}::timestamptz, ${sql.placeholder('claveExpiresAt')}::timestamptz
      from nuevo
    )`;

const pedidoColumns = getTableColumns(pedidos);

/** The order statement of each row shape met (the customer's, the staff's, the demo's): a handful per process. */
const insertPedidoStatements = new Map<string, ReturnType<typeof insertPedidoStatement>>();

/**
 * Writes the order, its lines and its announcement in one statement (insertPedidoStatement), committed on return;
 * with `clave`, the Idempotency-Key's row and answer in the same statement.
 */
export async function insertPedido(
  db: Db,
  row: PedidoInsert,
  lineas: LineaPreciada[],
  clave?: IdempotencyKeyValues,
): Promise<number> {
  const items = lineas.map((linea, orden) => ({
    plato_id: linea.platoId,
    orden,
    titulo: linea.titulo,
    cantidad: linea.cantidad,
    precio_unitario: toCentavos(linea.precio),
    opciones: linea.opciones.map(toPedidoItemOpcion),
    opciones_texto: describeOpciones(
      linea.opciones.map((o) => ({ productoOpcId: o.set.productoOpcId, productoOpcDets: o.dets })),
      linea.opciones.map((o) => o.set),
    ),
  }));
  // A column left undefined takes its default, as in an insert of the row: it is not in the statement.
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    values[column] = value === null ? null : pedidoColumns[column as keyof PedidoInsert].mapToDriverValue(value);
  }
  const columns = Object.keys(values).sort();
  const shape = `${columns.join(',')}${clave ? '+clave' : ''}`;
  let statement = insertPedidoStatements.get(shape);
  if (!statement) {
    statement = insertPedidoStatement(`insert_pedido_${insertPedidoStatements.size}`, columns, clave !== undefined);
    insertPedidoStatements.set(shape, statement);
  }
  const [inserted] = await statement(db, {
    ...values,
    lineas: JSON.stringify(items),
    estado: getEstadoPedidoLabel(row.estadoId),
    ...(clave
      ? {
          claveUserId: clave.userId,
          claveRoute: clave.route,
          claveKey: clave.key,
          claveHash: clave.requestHash,
          claveCreatedAt: clave.createdAt.toISOString(),
          claveExpiresAt: clave.expiresAt.toISOString(),
        }
      : {}),
  });
  if (inserted === undefined) throw new Error('order not inserted');
  return Number(inserted.id);
}

/** Prices each line from the menu; a dish not on sale (or not on the given menu) or a broken option rule is a 400. */
function priceLineas(menu: MenuDelComercio, items: PedirRequest['pedidosIts'], cartaId: number | undefined) {
  return items.map((item): LineaPreciada => {
    const plato = menu.platos.get(item.platoId);
    if (!plato || (cartaId !== undefined && plato.cartaId !== cartaId)) throw badRequest(MSG_PLATO_NO_DISPONIBLE);
    const resolved = resolveOpciones(menu.opciones.get(plato.id) ?? [], item.opciones ?? []);
    if (!resolved.ok) throw badRequest(`${plato.titulo}: ${resolved.message}`);
    return {
      platoId: plato.id,
      titulo: plato.titulo,
      cantidad: item.cantidad,
      precio: computePrecioUnitario({ precio: toPesos(plato.precio) }, resolved.opciones),
      opciones: resolved.opciones,
    };
  });
}

function toPedidoItemOpcion({ set, dets }: OpcionResuelta): PedidoItemOpcion {
  return {
    productoOpcId: set.productoOpcId,
    descripcion: set.productoOpc.descripcion,
    productoOpcDets: dets.map((d) => ({
      productoOpcDetId: d.productoOpcDetId,
      descripcion: d.descripcion,
      precio: toCentavos(d.precio),
    })),
  };
}
