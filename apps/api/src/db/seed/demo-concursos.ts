import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_DOMICILIO } from '@vidriera/domain/cuentas';
import { createSeedCommitment, runDrawNow } from '../../modules/concursos/scheduled-draw.ts';
import type { Db } from '../client.ts';
import { comercios, concursoParticipaciones, concursoPremios, concursos, users } from '../schema.ts';
import { type DemoCalendar, type DemoDia, noLaterThanHoursAgo } from './demo-calendar.ts';
import { DEMO_CUSTOMER } from './demo-users.ts';

/** The pictogram of a draw's generated photo (demo-concurso-images.ts). */
export type Pictogram = 'regalo' | 'trofeo' | 'estrella';

interface DemoConcurso {
  carpeta: string;
  /** Names the generated photo: /img/{carpeta}/concurso-{slug}.webp */
  slug: string;
  pictogram: Pictogram;
  colors: readonly [string, string];
  titulo: string;
  descripcion: string;
  instantaneo: boolean;
  probabilidadGanar?: number;
  notificaPorMail?: boolean;
  publicado?: boolean;
  /** Entries close, and the draw is due (demo-calendar.ts: days from the demo Saturday, Buenos Aires time). */
  hasta: DemoDia;
  sorteo: DemoDia;
  premios: Array<[descripcion: string, cantidad: number]>;
  /** Demo people who joined (indexes into DEMO_PARTICIPANTES; -1 is the demo customer), in order. */
  participantes?: number[];
  /** When they joined: evenly spread from here to `hasta`. */
  participacionesDesde?: DemoDia;
  /** Run the draw (its time has passed when the demo starts). */
  sorteado?: boolean;
}

/** Customers who joined the demo draws (their phones are in a range no test or demo flow uses). */
const DEMO_PARTICIPANTES = [
  { nombreApellido: 'Sofía Benítez', telefono: '2494770001' },
  { nombreApellido: 'Martín Aguirre', telefono: '2494770002' },
  { nombreApellido: 'Valentina Ríos', telefono: '2494770003' },
  { nombreApellido: 'Joaquín Pereyra', telefono: '2494770004' },
  { nombreApellido: 'Camila Duarte', telefono: '2494770005' },
  { nombreApellido: 'Tomás Villalba', telefono: '2494770006' },
];
const DEMO_CUSTOMER_INDEX = -1;

const condiciones = (retiro: string, instantaneo: boolean) =>
  [
    'Participan personas mayores de 18 años con una cuenta con teléfono verificado. Una participación por persona.',
    instantaneo
      ? 'El resultado se conoce al instante y se puede ganar mientras queden premios disponibles.'
      : 'Los ganadores se eligen al azar entre todas las participaciones con un sorteo verificable: desde el ' +
        'inicio se publica el hash SHA-256 de la semilla secreta, que se revela con el resultado.',
    `Los ganadores reciben un aviso por WhatsApp. El premio se retira en ${retiro} dentro de los 30 días, ` +
      'presentando DNI. No es canjeable por dinero. Sin obligación de compra.',
  ].join(' ');

/**
 * The demo draws, inserted in this order (the listing shows newest first), in days from the demo Saturday: one
 * drawn three weeks before, open ones closing in one to three months (two instant ones among them) and a
 * draft for the winter.
 */
export const DEMO_CONCURSOS: DemoConcurso[] = [
  {
    carpeta: 'la-farola',
    slug: 'aniversario',
    pictogram: 'trofeo',
    colors: ['#c2255c', '#5c1a3a'],
    titulo: 'Sorteo aniversario: cena para dos',
    descripcion:
      'Festejamos 39 años de parrilla a la leña sorteando una cena para dos y dos provoletas entre quienes se ' +
      'anotaron en octubre. ¡Gracias a todos por participar!',
    instantaneo: false,
    hasta: [-20, '23:59'],
    sorteo: [-19, '21:00'],
    premios: [
      ['Cena para dos con vino de la casa', 1],
      ['Provoleta y bebida para dos', 2],
    ],
    participantes: [0, 1, DEMO_CUSTOMER_INDEX, 2, 3, 4, 5],
    participacionesDesde: [-47, '12:00'],
    sorteado: true,
  },
  {
    carpeta: 'la-farola',
    slug: 'reyes',
    pictogram: 'regalo',
    colors: ['#d9480f', '#8f1d1d'],
    titulo: 'Sorteo de Reyes: parrillada libre para cuatro',
    descripcion:
      'Anotate y entrá en el sorteo de una parrillada libre para cuatro personas, con achuras, ensaladas y ' +
      'postre. También sorteamos dos vales para consumir en el salón.',
    instantaneo: false,
    notificaPorMail: true,
    hasta: [45, '23:59'],
    sorteo: [46, '21:00'],
    premios: [
      ['Parrillada libre para 4 personas', 1],
      ['Vale de $20.000 para consumir en el salón', 2],
    ],
    participantes: [3, 0, 5],
    participacionesDesde: [-11, '10:00'],
  },
  {
    carpeta: 'la-farola',
    slug: 'postre',
    pictogram: 'estrella',
    colors: ['#862e9c', '#3b1060'],
    titulo: 'Raspá y ganá: postre de regalo',
    descripcion:
      'Participá y enterate al instante si te llevás un flan casero o una copa de Malbec para acompañar tu ' +
      'próxima visita.',
    instantaneo: true,
    probabilidadGanar: 0.5,
    hasta: [99, '23:59'],
    sorteo: [99, '23:59'],
    premios: [
      ['Flan casero con dulce de leche y crema', 5],
      ['Copa de vino Malbec de la casa', 3],
    ],
  },
  {
    carpeta: 'la-farola',
    slug: 'dia-del-padre',
    pictogram: 'regalo',
    colors: ['#1971c2', '#0b3d7a'],
    titulo: 'Día del Padre: asado para la familia',
    descripcion: 'Borrador: se publica más adelante.',
    instantaneo: false,
    publicado: false,
    hasta: [210, '23:59'],
    sorteo: [211, '13:00'],
    premios: [['Asado completo para 6 personas', 1]],
  },
  {
    carpeta: 'la-vieja-esquina',
    slug: 'pizza',
    pictogram: 'estrella',
    colors: ['#c92a2a', '#7a1238'],
    titulo: 'Pizza gratis al instante',
    descripcion: 'Tocá Participar y sabé en el momento si ganaste una pizza grande o una docena de empanadas.',
    instantaneo: true,
    probabilidadGanar: 0.3,
    hasta: [71, '23:59'],
    sorteo: [71, '23:59'],
    premios: [
      ['Pizza grande de muzzarella', 3],
      ['Docena de empanadas al horno de barro', 2],
    ],
  },
  {
    carpeta: 'alfajores-serranos',
    slug: 'verano',
    pictogram: 'regalo',
    colors: ['#0c8599', '#0b4f6c'],
    titulo: 'Sorteo de verano: caja de 24 alfajores',
    descripcion:
      'Sorteamos una caja de 24 alfajores surtidos y tres cajas de alfajores de maicena, con envío a domicilio.',
    instantaneo: false,
    hasta: [55, '23:59'],
    sorteo: [56, '12:00'],
    premios: [
      ['Caja de 24 alfajores surtidos', 1],
      ['Caja de 6 alfajores de maicena', 3],
    ],
    participantes: [1, 4],
    participacionesDesde: [-9, '18:00'],
  },
];

