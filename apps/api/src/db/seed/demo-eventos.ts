import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { formatTicketCodigo, isTitularPorPersona, TICKET_CODIGO_LENGTH } from '@vidriera/domain/eventos';
import type { Db } from '../client.ts';
import { comercios, eventoFechas, eventos, eventoVariantes, tickets, users, ventasTickets } from '../schema.ts';
import { type DemoCalendar, type DemoDia, noLaterThanHoursAgo } from './demo-calendar.ts';
import { DEMO_CUSTOMER } from './demo-users.ts';

/**
 * Events and ticket sales of the two demo businesses that allow events, in days from the demo Saturday
 * (demo-calendar.ts): the next weeks have a blues night with early-bird tickets, a party after midnight (its
 * weekday reads 'Viernes (noche)'), a sold-out beer tasting (AGOTADAS), a sign-up workshop and events that lead to
 * a table reservation. The demo customer has a pending transfer, an unpaid online purchase and a past, used ticket.
 */

export type EventoPictogram = 'musica' | 'cerveza' | 'guitarra' | 'empanada' | 'trivia' | 'fogon';

interface DemoVariante {
  titulo: string;
  /** Pesos. */
  importe: number;
  soloOnline?: boolean;
  horaHasta?: string;
}

interface DemoVenta {
  /** Index into DEMO_ASISTENTES; -1 is the demo customer. */
  buyer: number;
  /** Index into the event's dates. */
  fecha: number;
  cantidad: number;
  formaPagoId: 3 | 5;
  estado: number;
  variante?: string;
  /** Holders beyond the buyer (types 3 and 4 name one per person). */
  otros?: string[];
  /** When the first ticket was checked in: days from the demo Saturday and the Buenos Aires time. */
  usadoEn?: DemoDia;
}

export interface DemoEvento {
  carpeta: string;
  slug: string;
  titulo: string;
  descripcion: string;
  tpEvento: number;
  /** Pesos, when there are no variants. */
  importe: number;
  pictogram: EventoPictogram;
  colors: readonly [string, string];
  /** Its dates, in days from the demo Saturday at a Buenos Aires time, and their capacity (null: no limit). */
  fechas: Array<[dias: number, hora: string, capacidad: number | null]>;
  variantes?: DemoVariante[];
  ventas?: DemoVenta[];
}

/** People who bought tickets at the demo businesses (phones in a range no test or demo flow uses). */
const DEMO_ASISTENTES = [
  { nombreApellido: 'Martina Olivera', telefono: '2494790001' },
  { nombreApellido: 'Julián Acosta', telefono: '2494790002' },
  { nombreApellido: 'Carla Domínguez', telefono: '2494790003' },
  { nombreApellido: 'Nicolás Herrera', telefono: '2494790004' },
];
const CUSTOMER = -1;

