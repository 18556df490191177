/**
 * The merchant's numbers (decision 035): a period's sales, orders, dishes, times, cancellations, reservations,
 * tickets and draws of one business (or of a site's businesses), summed in SQL with every day and hour taken in
 * the merchant's zone. Money is summed in centavos and shown in pesos once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ESTADO_CANCELADO, ESTADO_RECHAZADO, toPesos } from '@vidriera/domain/pedidos';
import {
  type Tablero,
  fillDias,
  fillHoras,
  getProporcion,
  getRangoPeriodo,
  getTasaAusencia,
  getTicketPromedio,
  groupReservasPorFranja,
  type Periodo,
  type RangoPeriodo,
  roundMinutos,
} from '@vidriera/domain/tablero';
import { DEFAULT_TIME_ZONE } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { comercios } from '../../db/schema.ts';
import { visibleOnSite } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';

/** Orders that count as sales: placed, in preparation, ready or delivered (not cancelled, rejected or unpaid). */
const VENTA = sql`p.estado_id in (0, 1, 2)`;
/** Reservations that stand: every estado but cancelled by the client (3) or by the business (4). */
const RESERVA_VIGENTE = sql`r.estado not in (3, 4)`;
/** Ticket sales that sold places: every estado but cancelled (3, 4) and pending payment (5). */
const VENTA_TICKET = sql`v.estado in (0, 1, 2, 6)`;
const TOP_PLATOS = 10;
const MAX_MOTIVOS = 20;
const SIN_MOTIVO = 'Sin motivo';
/** The reason inside a cancelled order's observation 'Cancelado: {motivo}]' (formatObservacionCancelado). */
const MOTIVO_CANCELACION = 'Cancelado:([^\\]]*)\\]';

