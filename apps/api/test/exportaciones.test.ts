import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, parseCsv } from '@vidriera/domain/common';
import {
  COLUMNAS_PARTICIPANTES,
  COLUMNAS_PEDIDOS,
  COLUMNAS_RESERVAS,
  COLUMNAS_VENTAS,
  MSG_EXPORTACION_DESDE,
  MSG_EXPORTACION_HASTA,
  MSG_EXPORTACION_INVERTIDA,
  MSG_EXPORTACION_LARGA,
  MSG_EXPORTACION_TIPO,
} from '@vidriera/domain/exportaciones';
import {
  auditLog,
  comercios,
  concursoParticipaciones,
  concursoPremios,
  concursos,
  eventoFechas,
  eventos,
  pedidoItems,
  pedidos,
  reservaSectores,
  reservas,
  tickets,
  users,
  ventasTickets,
} from '../src/db/schema.ts';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { streamExportacion } from '../src/modules/exportaciones/service.ts';
import { bearer, login, registerCustomer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * CSV exports (decision 036): each file parsed back as a spreadsheet set to es-AR reads it (BOM, ';', decimal
 * comma, dates in the merchant's zone, quoting, formulas defused), the range's days taken in the merchant's zone
 * (an order at 23:30 local on the 13th is the 14th in UTC and stays out of the 14th), validation, who may
 * download (owners and platform admins only), and the batches the answer is streamed in.
 */

const BA = 'America/Argentina/Buenos_Aires';
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let mozo: string;
let serrana: string;
let admin: string;
let customer: string;
let customerId: number;
let farola: { id: number; carpeta: string };
let serranaId: number;

const url = (comercioId: number, tipo: string, query = '?desde=2026-03-14&hasta=2026-03-14') =>
  `/api/merchant/exportaciones/${comercioId}/${tipo}${query}`;
const get = (token: string | null, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

async function comercioId(carpeta: string) {
  const [row] = await t.db
    .select({ id: comercios.id, carpeta: comercios.carpeta })
    .from(comercios)
    .where(eq(comercios.carpeta, carpeta));
  if (!row) throw new Error(carpeta);
  return row;
}

const pedidoBase = () => ({
  comercioId: farola.id,
  usuarioId: customerId,
  estadoId: 2,
  formaPagoId: 0,
  subtotal: 100_000,
  costoEnvio: 0,
  total: 100_000,
  nombre: 'Cliente',
  telefono: '2494000001',
});

beforeAll(async () => {
  t = await createTestApp();
  owner = (await login(t.app, 'lafarola', 'lafarola1234')).token;
  mozo = (await login(t.app, 'mozo', 'mozo1234')).token;
  serrana = (await login(t.app, 'serrana', 'serrana1234')).token;
  admin = (await login(t.app, 'admin', 'admin1234')).token;
  const registered = await registerCustomer(t.app, '2494777001', 'Ana Exporta');
  customer = registered.token;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.telefono, '2494777001'));
  customerId = user!.id;
  farola = await comercioId('la-farola');
  serranaId = (await comercioId('cerveceria-la-serrana')).id;

  // Around the 14th of March in Buenos Aires (UTC-3). D is the 14th in UTC but the 13th on the merchant's clock.
  const [d, c, a, b] = await t.db
    .insert(pedidos)
    .values([
      { ...pedidoBase(), nombre: 'Fuera antes', fechaHora: new Date('2026-03-13T23:30:00-03:00') },
      {
        ...pedidoBase(),
        nombre: '=HYPERLINK("http://x";"clic")',
        telefono: '+5492494000002',
        fechaHora: new Date('2026-03-14T00:30:00-03:00'),
        delivery: true,
        domicilio: 'Av. España 555; 2° "B"',
        formaPagoId: 3,
        pagadoAt: new Date('2026-03-14T00:31:00-03:00'),
        observacion: 'Sin sal\ny bien cocido',
        subtotal: 1_234_550,
        costoEnvio: 50_000,
        total: 1_284_550,
      },
      {
        ...pedidoBase(),
        nombre: 'Mesa de noche',
        fechaHora: new Date('2026-03-14T23:50:00-03:00'),
        enLocal: true,
        mesa: 7,
        estadoId: 3,
      },
      { ...pedidoBase(), nombre: 'Fuera después', fechaHora: new Date('2026-03-15T00:30:00-03:00') },
    ])
    .returning({ id: pedidos.id });
  await t.db.insert(pedidoItems).values([
    {
      pedidoId: c!.id,
      orden: 0,
      titulo: 'Provoleta',
      cantidad: 2,
      precioUnitario: 500_000,
      opcionesTexto: 'Extra: Orégano',
    },
    { pedidoId: c!.id, orden: 1, titulo: 'Flan', cantidad: 1, precioUnitario: 234_550 },
    { pedidoId: a!.id, orden: 0, titulo: 'Bife de chorizo', cantidad: 1, precioUnitario: 100_000 },
    { pedidoId: d!.id, orden: 0, titulo: 'Nada', cantidad: 1, precioUnitario: 100_000 },
    { pedidoId: b!.id, orden: 0, titulo: 'Nada', cantidad: 1, precioUnitario: 100_000 },
  ]);
});
afterAll(() => t.close());

describe('GET merchant/exportaciones/{id}/pedidos', () => {
  it('answers a CSV for Excel and LibreOffice in es-AR: BOM, ;, decimal comma, local dates, quoting, no formulas', async () => {
    const res = await get(owner, url(farola.id, 'pedidos'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-la-farola-2026-03-14-al-2026-03-14.csv"',
    );
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')[0]).toBe(COLUMNAS_PEDIDOS.join(';'));
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLUMNAS_PEDIDOS]);
    // The 13th at 23:30 (the 14th in UTC) and the 15th at 00:30 stay out; the two of the 14th come in order.
    expect(rows.map((r) => r[1])).toEqual(['14/03/2026 00:30', '14/03/2026 23:50']);
    const record = Object.fromEntries(COLUMNAS_PEDIDOS.map((col, i) => [col, rows[0]![i]]));
    expect(record).toMatchObject({
      Estado: 'Entregado',
      Entrega: 'Envío',
      Mesa: '',
      Cliente: '\'=HYPERLINK("http://x";"clic")',
      Teléfono: "'+5492494000002",
      Domicilio: 'Av. España 555; 2° "B"',
      'Forma de pago': 'Pago online',
      Pagado: 'Sí',
      Ítems: '2 x Provoleta (Extra: Orégano) | 1 x Flan',
      Observación: 'Sin sal\ny bien cocido',
      Subtotal: '12345,50',
      Envío: '500,00',
      Total: '12845,50',
    });
    expect(rows[1]).toEqual([
      expect.any(String),
      '14/03/2026 23:50',
      'Cancelado',
      'En el local',
      '7',
      'Mesa de noche',
      '2494000001',
      '',
      'Efectivo',
      'No',
      '1 x Bife de chorizo',
      '',
      '1000,00',
      '0,00',
      '1000,00',
    ]);
  });

  it('covers both days of a two-day range, and is recorded in the audit trail', async () => {
    const res = await get(owner, url(farola.id, 'pedidos', '?desde=2026-03-13&hasta=2026-03-15'));
    const names = parseCsv(res.body)
      .slice(1)
      .map((r) => r[5]);
    expect(names).toEqual(['Fuera antes', '\'=HYPERLINK("http://x";"clic")', 'Mesa de noche', 'Fuera después']);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exportacion.descargar'), eq(auditLog.comercioId, farola.id)));
    expect(entries.at(-1)).toMatchObject({
      userName: 'lafarola',
      entity: 'exportacion',
      entityId: 'pedidos',
      after: { desde: '2026-03-13', hasta: '2026-03-15' },
    });
  });

  it('answers a header alone for a range without orders', async () => {
    const res = await get(owner, url(farola.id, 'pedidos', '?desde=2026-02-01&hasta=2026-02-02'));
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)).toEqual([[...COLUMNAS_PEDIDOS]]);
  });
});