export const DEMO_EVENTOS: DemoEvento[] = [
  {
    carpeta: 'cerveceria-la-serrana',
    slug: 'noche-de-blues',
    titulo: 'Noche de Blues con La Rueda',
    descripcion: 'La Rueda Blues Band en vivo: dos sets de clásicos de Chicago y temas propios. Apertura 21 h.',
    tpEvento: 2,
    importe: 8000,
    pictogram: 'musica',
    colors: ['#1c7ed6', '#1b2a4a'],
    fechas: [
      [6, '22:00', 80],
      [20, '22:00', 80],
    ],
    variantes: [
      { titulo: 'Anticipada', importe: 6000, horaHasta: '20:00' },
      { titulo: 'General', importe: 8000 },
    ],
    ventas: [
      { buyer: 0, fecha: 0, cantidad: 2, formaPagoId: 3, estado: 1, variante: 'Anticipada' },
      { buyer: CUSTOMER, fecha: 0, cantidad: 2, formaPagoId: 3, estado: 5, variante: 'General' },
    ],
  },
  {
    carpeta: 'cerveceria-la-serrana',
    slug: 'fiesta-cervecera',
    titulo: 'Fiesta Cervecera: DJ hasta el amanecer',
    descripcion: 'Después del cierre de la cocina, pista abierta con DJ Tomi Sur y pintas a precio de happy hour.',
    tpEvento: 2,
    importe: 5000,
    pictogram: 'cerveza',
    colors: ['#f08c00', '#862e9c'],
    // After midnight: it belongs to Friday night.
    fechas: [[7, '01:00', 120]],
    ventas: [{ buyer: 1, fecha: 0, cantidad: 4, formaPagoId: 3, estado: 1 }],
  },
  {
    carpeta: 'cerveceria-la-serrana',
    slug: 'cata-guiada',
    titulo: 'Cata guiada de cervezas',
    descripcion: 'Seis estilos de la casa con el maestro cervecero, maridados con quesos de la zona. Cupo reducido.',
    tpEvento: 3,
    importe: 15000,
    pictogram: 'cerveza',
    colors: ['#e67700', '#5c2c0a'],
    fechas: [[11, '20:00', 12]],
    ventas: [
      { buyer: 0, fecha: 0, cantidad: 3, formaPagoId: 3, estado: 1, otros: ['Lucas Olivera', 'Sofía Paz'] },
      { buyer: 1, fecha: 0, cantidad: 3, formaPagoId: 3, estado: 1, otros: ['Ana Acosta', 'Pedro Ríos'] },
      { buyer: 2, fecha: 0, cantidad: 3, formaPagoId: 3, estado: 1, otros: ['Lara Domínguez', 'Iván Sosa'] },
      { buyer: 3, fecha: 0, cantidad: 3, formaPagoId: 3, estado: 1, otros: ['Eva Herrera', 'Gastón Luna'] },
    ],
  },
  {
    carpeta: 'cerveceria-la-serrana',
    slug: 'trivia',
    titulo: 'Trivia en La Serrana',
    descripcion: 'Equipos de hasta seis, preguntas de cultura general y premios en pintas. Reservá tu mesa.',
    tpEvento: 1,
    importe: 0,
    pictogram: 'trivia',
    colors: ['#2b8a3e', '#0b3d2e'],
    fechas: [
      [5, '21:00', null],
      [12, '21:00', null],
    ],
  },
  {
    carpeta: 'el-fogon-serrano',
    slug: 'pena-folclorica',
    titulo: 'Peña folclórica con Los Hermanos Suárez',
    descripcion: 'Chacareras, zambas y gatos con Los Hermanos Suárez. Cena de campo opcional desde las 20:30.',
    tpEvento: 2,
    importe: 9000,
    pictogram: 'guitarra',
    colors: ['#c92a2a', '#5c0a0a'],
    fechas: [
      [-7, '21:30', 60],
      [7, '21:30', 60],
    ],
    variantes: [
      { titulo: 'Anticipada', importe: 7000, horaHasta: '18:00' },
      { titulo: 'General', importe: 9000 },
      { titulo: 'Mesa preferencial', importe: 12000, soloOnline: true },
    ],
    ventas: [
      {
        buyer: CUSTOMER,
        fecha: 0,
        cantidad: 2,
        formaPagoId: 5,
        estado: 1,
        variante: 'General',
        usadoEn: [-7, '21:10'],
      },
      { buyer: 2, fecha: 1, cantidad: 4, formaPagoId: 5, estado: 1, variante: 'Anticipada' },
      { buyer: CUSTOMER, fecha: 1, cantidad: 2, formaPagoId: 5, estado: 0, variante: 'Anticipada' },
    ],
  },
  {
    carpeta: 'el-fogon-serrano',
    slug: 'taller-de-empanadas',
    titulo: 'Taller de empanadas criollas',
    descripcion: 'Aprendé el repulgue y el relleno cortado a cuchillo. Incluye almuerzo con lo que cocines.',
    tpEvento: 4,
    importe: 10000,
    pictogram: 'empanada',
    colors: ['#b35900', '#5c2c0a'],
    fechas: [[15, '11:00', 15]],
    ventas: [{ buyer: 3, fecha: 0, cantidad: 2, formaPagoId: 5, estado: 0, otros: ['Mía Herrera'] }],
  },
  {
    carpeta: 'el-fogon-serrano',
    slug: 'almuerzo-de-campo',
    titulo: 'Almuerzo de campo con guitarreada',
    descripcion: 'Cordero al asador y guitarreada en el galpón. Reservá tu mesa: cupos por turno.',
    tpEvento: 0,
    importe: 0,
    pictogram: 'fogon',
    colors: ['#5f3dc4', '#2b1a5c'],
    fechas: [[8, '13:00', null]],
  },
];

/** Payment methods for tickets: El Fogón takes transfers (its default) and online payment. */
const PAGOS_EVENTOS: Record<string, Partial<typeof comercios.$inferInsert>> = {
  'el-fogon-serrano': {
    pTransferencia: true,
    pTransferenciaAlias: 'FOGON.SERRANO.MP',
    pTransferenciaTelefono: '2494461075',
    mpOnline: true,
  },
};

/** The picture saved on a demo event: the 512 px webp, as an upload saves it (demo-evento-images.ts writes it). */
export const toEventoFotoUrl = (carpeta: string, slug: string) => `/img/${carpeta}/evento-${slug}_512.webp`;

const toCentavos = (pesos: number) => Math.round(pesos * 100);

