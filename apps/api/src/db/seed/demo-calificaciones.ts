import { eq, inArray } from 'drizzle-orm';
import { ESTADO_ENTREGADO } from '@vidriera/domain/pedidos';
import { updateCalificacionesComercio } from '../../modules/calificaciones/service.ts';
import type { Db } from '../client.ts';
import { calificaciones, comercios, pedidos, sites, users } from '../schema.ts';
import type { DemoCalendar } from './demo-calendar.ts';

/**
 * Ratings customers left on past orders (decision 033). Each business's stars come out of these through the
 * same formula as a live rating: nothing here is a typed average. One digit per order, oldest first: its quality
 * score, and for the first `envios.length` orders (the deliveries) their delivery score. The orders are weeks
 * old, outside the 7-day window, so no demo customer is asked to rate them.
 */
interface DemoRatings {
  calidad: string;
  envios: string;
  comentarios?: Record<number, string>;
}

const DEMO_RATINGS: Record<string, DemoRatings> = {
  'la-farola': {
    calidad: '555555555555555',
    envios: '5545443455',
    comentarios: {
      0: 'El asado de tira, impecable. Llegó caliente.',
      4: 'Muy rico todo, pero el envío tardó más de lo que decía.',
      11: 'La provoleta es la mejor de Tandil.',
    },
  },
  // Heladerías Cumbre, a group, takes no orders itself: its card's stars roll up its three branches' (4.8).
  'cumbre-centro': {
    calidad: '55555555555555555555555555555',
    envios: '355555555555554555',
    comentarios: { 2: 'El dulce de leche granizado, un clásico.' },
  },
  'cumbre-lago': { calidad: '555555555555555', envios: '5545545455' },
  'cumbre-movediza': { calidad: '5555555555', envios: '4354455' },
  'la-vieja-esquina': { calidad: '455555', envios: '5444' },
  'cerveceria-la-serrana': {
    calidad: '55555555',
    envios: '3544',
    comentarios: { 1: 'La IPA tirada, excelente. El delivery llegó tibio.' },
  },
  'el-fogon-serrano': { calidad: '455555', envios: '' },
  'burger-club': { calidad: '445555', envios: '4335' },
  'empanadas-del-cerro': { calidad: '555354', envios: '', comentarios: { 3: 'Las de carne cortada a cuchillo.' } },
  'fugazza-al-paso': { calidad: '5343434434535545', envios: '334532' },
  'bodegon-del-lago': { calidad: '5555555', envios: '3544' },
  'cafe-de-la-plaza': { calidad: '555555555555555', envios: '' },
  'casa-de-te-las-sierras': { calidad: '5555555555', envios: '' },
  'pulperia-la-tranquera': { calidad: '5555555', envios: '' },
  'alfajores-serranos': { calidad: '55555555555555555555555555555', envios: '555555555555555' },
  'regionales-la-movediza': { calidad: '55355555555', envios: '45533555543' },
};

/** Regular customers of the demo (phones in a range no test or demo flow uses). */
const DEMO_CLIENTES = [
  { nombreApellido: 'Lucía Ferreyra', telefono: '2494792001', domicilio: 'Rodríguez 1020, Tandil' },
  { nombreApellido: 'Tomás Aguirre', telefono: '2494792002', domicilio: 'Chacabuco 388, Tandil' },
  { nombreApellido: 'Carla Benítez', telefono: '2494792003', domicilio: 'Av. Colón 1475, Tandil' },
  { nombreApellido: 'Diego Sosa', telefono: '2494792004', domicilio: 'Mitre 910, Tandil' },
];

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The rated orders lie every other day in the weeks before the seeding instant, the last 18 days before it. */
export async function insertDemoCalificaciones(db: Db, calendar: DemoCalendar): Promise<void> {
  const carpetas = Object.keys(DEMO_RATINGS);
  const rows = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta })
    .from(comercios)
    .where(inArray(comercios.carpeta, carpetas));
  const idOf = new Map(rows.map((r) => [r.carpeta, r.id]));
  const [tandil] = await db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, 'tandil.localhost'));
  const people = await db
    .insert(users)
    .values(DEMO_CLIENTES.map((c) => ({ ...c, userName: c.telefono, siteId: tandil?.id ?? null })))
    .returning();

  const orders: Array<typeof pedidos.$inferInsert & { estadoId: number }> = [];
  const ratings: Array<Omit<typeof calificaciones.$inferInsert, 'pedidoId'>> = [];
  for (const [carpeta, demo] of Object.entries(DEMO_RATINGS)) {
    const comercioId = idOf.get(carpeta);
    if (comercioId === undefined) continue;
    [...demo.calidad].forEach((calidad, i) => {
      const person = people[i % people.length]!;
      const delivery = i < demo.envios.length;
      const placed = calendar.now.getTime() - (8 + demo.calidad.length - i) * 2 * DAY;
      orders.push({
        comercioId,
        usuarioId: person.id,
        estadoId: ESTADO_ENTREGADO,
        delivery,
        domicilio: delivery ? person.domicilio : null,
        subtotal: 1_500_000,
        total: 1_500_000,
        nombre: person.nombreApellido,
        telefono: person.telefono ?? '',
        fechaHora: new Date(placed),
        horaEstimada: new Date(placed + 40 * MINUTE),
        horaAceptado: new Date(placed + 4 * MINUTE),
        horaEntregado: new Date(placed + 35 * MINUTE),
        horaCompletado: new Date(placed + 50 * MINUTE),
        updatedAt: new Date(placed + 50 * MINUTE),
      });
      ratings.push({
        comercioId,
        usuarioId: person.id,
        puntajeCalidad: Number(calidad),
        puntajeEnvio: delivery ? Number(demo.envios[i]) : null,
        comentario: demo.comentarios?.[i] ?? null,
        createdAt: new Date(placed + DAY),
      });
    });
  }
  const inserted = await db.insert(pedidos).values(orders).returning({ id: pedidos.id });
  await db.insert(calificaciones).values(ratings.map((r, i) => ({ ...r, pedidoId: inserted[i]!.id })));
  for (const comercioId of idOf.values()) await updateCalificacionesComercio(db, comercioId);
}