export const toConcursoFotoUrl = (carpeta: string, slug: string) => `/img/${carpeta}/concurso-${slug}.webp`;

/** Spread `count` instants evenly between two (both excluded). */
function spread(from: Date, to: Date, count: number): Date[] {
  const step = (to.getTime() - from.getTime()) / (count + 1);
  return Array.from({ length: count }, (_, i) => new Date(from.getTime() + step * (i + 1)));
}

/**
 * Inserts the demo draws of the businesses that allow them (skipping those missing from the demo data), with
 * their participants; the past one is run through the real draw, so its seed is revealed and its winners can be
 * recomputed. Needs the demo businesses and users already inserted.
 */
export async function insertDemoConcursos(db: Db, calendar: DemoCalendar): Promise<void> {
  const carpetas = [...new Set(DEMO_CONCURSOS.map((c) => c.carpeta))];
  const found = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta, domicilio: comercios.domicilio })
    .from(comercios)
    .where(inArray(comercios.carpeta, carpetas));
  const comercioByCarpeta = new Map(found.map((c) => [c.carpeta, c]));
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.telefono, DEMO_CUSTOMER.telefono));
  const participantIds = await db
    .insert(users)
    .values(DEMO_PARTICIPANTES.map((p) => ({ userName: p.telefono, ...p, domicilio: DEFAULT_DOMICILIO })))
    .returning({ id: users.id });
  const userIdOf = (index: number) => (index === DEMO_CUSTOMER_INDEX ? customer?.id : participantIds[index]?.id);

  for (const demo of DEMO_CONCURSOS) {
    const comercio = comercioByCarpeta.get(demo.carpeta);
    if (!comercio) continue;
    const hasta = calendar.at(...demo.hasta);
    const sorteo = calendar.at(...demo.sorteo);
    const [row] = await db
      .insert(concursos)
      .values({
        comercioId: comercio.id,
        titulo: demo.titulo,
        descripcion: demo.descripcion,
        urlFoto: toConcursoFotoUrl(demo.carpeta, demo.slug),
        condiciones: condiciones(comercio.domicilio, demo.instantaneo),
        instantaneo: demo.instantaneo,
        probabilidadGanar: demo.probabilidadGanar ?? 0,
        notificaPorMail: demo.notificaPorMail ?? false,
        publicado: demo.publicado ?? true,
        fechaHoraHasta: hasta,
        fechaHoraSorteoEstimado: sorteo,
        ...(demo.instantaneo ? {} : createSeedCommitment()),
      })
      .returning({ id: concursos.id });
    if (!row) throw new Error(`demo draw ${demo.slug} not inserted`);
    await db.insert(concursoPremios).values(
      demo.premios.map(([descripcion, cantidad], orden) => ({
        concursoId: row.id,
        descripcion,
        cantidad,
        restantes: cantidad,
        orden,
      })),
    );

    const joined = (demo.participantes ?? []).flatMap((i) => userIdOf(i) ?? []);
    if (joined.length > 0) {
      // Spread over the time the draw has been open so far: nobody joined after the demo starts.
      const hastaAhora = noLaterThanHoursAgo(calendar, hasta, 1);
      const times = spread(calendar.at(...(demo.participacionesDesde ?? demo.hasta)), hastaAhora, joined.length);
      await db
        .insert(concursoParticipaciones)
        .values(joined.map((userId, i) => ({ concursoId: row.id, userId, createdAt: times[i] ?? hastaAhora })));
    }
    if (demo.sorteado) {
      await runDrawNow(db, comercio.id, row.id, sorteo);
      // Those winners were told weeks ago: the job must not message them now.
      await db
        .update(concursoParticipaciones)
        .set({ notificadoAt: sorteo, notificacionIntentos: 1 })
        .where(eq(concursoParticipaciones.concursoId, row.id));
    }
  }
}