export async function insertDemoEventos(db: Db, calendar: DemoCalendar): Promise<void> {
  const carpetas = [...new Set(DEMO_EVENTOS.map((e) => e.carpeta))];
  const found = await db.select().from(comercios).where(inArray(comercios.carpeta, carpetas));
  const byCarpeta = new Map(found.map((c) => [c.carpeta, c]));
  for (const [carpeta, pagos] of Object.entries(PAGOS_EVENTOS)) {
    await db.update(comercios).set(pagos).where(eq(comercios.carpeta, carpeta));
  }

  const asistentes = await db
    .insert(users)
    .values(
      DEMO_ASISTENTES.map((a) => ({ userName: a.telefono, nombreApellido: a.nombreApellido, telefono: a.telefono })),
    )
    .returning();
  const [customer] = await db.select().from(users).where(eq(users.telefono, DEMO_CUSTOMER.telefono));
  const buyerOf = (index: number) => (index === CUSTOMER ? customer : asistentes[index]);

  for (const demo of DEMO_EVENTOS) {
    const comercio = byCarpeta.get(demo.carpeta);
    if (!comercio) continue;
    const [evento] = await db
      .insert(eventos)
      .values({
        comercioId: comercio.id,
        titulo: demo.titulo,
        descripcion: demo.descripcion,
        urlFoto: toEventoFotoUrl(demo.carpeta, demo.slug),
        tpEvento: demo.tpEvento,
        importe: toCentavos(demo.importe),
      })
      .returning();
    if (!evento) throw new Error(`demo event ${demo.slug} not inserted`);
    const fechas = await db
      .insert(eventoFechas)
      .values(
        demo.fechas.map(([dias, hora, capacidad]) => ({
          eventoId: evento.id,
          fechaHora: calendar.at(dias, hora),
          capacidad,
        })),
      )
      .returning();
    const variantes = demo.variantes?.length
      ? await db
          .insert(eventoVariantes)
          .values(
            demo.variantes.map((v, orden) => ({
              eventoId: evento.id,
              titulo: v.titulo,
              importe: toCentavos(v.importe),
              soloOnline: v.soloOnline ?? false,
              horaHasta: v.horaHasta ?? null,
              orden,
            })),
          )
          .returning()
      : [];

    for (const demoVenta of demo.ventas ?? []) {
      const buyer = buyerOf(demoVenta.buyer);
      const fecha = fechas[demoVenta.fecha];
      if (!buyer || !fecha) continue;
      const variante = variantes.find((v) => v.titulo === demoVenta.variante);
      const precioUnitario = variante?.importe ?? evento.importe;
      // Bought five days before the event, or a while ago when that is still ahead.
      const alta = noLaterThanHoursAgo(calendar, new Date(fecha.fechaHora.getTime() - 5 * 86_400_000), 3);
      const [venta] = await db
        .insert(ventasTickets)
        .values({
          comercioId: comercio.id,
          eventoId: evento.id,
          eventoFechaId: fecha.id,
          eventoVarianteId: variante?.id ?? null,
          varianteTitulo: variante?.titulo ?? null,
          usuarioId: buyer.id,
          cantidad: demoVenta.cantidad,
          formaPagoId: demoVenta.formaPagoId,
          precioUnitario,
          importeTotal: precioUnitario * demoVenta.cantidad,
          estado: demoVenta.estado,
          nombre: buyer.nombreApellido,
          telefono: buyer.telefono ?? '',
          fechaHoraAlta: alta,
          pagadoAt: demoVenta.formaPagoId === 3 && demoVenta.estado === 1 ? alta : null,
          paymentRef: demoVenta.formaPagoId === 3 && demoVenta.estado === 1 ? `demo:${evento.id}-${buyer.id}` : null,
        })
        .returning();
      if (!venta) throw new Error(`demo sale of ${demo.slug} not inserted`);
      const holders = isTitularPorPersona(demo.tpEvento)
        ? [buyer.nombreApellido, ...(demoVenta.otros ?? [])].slice(0, demoVenta.cantidad)
        : [buyer.nombreApellido];
      await db.insert(tickets).values(
        holders.map((titular, i) => ({
          ventaId: venta.id,
          numero: i + 1,
          titular,
          telefono: buyer.telefono ?? '',
          cantidad: holders.length === 1 ? demoVenta.cantidad : 1,
          codigo: formatTicketCodigo(randomBytes(TICKET_CODIGO_LENGTH)),
          usadoEn: demoVenta.usadoEn && i === 0 ? calendar.at(...demoVenta.usadoEn) : null,
        })),
      );
      await db
        .update(eventoFechas)
        .set({ vendidos: fecha.vendidos + demoVenta.cantidad })
        .where(eq(eventoFechas.id, fecha.id));
      fecha.vendidos += demoVenta.cantidad;
    }
  }
}