describe('validation', () => {
  const cases: Array<[string, string, string]> = [
    ['no desde', '?hasta=2026-03-14', MSG_EXPORTACION_DESDE],
    ['no hasta', '?desde=2026-03-14', MSG_EXPORTACION_HASTA],
    ['a desde that is not a date', '?desde=14/03/2026&hasta=2026-03-14', MSG_EXPORTACION_DESDE],
    ['an impossible hasta', '?desde=2026-02-01&hasta=2026-02-30', MSG_EXPORTACION_HASTA],
    ['an empty desde', '?desde=&hasta=2026-03-14', MSG_EXPORTACION_DESDE],
    ['a long text', `?desde=${'9'.repeat(200)}&hasta=2026-03-14`, MSG_EXPORTACION_DESDE],
    ['an inverted range', '?desde=2026-03-15&hasta=2026-03-14', MSG_EXPORTACION_INVERTIDA],
    ['a range over 366 days', '?desde=2025-01-01&hasta=2026-01-02', MSG_EXPORTACION_LARGA],
  ];
  it.each(cases)('refuses %s with a 400 in Spanish', async (_, query, message) => {
    const res = await get(owner, url(farola.id, 'pedidos', query));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown export and a malformed business id', async () => {
    const tipo = await get(owner, url(farola.id, 'clientes'));
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toBe(MSG_EXPORTACION_TIPO);
    expect((await get(owner, url(0, 'pedidos'))).statusCode).toBe(400);
  });
});