export interface TableroScope {
  comercios: Array<{ id: number; nombreComercio: string }>;
  timeZone: string;
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
/** count() and sum() come as bigint (a string or a bigint depending on the driver); numeric averages as text. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The dashboard of the businesses in scope for a period ending today (the injected clock) in the scope's zone. */
export async function getTablero(db: Db, scope: TableroScope, periodo: Periodo, now: Date): Promise<Tablero> {
  const rango = getRangoPeriodo(periodo, now, scope.timeZone);
  const ids = scope.comercios.map((c) => c.id);
  const comercioIn = (column: SQL) =>
    ids.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const inicio = new Date(rango.inicio).toISOString();
  const fin = new Date(rango.fin).toISOString();
  const tz = scope.timeZone;
  const pedidosDelPeriodo = sql`${comercioIn(sql`p.comercio_id`)} and p.fecha_hora >= ${inicio}::timestamptz and p.fecha_hora < ${fin}::timestamptz`;

  const [ventas, platos, tiempos, motivos, reservas, eventos, concursos] = await Promise.all([
    rowsOf(
      db,
      sql`select to_char(l.local, 'YYYY-MM-DD') as fecha, extract(hour from l.local)::int as hora,
            case when p.delivery then 'delivery' when p.en_local then 'enLocal' else 'retiro' end as modalidad,
            count(*)::int as pedidos, sum(p.total)::bigint as importe
          from pedidos p cross join lateral (select p.fecha_hora at time zone ${tz} as local) l
          where ${pedidosDelPeriodo} and ${VENTA}
          group by 1, 2, 3`,
    ),
    rowsOf(
      db,
      sql`select i.titulo, sum(i.cantidad)::int as cantidad, sum(i.cantidad * i.precio_unitario)::bigint as importe
          from pedidos p
          -- One index probe per order of the period (offset 0 keeps it a nested loop): a hash join would read
          -- every line the business ever sold.
          cross join lateral (
            select titulo, cantidad, precio_unitario from pedido_items where pedido_id = p.id offset 0
          ) i
          where ${pedidosDelPeriodo} and ${VENTA}
          group by i.titulo
          order by 2 desc, 3 desc, 1
          limit ${TOP_PLATOS}`,
    ),
    rowsOf(
      db,
      sql`select
            count(*) filter (where p.hora_aceptado is not null)::int as aceptados,
            avg(extract(epoch from p.hora_aceptado - p.fecha_hora) / 60) filter (where p.hora_aceptado is not null)
              as hasta_aceptar,
            count(*) filter (where p.hora_aceptado is not null and p.hora_entregado is not null)::int as listos,
            avg(extract(epoch from p.hora_entregado - p.hora_aceptado) / 60)
              filter (where p.hora_aceptado is not null and p.hora_entregado is not null) as hasta_listo,
            avg(extract(epoch from p.hora_estimada - p.hora_aceptado) / 60)
              filter (where p.hora_aceptado is not null and p.hora_entregado is not null) as prometidos,
            count(*) filter (where p.hora_aceptado is not null and p.hora_entregado is not null
              and p.hora_entregado <= p.hora_estimada)::int as a_tiempo,
            avg(p.demora) filter (where ${VENTA}) as demora,
            count(*) filter (where p.estado_id = ${ESTADO_CANCELADO})::int as canceladas,
            count(*) filter (where p.estado_id = ${ESTADO_RECHAZADO})::int as rechazadas
          from pedidos p
          where ${pedidosDelPeriodo}`,
    ),
    rowsOf(
      db,
      sql`select m.tipo, m.motivo, count(*)::int as cantidad
          from pedidos p cross join lateral (
            select case when p.estado_id = ${ESTADO_CANCELADO} then 'cancelado' else 'rechazado' end as tipo,
              coalesce(nullif(btrim(case when p.estado_id = ${ESTADO_CANCELADO}
                then substring(p.observacion from ${MOTIVO_CANCELACION}) else p.observacion end), ''), ${SIN_MOTIVO})
                as motivo
          ) m
          where ${pedidosDelPeriodo} and p.estado_id in (${ESTADO_CANCELADO}, ${ESTADO_RECHAZADO})
          group by 1, 2
          order by 3 desc, 1, 2
          limit ${MAX_MOTIVOS}`,
    ),
    rowsOf(
      db,
      sql`select extract(hour from r.fecha_hora at time zone ${tz})::int as hora,
            count(*) filter (where ${RESERVA_VIGENTE})::int as reservas,
            coalesce(sum(r.cantidad) filter (where ${RESERVA_VIGENTE}), 0)::int as personas,
            count(*) filter (where r.estado = 5)::int as cumplidas,
            count(*) filter (where r.estado = 6)::int as ausentes
          from reservas r
          where ${comercioIn(sql`r.comercio_id`)}
            and r.fecha_hora >= ${inicio}::timestamptz and r.fecha_hora < ${fin}::timestamptz
          group by 1`,
    ),
    rowsOf(
      db,
      sql`with vendidas as (
            select v.evento_id, count(*)::int as ventas, sum(v.cantidad)::int as entradas,
              sum(v.importe_total)::bigint as importe
            from ventas_tickets v
            where ${comercioIn(sql`v.comercio_id`)} and ${VENTA_TICKET}
              and v.fecha_hora_alta >= ${inicio}::timestamptz and v.fecha_hora_alta < ${fin}::timestamptz
            group by v.evento_id
          ), ingresadas as (
            select v.evento_id, sum(t.cantidad)::int as ingresos
            from tickets t join ventas_tickets v on v.id = t.venta_id
            where ${comercioIn(sql`v.comercio_id`)}
              and t.usado_en >= ${inicio}::timestamptz and t.usado_en < ${fin}::timestamptz
            group by v.evento_id
          )
          select e.id as evento_id, e.titulo, coalesce(vendidas.ventas, 0) as ventas,
            coalesce(vendidas.entradas, 0) as entradas, coalesce(vendidas.importe, 0) as importe,
            coalesce(ingresadas.ingresos, 0) as ingresos
          from vendidas full join ingresadas using (evento_id)
          join eventos e on e.id = coalesce(vendidas.evento_id, ingresadas.evento_id)
          order by 5 desc, 2`,
    ),
    rowsOf(
      db,
      sql`select c.id as concurso_id, c.titulo, count(*)::int as participantes
          from concurso_participaciones cp join concursos c on c.id = cp.concurso_id
          where ${comercioIn(sql`c.comercio_id`)}
            and cp.created_at >= ${inicio}::timestamptz and cp.created_at < ${fin}::timestamptz
          group by c.id, c.titulo
          order by 3 desc, 2`,
    ),
  ]);

  return {
    periodo,
    desde: rango.desde,
    hasta: rango.hasta,
    timeZone: tz,
    comercios: scope.comercios.map((c) => ({ configRestoId: c.id, nombreComercio: c.nombreComercio })),
    ...sumVentas(ventas, rango),
    platos: platos.map((r) => ({
      titulo: String(r.titulo),
      cantidad: num(r.cantidad),
      importe: toPesos(num(r.importe)),
    })),
    tiempos: toTiempos(tiempos[0] ?? {}),
    cancelaciones: {
      canceladas: num(tiempos[0]?.canceladas),
      rechazadas: num(tiempos[0]?.rechazadas),
      motivos: motivos.map((r) => ({
        tipo: r.tipo === 'cancelado' ? 'cancelado' : 'rechazado',
        motivo: String(r.motivo),
        cantidad: num(r.cantidad),
      })),
    },
    reservas: toReservas(reservas),
    eventos: eventos.map((r) => ({
      eventoId: num(r.evento_id),
      titulo: String(r.titulo),
      ventas: num(r.ventas),
      entradas: num(r.entradas),
      importe: toPesos(num(r.importe)),
      ingresos: num(r.ingresos),
    })),
    concursos: concursos.map((r) => ({
      concursoId: num(r.concurso_id),
      titulo: String(r.titulo),
      participantes: num(r.participantes),
    })),
  };
}

/** The sales by day, by hour and by kind, from the rows of (day, hour, kind) the SQL grouped. */
function sumVentas(rows: Row[], rango: RangoPeriodo) {
  const dias = new Map<string, { pedidos: number; importe: number }>();
  const horas = new Map<number, { pedidos: number; importe: number }>();
  const modalidad = {
    delivery: { pedidos: 0, importe: 0 },
    retiro: { pedidos: 0, importe: 0 },
    enLocal: { pedidos: 0, importe: 0 },
  };
  const total = { pedidos: 0, importe: 0 };
  const add = <K>(map: Map<K, { pedidos: number; importe: number }>, key: K, pedidos: number, importe: number) => {
    const current = map.get(key) ?? { pedidos: 0, importe: 0 };
    map.set(key, { pedidos: current.pedidos + pedidos, importe: current.importe + importe });
  };
  for (const row of rows) {
    const pedidos = num(row.pedidos);
    const importe = num(row.importe);
    add(dias, String(row.fecha), pedidos, importe);
    add(horas, num(row.hora), pedidos, importe);
    const kind = modalidad[row.modalidad as keyof typeof modalidad];
    kind.pedidos += pedidos;
    kind.importe += importe;
    total.pedidos += pedidos;
    total.importe += importe;
  }
  const pesos = (c: { pedidos: number; importe: number }) => ({ pedidos: c.pedidos, importe: toPesos(c.importe) });
  return {
    ventas: { ...pesos(total), ticketPromedio: toPesos(getTicketPromedio(total.importe, total.pedidos)) },
    porDia: fillDias(
      rango.dias,
      [...dias].map(([fecha, c]) => ({ fecha, ...pesos(c) })),
      (fecha) => ({ fecha, pedidos: 0, importe: 0 }),
    ),
    porHora: fillHoras(
      [...horas].map(([hora, c]) => ({ hora, ...pesos(c) })),
      (hora) => ({ hora, pedidos: 0, importe: 0 }),
    ),
    modalidad: {
      delivery: pesos(modalidad.delivery),
      retiro: pesos(modalidad.retiro),
      enLocal: pesos(modalidad.enLocal),
    },
  };
}

function toTiempos(row: Row): Tablero['tiempos'] {
  const listos = num(row.listos);
  return {
    aceptados: num(row.aceptados),
    minutosHastaAceptar: roundMinutos(numOrNull(row.hasta_aceptar)),
    listos,
    minutosHastaListo: roundMinutos(numOrNull(row.hasta_listo)),
    minutosPrometidos: roundMinutos(numOrNull(row.prometidos)),
    demoraAnunciada: roundMinutos(numOrNull(row.demora)),
    aTiempo: getProporcion(num(row.a_tiempo), listos),
  };
}

function toReservas(rows: Row[]): Tablero['reservas'] {
  const porHora = rows.map((r) => ({ hora: num(r.hora), reservas: num(r.reservas), personas: num(r.personas) }));
  const cumplidas = rows.reduce((sum, r) => sum + num(r.cumplidas), 0);
  const ausentes = rows.reduce((sum, r) => sum + num(r.ausentes), 0);
  return {
    reservas: porHora.reduce((sum, r) => sum + r.reservas, 0),
    personas: porHora.reduce((sum, r) => sum + r.personas, 0),
    porFranja: groupReservasPorFranja(porHora),
    cumplidas,
    ausentes,
    tasaAusencia: getTasaAusencia(cumplidas, ausentes),
  };
}

/**
 * A site's businesses (those it lists, their branches, or its one business) for a platform admin's dashboard,
 * in the zone most of them keep (the default zone when the site shows none).
 */
export async function getSiteScope(db: Db, site: SiteRow): Promise<TableroScope> {
  const rows = await db
    .select({ id: comercios.id, nombreComercio: comercios.nombreComercio, timeZone: comercios.timeZone })
    .from(comercios)
    .where(visibleOnSite(site))
    .orderBy(comercios.id);
  const zones = new Map<string, number>();
  for (const r of rows) zones.set(r.timeZone, (zones.get(r.timeZone) ?? 0) + 1);
  const timeZone = [...zones].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_TIME_ZONE;
  return { comercios: rows.map(({ id, nombreComercio }) => ({ id, nombreComercio })), timeZone };
}
