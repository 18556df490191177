/**
 * Dashboard benchmark (issue 15, decision 035): GET /api/merchant/tablero/{id}?periodo= for a business with a
 * year of orders, on PostgreSQL. La Farola gets 50,000 orders spread over the 365 days before the demo clock
 * (busier at lunch and dinner and on weekends; deliveries, pickups and tables; some cancelled or rejected; one to
 * three lines each), 6,000 reservations, 3,000 ticket sales with their tickets and 2,000 draw participants. Each
 * period is asked BENCH_TABLERO_RUNS times (default 30) one after the other, as the owner's screen does, after
 * 5 unmeasured requests; the figure is the median. Beside it, the baseline: a bare Fastify route answering the
 * same bytes from memory (what HTTP and JSON alone cost on this machine). Budget: <= 200 ms median per period.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, getZonedIsoDate } from '@vidriera/domain/common';
import { comercios, users } from '../apps/api/src/db/schema.ts';
import { type ApiInstance, startApiInstance } from './lib/api-instance.ts';
import { startBareServer } from './lib/bare-server.ts';
import { createBenchDatabase, isPostgresReachable } from './lib/bench-database.ts';
import { assertPortFree } from './lib/ports.ts';
import { getRaw } from './lib/raw-get.ts';
import { type Figure, formatNumber, printSection, renderTable } from './lib/report.ts';
import type { BenchResult } from './lib/results.ts';
import { settings } from './lib/settings.ts';
import { isEntryModule, runStandalone } from './lib/standalone.ts';
import { median } from './lib/stats.ts';

export const TABLERO_BUDGET_MS = 200;
const ORDERS = 50_000;
const RESERVATIONS = 6_000;
const TICKET_SALES = 3_000;
const PARTICIPANTS = 2_000;
const WARMUP = 5;
const PERIODOS = ['hoy', '7d', '30d'] as const;
const OWNER = { userName: 'lafarola', password: 'lafarola1234' };
const CARPETA = 'la-farola';
const TIME_ZONE = DEFAULT_TIME_ZONE;

/** Seeds the year of activity in SQL (generate_series): seconds, not minutes, for 50,000 orders. */
async function seedYear(api: ApiInstance, clockStart: string): Promise<number> {
  const { db } = api.database;
  const [comercio] = await db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, CARPETA));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.userName, OWNER.userName));
  if (!comercio || !owner) throw new Error(`falta ${CARPETA} o su dueño en los datos de demostración`);
  const id = comercio.id;
  const end = new Date(clockStart).toISOString();
  const today = getZonedIsoDate(new Date(clockStart), TIME_ZONE);
  // Order n: day n % 365 before the clock, at an hour that favours 12-14 and 20-23, a minute from n.
  await db.execute(sql`
    insert into pedidos (comercio_id, usuario_id, estado_id, delivery, domicilio, en_local, mesa, observacion,
      subtotal, costo_envio, total, demora, nombre, fecha_hora, hora_aceptado, hora_estimada, hora_entregado,
      updated_at)
    select ${id}, ${owner.id}, estado, delivery, case when delivery then 'Av. España 555' end, en_local,
      case when en_local then 1 + n % 20 end,
      case estado when 3 then 'Cancelado: ' || (array['Sin stock', 'Lo pidió el cliente', 'Cerramos antes'])[1 + n % 3] || ']'
        when 4 then (array['Fuera de zona', 'Demasiados pedidos'])[1 + n % 2] end,
      subtotal, envio, subtotal + envio, 30, 'Cliente ' || n, fecha,
      case when estado in (1, 2) then fecha + (2 + n % 9) * interval '1 minute' end,
      case when estado in (1, 2) then fecha + (32 + n % 9) * interval '1 minute' end,
      case when estado = 2 then fecha + (22 + n % 25) * interval '1 minute' end,
      fecha
    from (
      select n, least(${end}::timestamptz - interval '1 minute', ((${today}::date - (n % 365))::timestamp
          + (array[12, 12, 13, 13, 14, 20, 20, 21, 21, 21, 22, 22, 23, 11, 19, 18])[1 + (n * 7) % 16] * interval '1 hour'
          + (n * 13 % 60) * interval '1 minute') at time zone ${TIME_ZONE}) as fecha,
        case when n % 29 = 0 then 3 when n % 41 = 0 then 4 when n % 97 = 0 then 1 else 2 end as estado,
        n % 3 = 0 as delivery, n % 3 = 1 as en_local,
        (800000 + (n * 7919 % 4000000)) as subtotal, case when n % 3 = 0 then 90000 else 0 end as envio
      from generate_series(1, ${ORDERS}) as n
    ) o`);
  await db.execute(sql`
    insert into pedido_items (pedido_id, orden, titulo, cantidad, precio_unitario)
    select p.id, k, (array['Bife de chorizo', 'Vacío', 'Provoleta a la parrilla', 'Empanada de carne frita',
        'Asado de tira', 'Flan casero', 'Papas fritas', 'Ensalada mixta'])[1 + (p.id + k * 3) % 8],
      1 + (p.id + k) % 3, 250000 + ((p.id * 31 + k) % 8) * 100000
    from pedidos p cross join lateral generate_series(0, p.id % 3) as k
    where p.comercio_id = ${id} and p.nombre like 'Cliente %'`);
  const [sector] = (
    (await db.execute(sql`select id from reserva_sectores where comercio_id = ${id} limit 1`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  if (!sector) throw new Error(`${CARPETA} no tiene sectores de reserva`);
  await db.execute(sql`
    insert into reservas (comercio_id, usuario_id, sector_id, fecha_hora, fin, cantidad, rango, estado,
      fecha_hora_alta, nombre)
    select ${id}, ${owner.id}, ${sector.id}, f, f + interval '90 minutes', 2 + n % 5, 4,
      case when n % 11 = 0 then 6 when n % 13 = 0 then 3 else 5 end, f - interval '2 days', 'Reserva ' || n
    from (
      select n, ((${today}::date - (n % 365))::timestamp
        + (array[9, 13, 13, 17, 21, 21, 22])[1 + n % 7] * interval '1 hour') at time zone ${TIME_ZONE} as f
      from generate_series(1, ${RESERVATIONS}) as n
    ) r`);
  const evento = (
    (await db.execute(sql`
      with e as (
        insert into eventos (comercio_id, titulo, tp_evento, importe) values (${id}, 'Noche de tango', 2, 150000)
        returning id
      ), f as (
        insert into evento_fechas (evento_id, fecha_hora) select id, ${end}::timestamptz from e returning id, evento_id
      )
      select evento_id, id as fecha_id from f`)) as unknown as { rows: Array<{ evento_id: number; fecha_id: number }> }
  ).rows[0];
  if (!evento) throw new Error('no se pudo crear el evento');
  await db.execute(sql`
    with v as (
      insert into ventas_tickets (comercio_id, evento_id, evento_fecha_id, usuario_id, cantidad, forma_pago_id,
        precio_unitario, importe_total, estado, fecha_hora_alta, nombre)
      select ${id}, ${evento.evento_id}, ${evento.fecha_id}, ${owner.id}, 1 + n % 3, 3, 150000, 150000 * (1 + n % 3),
        1, ${end}::timestamptz - (n % 365) * interval '1 day' - interval '5 hours', 'Comprador ' || n
      from generate_series(1, ${TICKET_SALES}) as n
      returning id, cantidad, fecha_hora_alta
    )
    insert into tickets (venta_id, numero, titular, telefono, cantidad, codigo, usado_en)
    select id, 1, 'Titular', '2494000000', cantidad, 'bench-' || id,
      case when id % 2 = 0 then fecha_hora_alta + interval '3 hours' end
    from v`);
  await db.execute(sql`
    with c as (
      insert into concursos (comercio_id, titulo, fecha_hora_hasta, fecha_hora_sorteo_estimado)
      values (${id}, 'Sorteo del año', ${end}::timestamptz, ${end}::timestamptz) returning id
    ), u as (
      insert into users (user_name, nombre_apellido)
      select 'bench-participante-' || n, 'Participante ' || n from generate_series(1, ${PARTICIPANTS}) as n
      returning id
    )
    insert into concurso_participaciones (concurso_id, user_id, created_at)
    select c.id, u.id, ${end}::timestamptz - (u.id % 365) * interval '1 day' - interval '2 hours' from c, u`);
  await db.execute(sql`analyze`);
  return id;
}

async function timeRequests(url: string, headers: Record<string, string>, runs: number): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) {
    const warm = await getRaw(url, headers);
    if (warm.status !== 200) throw new Error(`${url} respondió ${warm.status}: ${warm.body.toString().slice(0, 200)}`);
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await getRaw(url, headers)).ms);
  return times;
}