describe('who may download', () => {
  it('refuses without a session (401)', async () => {
    const res = await get(null, url(farola.id, 'pedidos'));
    expect(res.statusCode).toBe(401);
  });

  it("refuses day-to-day staff (the files carry customers' data in bulk), customers and another business's owner", async () => {
    const asMozo = await get(mozo, url(farola.id, 'pedidos'));
    expect(asMozo.statusCode).toBe(403);
    expect(asMozo.json().message).toBe(OWNER_ONLY_MESSAGE);
    expect((await get(customer, url(farola.id, 'pedidos'))).statusCode).toBe(403);
    const other = await get(serrana, url(farola.id, 'pedidos'));
    expect(other.statusCode).toBe(403);
    expect([OWNER_ONLY_MESSAGE, MANAGE_FORBIDDEN_MESSAGE]).toContain(other.json().message);
    // Their own business's export has none of La Farola's orders.
    const own = await get(serrana, url(serranaId, 'pedidos'));
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Mesa de noche');
  });

  it('lets a platform admin download, and answers 404 for a business that does not exist', async () => {
    expect((await get(admin, url(farola.id, 'pedidos'))).statusCode).toBe(200);
    expect((await get(admin, url(999_999, 'pedidos'))).statusCode).toBe(404);
  });
});

describe('reservations, ticket sales and draw participants', () => {
  it('exports reservations by their date in the zone, with the sector', async () => {
    const [sector] = await t.db
      .select({ id: reservaSectores.id, descripcion: reservaSectores.descripcion })
      .from(reservaSectores)
      .where(eq(reservaSectores.comercioId, farola.id))
      .limit(1);
    const base = {
      comercioId: farola.id,
      usuarioId: customerId,
      sectorId: sector!.id,
      cantidad: 4,
      rango: 2,
      nombre: 'Reserva; de "Beto"',
      tel: '2494111222',
      estado: 1,
      fechaHoraAlta: new Date('2026-03-10T12:00:00-03:00'),
    };
    await t.db.insert(reservas).values([
      {
        ...base,
        fechaHora: new Date('2026-03-14T22:30:00-03:00'),
        fin: new Date('2026-03-15T00:30:00-03:00'),
        importe: 250_050,
      },
      // 01:00 of the 15th locally (04:00 UTC): out of the 14th.
      {
        ...base,
        nombre: 'Fuera',
        fechaHora: new Date('2026-03-15T01:00:00-03:00'),
        fin: new Date('2026-03-15T03:00:00-03:00'),
      },
    ]);
    const res = await get(owner, url(farola.id, 'reservas'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('reservas-la-farola-2026-03-14-al-2026-03-14.csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLUMNAS_RESERVAS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1)).toEqual([
      '14/03/2026 22:30',
      '4',
      sector!.descripcion,
      'Reserva Confirmada',
      'Reserva; de "Beto"',
      '2494111222',
      '',
      'Web',
      '2500,50',
      '10/03/2026 12:00',
    ]);
  });

  it('exports ticket sales of the event dates in the range, a row per holder with the check-in', async () => {
    const [evento] = await t.db
      .insert(eventos)
      .values({ comercioId: serranaId, titulo: 'Fiesta de marzo', tpEvento: 3, importe: 150_000 })
      .returning();
    const [fecha] = await t.db
      .insert(eventoFechas)
      .values({ eventoId: evento!.id, fechaHora: new Date('2026-03-14T23:30:00-03:00'), vendidos: 3 })
      .returning();
    const [venta] = await t.db
      .insert(ventasTickets)
      .values({
        comercioId: serranaId,
        eventoId: evento!.id,
        eventoFechaId: fecha!.id,
        varianteTitulo: 'Anticipada',
        usuarioId: customerId,
        cantidad: 3,
        formaPagoId: 5,
        precioUnitario: 150_050,
        importeTotal: 450_150,
        estado: 1,
        nombre: 'Ana Exporta',
        telefono: '2494777001',
        fechaHoraAlta: new Date('2026-03-01T10:00:00-03:00'),
      })
      .returning();
    await t.db.insert(tickets).values([
      {
        ventaId: venta!.id,
        numero: 1,
        titular: 'Ana Exporta',
        telefono: '2494777001',
        cantidad: 2,
        codigo: 'exp-1',
        usadoEn: new Date('2026-03-15T00:10:00-03:00'),
      },
      { ventaId: venta!.id, numero: 2, titular: 'Carla', telefono: '2494777003', cantidad: 1, codigo: 'exp-2' },
    ]);
    const res = await get(serrana, url(serranaId, 'ventas'));
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...COLUMNAS_VENTAS]);
    expect(rows.map((r) => r.slice(1))).toEqual([
      [
        'Fiesta de marzo',
        '14/03/2026 23:30',
        'Anticipada',
        'Ana Exporta',
        '2494777001',
        'Transferencia',
        'Confirmada',
        '01/03/2026 10:00',
        '1',
        'Ana Exporta',
        '2494777001',
        '2',
        '3001,00',
        'Sí',
        '15/03/2026 00:10',
      ],
      [
        'Fiesta de marzo',
        '14/03/2026 23:30',
        'Anticipada',
        'Ana Exporta',
        '2494777001',
        'Transferencia',
        'Confirmada',
        '01/03/2026 10:00',
        '2',
        'Carla',
        '2494777003',
        '1',
        '1500,50',
        'No',
        '',
      ],
    ]);
    // La Farola's file has none of La Serrana's sales.
    expect(parseCsv((await get(owner, url(farola.id, 'ventas'))).body)).toHaveLength(1);
  });

  it('exports draw participants by when they joined, with their prize', async () => {
    const [concurso] = await t.db
      .insert(concursos)
      .values({
        comercioId: farola.id,
        titulo: 'Sorteo de marzo',
        fechaHoraHasta: new Date('2026-03-20T00:00:00-03:00'),
        fechaHoraSorteoEstimado: new Date('2026-03-21T00:00:00-03:00'),
      })
      .returning();
    const [premio] = await t.db
      .insert(concursoPremios)
      .values({ concursoId: concurso!.id, descripcion: 'Una parrillada', cantidad: 1, restantes: 0 })
      .returning();
    await t.db.insert(concursoParticipaciones).values({
      concursoId: concurso!.id,
      userId: customerId,
      premioId: premio!.id,
      ordenGanador: 1,
      createdAt: new Date('2026-03-14T21:15:00-03:00'),
    });
    const res = await get(owner, url(farola.id, 'participantes'));
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)).toEqual([
      [...COLUMNAS_PARTICIPANTES],
      ['Sorteo de marzo', '14/03/2026 21:15', 'Ana Exporta', '2494777001', 'Una parrillada', '1'],
    ]);
  });
});

