import { eq } from 'drizzle-orm';
import {
  ESTADO_CANCELADO,
  ESTADO_EN_PREPARACION,
  ESTADO_ENTREGADO,
  formatObservacionCancelado,
} from '@vidriera/domain/pedidos';
import { selectMenuDelComercio } from '../../modules/carta/queries.ts';
import { insertPedido, type PedidoBody, preparePedido } from '../../modules/pedidos/pedir.ts';
import type { Db } from '../client.ts';
import { comercios, pedidos, sites, users } from '../schema.ts';
import type { DemoCalendar } from './demo-calendar.ts';

/** People who ordered at La Farola on the demo evening (phones in a range no test or demo flow uses). */
const DEMO_COMENSALES = [
  { nombreApellido: 'Sofía Beltrán', telefono: '2494791001', domicilio: 'Av. España 820, Tandil' },
  { nombreApellido: 'Matías Quiroga', telefono: '2494791002', domicilio: 'Pinto 455, Tandil' },
  { nombreApellido: 'Valeria Núñez', telefono: '2494791003', domicilio: 'Belgrano 1130, Tandil' },
];

type Linea = [titulo: string, cantidad: number, opciones?: Record<string, string>];

interface DemoPedido {
  /** Index into DEMO_COMENSALES; -1 is an order the waiter took at a table. */
  comensal: number;
  /** Minutes before the seeding instant it was placed: the evening ends at the demo's start (demo-calendar.ts). */
  haceMinutos: number;
  lineas: Linea[];
  formaPagoId: number;
  delivery?: boolean;
  mesa?: number;
  observacion?: string;
  /** Minutes after `hora` of each step reached (accepted, ready, delivered), or a cancellation. */
  aceptado?: number;
  listo?: number;
  entregado?: number;
  cancelado?: string;
}

const DEMO_PEDIDOS: DemoPedido[] = [
  {
    comensal: 0,
    haceMinutos: 55,
    lineas: [
      ['Asado de tira', 1, { Guarnición: 'Papas fritas' }],
      ['Empanada de carne frita', 2],
    ],
    formaPagoId: 0,
    delivery: true,
    aceptado: 3,
    listo: 35,
    entregado: 50,
  },
  { comensal: 2, haceMinutos: 45, lineas: [['Morcilla', 2]], formaPagoId: 0, cancelado: 'Sin repartidor en esa zona' },
  {
    comensal: 1,
    haceMinutos: 35,
    lineas: [
      ['Provoleta a la parrilla', 1],
      ['Chorizo criollo', 2],
    ],
    formaPagoId: 1,
    aceptado: 2,
    listo: 28,
  },
  {
    comensal: -1,
    haceMinutos: 20,
    lineas: [['Vacío', 2, { 'Punto de cocción': 'Jugoso', Guarnición: 'Ensalada mixta' }]],
    formaPagoId: 0,
    mesa: 7,
    observacion: 'Una porción sin sal',
    aceptado: 1,
  },
  {
    comensal: 2,
    haceMinutos: 8,
    lineas: [['Bife de chorizo', 1, { 'Punto de cocción': 'A punto', Guarnición: 'Puré de calabaza' }]],
    formaPagoId: 1,
    delivery: true,
    observacion: 'Tocar timbre 2B',
  },
];

/**
 * La Farola's evening of orders for the back office's queue and kitchen, placed in the hour before the demo
 * starts, so the queue is live whenever it is seeded: delivered, cancelled, ready, in preparation (a table the
 * waiter entered) and a new one. Priced by the same code as a real order, so their totals and lines are what
 * the menu says.
 */
export async function insertDemoPedidos(db: Db, calendar: DemoCalendar): Promise<void> {
  const [comercio] = await db.select().from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  const [mozo] = await db.select().from(users).where(eq(users.userName, 'mozo'));
  if (!comercio || !mozo) return;
  const [tandil] = await db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, 'tandil.localhost'));
  const people = await db
    .insert(users)
    .values(DEMO_COMENSALES.map((c) => ({ ...c, userName: c.telefono, siteId: tandil?.id ?? null })))
    .returning();
  const menu = await selectMenuDelComercio(db, comercio.id);
  const platoId = (titulo: string) => {
    for (const plato of menu.platos.values()) if (plato.titulo === titulo) return plato.id;
    throw new Error(`demo order: no dish ${titulo}`);
  };

  for (const demo of DEMO_PEDIDOS) {
    const at = (minutes = 0) => calendar.minutesAgo(demo.haceMinutos - minutes);
    const person = demo.comensal >= 0 ? people[demo.comensal] : undefined;
    const body: PedidoBody = {
      pedidosIts: demo.lineas.map(([titulo, cantidad, opciones]) => ({
        platoId: platoId(titulo),
        cantidad,
        opciones: Object.entries(opciones ?? {}).map(([set, descripcion]) => ({
          productoOpcId: findSetId(menu.opciones.get(platoId(titulo)) ?? [], set),
          productoOpcDets: [{ descripcion }],
        })),
      })),
      formaPagoId: demo.formaPagoId,
      delivery: demo.delivery ?? false,
      domicilio: demo.delivery ? (person?.domicilio ?? null) : null,
      mesa: demo.mesa ?? null,
      observacion: demo.observacion ?? null,
    };
    const { row, lineas } = await preparePedido(db, comercio, menu, body, at());
    const id = await insertPedido(
      db,
      {
        ...row,
        usuarioId: person?.id ?? mozo.id,
        nombre: person?.nombreApellido ?? `Mesa ${demo.mesa}`,
        telefono: person?.telefono ?? '',
        cargadoPorComercio: !person,
      },
      lineas,
    );
    const steps = stepsOf(demo, at);
    if (steps) await db.update(pedidos).set(steps).where(eq(pedidos.id, id));
  }
}

/** The columns the steps after placing set; null for an order still new. */
function stepsOf(demo: DemoPedido, at: (minutes?: number) => Date): Partial<typeof pedidos.$inferInsert> | null {
  if (demo.cancelado) {
    return { estadoId: ESTADO_CANCELADO, observacion: formatObservacionCancelado(demo.cancelado), updatedAt: at(5) };
  }
  if (demo.aceptado === undefined) return null;
  const estimada = at(demo.aceptado + comercioDemora(demo));
  if (demo.listo === undefined) {
    return {
      estadoId: ESTADO_EN_PREPARACION,
      horaEstimada: estimada,
      horaAceptado: at(demo.aceptado),
      updatedAt: at(demo.aceptado),
    };
  }
  return {
    estadoId: ESTADO_ENTREGADO,
    horaEstimada: estimada,
    horaAceptado: at(demo.aceptado),
    horaEntregado: at(demo.listo),
    horaCompletado: demo.entregado === undefined ? null : at(demo.entregado),
    updatedAt: at(demo.entregado ?? demo.listo),
  };
}

/** The estimated time the waiter gave: 40 minutes for a delivery, 30 otherwise. */
function comercioDemora(demo: DemoPedido): number {
  return demo.delivery ? 40 : 30;
}

function findSetId(sets: ReadonlyArray<{ productoOpcId: number; productoOpc: { descripcion: string } }>, set: string) {
  const found = sets.find((s) => s.productoOpc.descripcion === set);
  if (!found) throw new Error(`demo order: no option set ${set}`);
  return found.productoOpcId;
}