export async function runTableroBench(): Promise<BenchResult> {
  const runs = Number(process.env.BENCH_TABLERO_RUNS ?? 30);
  const serverUrl = settings.databaseUrl;
  if (serverUrl === 'none' || !(await isPostgresReachable(serverUrl))) {
    const why = serverUrl === 'none' ? 'BENCH_DATABASE_URL=none' : `no responde en ${new URL(serverUrl).host}`;
    return {
      bench: 'tablero',
      figures: [{ name: 'tablero · PostgreSQL', value: null, unit: 'ms', error: `PostgreSQL omitido: ${why}` }],
    };
  }
  await assertPortFree(settings.ports.real);
  await assertPortFree(settings.ports.bare);
  const benchDb = await createBenchDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-tablero-'));
  try {
    const api = await startApiInstance({
      dataDir,
      databaseUrl: benchDb.url,
      port: settings.ports.real,
      clockStart: settings.clockStart,
      logger: { level: settings.apiLogLevel, file: join(dataDir, 'api.log') },
    });
    try {
      const seedStart = performance.now();
      const comercioId = await seedYear(api, settings.clockStart);
      const [{ n } = { n: 0 }] = (
        (await api.database.db.execute(
          sql`select count(*)::int as n from pedidos where comercio_id = ${comercioId}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      console.log(
        `Tablero: ${formatNumber(n)} pedidos de ${CARPETA} sembrados en ${Math.round((performance.now() - seedStart) / 1000)} s`,
      );
      const login = await fetch(`${api.baseUrl}/api/login/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER),
      });
      if (!login.ok) throw new Error(`login/Login respondió ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': settings.acceptEncoding };

      const figures: Figure[] = [];
      const rows: string[][] = [];
      const timings: Record<string, { real: number[]; bare: number[]; bytes: number }> = {};
      for (const periodo of PERIODOS) {
        const path = `/api/merchant/tablero/${comercioId}?periodo=${periodo}`;
        const real = await timeRequests(`${api.baseUrl}${path}`, headers, runs);
        const answer = await getRaw(`${api.baseUrl}${path}`, headers);
        const json = (await (
          await fetch(`${api.baseUrl}${path}`, { headers: { authorization: headers.authorization } })
        ).json()) as {
          ventas?: { pedidos: number };
        };
        const ventas = json.ventas;
        const bare = await startBareServer(
          [
            {
              path: path.split('?')[0] ?? path,
              contentType: answer.headers['content-type'] ?? 'application/json; charset=utf-8',
              body: answer.body,
              headers: answer.headers['content-encoding']
                ? { 'content-encoding': answer.headers['content-encoding'] }
                : {},
            },
          ],
          settings.ports.bare,
        );
        let bareTimes: number[];
        try {
          bareTimes = await timeRequests(`${bare.baseUrl}${path}`, headers, runs);
        } finally {
          await bare.close();
        }
        timings[periodo] = { real, bare: bareTimes, bytes: answer.body.length };
        const realMedian = median(real);
        const bareMedian = median(bareTimes);
        figures.push(
          {
            name: `tablero ${periodo} · PostgreSQL · mediana`,
            value: Math.round(realMedian * 10) / 10,
            unit: 'ms',
            budget: { op: '<=', value: TABLERO_BUDGET_MS },
          },
          { name: `tablero ${periodo} · bare · mediana`, value: Math.round(bareMedian * 10) / 10, unit: 'ms' },
        );
        rows.push([
          periodo,
          ventas ? formatNumber(ventas.pedidos) : '-',
          formatNumber(answer.body.length),
          (Math.round(realMedian * 10) / 10).toString(),
          (Math.round(Math.max(...real) * 10) / 10).toString(),
          (Math.round(bareMedian * 10) / 10).toString(),
        ]);
      }
      printSection(
        `Tablero: ${runs} pedidos por período (ms)`,
        renderTable(['período', 'ventas', 'bytes', 'mediana', 'máximo', 'bare mediana'], rows),
      );
      return { bench: 'tablero', figures, details: { orders: n, timings } };
    } finally {
      await api.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}

if (isEntryModule(import.meta.url)) {
  await runStandalone('Tablero', runTableroBench, 10 * 60_000);
}