describe('streaming', () => {
  it('reads the rows in batches, a chunk each, in the order of the file', async () => {
    const rango = { desde: new Date('2026-03-13T03:00:00Z'), hasta: new Date('2026-03-16T03:00:00Z') };
    const chunks: string[] = [];
    for await (const chunk of streamExportacion(t.db, { id: farola.id, timeZone: BA }, 'pedidos', rango, 3)) {
      chunks.push(chunk);
    }
    // The header, a batch of 3 and a batch of 1.
    expect(chunks).toHaveLength(3);
    expect(parseCsv(chunks[1]!).map((r) => r[5])).toEqual([
      'Fuera antes',
      '\'=HYPERLINK("http://x";"clic")',
      'Mesa de noche',
    ]);
    expect(parseCsv(chunks[2]!).map((r) => r[5])).toEqual(['Fuera después']);
  });

  it('sends a large export as a chunked stream, every row once and in order', async () => {
    const count = 1_234;
    const start = new Date('2026-04-01T00:00:00-03:00').getTime();
    const rows = Array.from({ length: count }, (_, i) => ({
      ...pedidoBase(),
      nombre: `Cliente ${i}`,
      // Two orders share each minute: the batches' boundary must not drop or repeat one of a tie.
      fechaHora: new Date(start + Math.floor(i / 2) * 60_000),
    }));
    for (let i = 0; i < count; i += 500) await t.db.insert(pedidos).values(rows.slice(i, i + 500));
    const res = await get(owner, url(farola.id, 'pedidos', '?desde=2026-04-01&hasta=2026-04-30'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const names = parseCsv(res.body)
      .slice(1)
      .map((r) => r[5]);
    expect(names).toHaveLength(count);
    expect(names).toEqual(rows.map((r) => r.nombre));
  });
});
