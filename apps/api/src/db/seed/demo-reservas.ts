import { eq, inArray } from 'drizzle-orm';
import {
  getReservaOcupacion,
  listTurnos,
  ORIGEN_WALK_IN,
  ORIGEN_WEB,
  pickServicioDeIngreso,
  getRangoOfHora,
  ESTADO_CUMPLIDA,
  formatObservacionCancelada,
} from '@vidriera/domain/reservas';
import { formatInstantInZone } from '@vidriera/domain/common';
import type { Db } from '../client.ts';
import { comercios, reservaDiasCerrados, reservaSectores, reservaServicios, reservas, users } from '../schema.ts';
import { type DemoCalendar, type DemoDia, noLaterThanHoursAgo } from './demo-calendar.ts';
import { DEMO_CUSTOMER } from './demo-users.ts';

const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6];
const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];
const TUE_TO_SUN = [SUN, TUE, WED, THU, FRI, SAT];

interface DemoServicio {
  nombre: string;
  dias: number[];
  /** First and last slot of each day's window (a `hasta` before `desde` runs past midnight). */
  desde: string;
  hasta: string;
  intervalo: number;
  /** Minutes held by parties of up to 2, 3 to 5 and more than 5. */
  duraciones: readonly [number, number, number];
  anticipacion: number;
  tolerancia: number;
}

interface DemoReserva {
  /** Index into DEMO_DINERS; -1 is the demo customer. */
  diner: number;
  /** Days from the demo Saturday and the Buenos Aires time (demo-calendar.ts). */
  fechaHora: DemoDia;
  cantidad: number;
  sector: string;
  estado: number;
  observacion?: string;
  motivoCancelacion?: string;
  /** A party that arrived without a booking, recorded by the staff member `por` (user name). */
  walkIn?: { nombre: string; tel?: string; por: string };
}

interface DemoReservasConfig {
  carpeta: string;
  servicios: DemoServicio[];
  sectores: Array<[descripcion: string, capacidad: number]>;
  /** Yearly closed days ('MM-DD'), each on its next date. */
  diasCerrados?: Array<[mesDia: string, motivo: string]>;
  reservas?: DemoReserva[];
}

const DAY = 86_400_000;
const CENA = [90, 120, 150] as const;
const ALMUERZO = [75, 100, 120] as const;
const MERIENDA = [60, 75, 90] as const;

/** People with reservations at the demo businesses (phones in a range no test or demo flow uses). */
const DEMO_DINERS = [
  { nombreApellido: 'Paula Giménez', telefono: '2494780001' },
  { nombreApellido: 'Diego Ferreyra', telefono: '2494780002' },
  { nombreApellido: 'Rocío Medina', telefono: '2494780003' },
  { nombreApellido: 'Federico Sosa', telefono: '2494780004' },
];
const DEMO_CUSTOMER_INDEX = -1;

/**
 * Reservation set-up of the demo businesses that take reservations, in days from the demo Saturday
 * (demo-calendar.ts): that night La Farola's terrace is nearly full and its quincho is taken from 22:30, so the
 * form shows 'sin lugar'; the demo customer has a confirmed reservation the Saturday after and two past ones.
 */
const DEMO_RESERVAS: DemoReservasConfig[] = [
  {
    carpeta: 'la-farola',
    servicios: [
      {
        nombre: 'Almuerzo',
        dias: TUE_TO_SUN,
        desde: '12:00',
        hasta: '14:30',
        intervalo: 30,
        duraciones: ALMUERZO,
        anticipacion: 60,
        tolerancia: 15,
      },
      {
        nombre: 'Cena',
        dias: TUE_TO_SUN,
        desde: '20:00',
        hasta: '23:30',
        intervalo: 30,
        duraciones: CENA,
        anticipacion: 60,
        tolerancia: 15,
      },
    ],
    sectores: [
      ['Salón principal', 40],
      ['Terraza', 16],
      ['Quincho', 20],
    ],
    diasCerrados: [
      ['12-24', 'Nochebuena'],
      ['12-25', 'Navidad'],
      ['12-31', 'Fin de año'],
      ['01-01', 'Año nuevo'],
    ],
    reservas: [
      { diner: 0, fechaHora: [0, '21:00'], cantidad: 4, sector: 'Terraza', estado: 1 },
      { diner: 1, fechaHora: [0, '21:30'], cantidad: 6, sector: 'Terraza', estado: 0 },
      { diner: 2, fechaHora: [0, '22:00'], cantidad: 4, sector: 'Terraza', estado: 1, observacion: 'Cumpleaños' },
      {
        diner: 3,
        fechaHora: [0, '22:30'],
        cantidad: 20,
        sector: 'Quincho',
        estado: 1,
        observacion: 'Cena de egresados, menú fijo',
      },
      { diner: 0, fechaHora: [0, '20:30'], cantidad: 2, sector: 'Salón principal', estado: 5 },
      { diner: 1, fechaHora: [1, '13:00'], cantidad: 5, sector: 'Salón principal', estado: 0 },
      {
        diner: DEMO_CUSTOMER_INDEX,
        fechaHora: [7, '21:00'],
        cantidad: 2,
        sector: 'Salón principal',
        estado: 1,
        observacion: 'Mesa cerca de la parrilla, por favor',
      },
      { diner: DEMO_CUSTOMER_INDEX, fechaHora: [-7, '21:30'], cantidad: 4, sector: 'Terraza', estado: 5 },
      {
        diner: DEMO_CUSTOMER_INDEX,
        fechaHora: [0, '13:10'],
        cantidad: 3,
        sector: 'Salón principal',
        estado: 5,
        walkIn: { nombre: 'Jorge Álvarez', tel: '249 4556677', por: 'mozo' },
      },
    ],
  },
  {
    carpeta: 'cerveceria-la-serrana',
    servicios: [
      {
        nombre: 'After office',
        dias: [WED, THU, FRI, SAT, SUN],
        desde: '18:00',
        hasta: '19:30',
        intervalo: 30,
        duraciones: [90, 90, 120],
        anticipacion: 30,
        tolerancia: 10,
      },
      {
        nombre: 'Noche',
        dias: [WED, THU, FRI, SAT],
        desde: '20:00',
        hasta: '00:30',
        intervalo: 30,
        duraciones: CENA,
        anticipacion: 30,
        tolerancia: 10,
      },
    ],
    sectores: [
      ['Barra', 10],
      ['Salón', 30],
      ['Patio cervecero', 24],
    ],
    reservas: [
      { diner: 2, fechaHora: [0, '22:00'], cantidad: 8, sector: 'Barra', estado: 1 },
      { diner: 3, fechaHora: [0, '23:00'], cantidad: 6, sector: 'Patio cervecero', estado: 0 },
    ],
  },
  {
    carpeta: 'el-fogon-serrano',
    servicios: [
      {
        nombre: 'Cena y peña',
        dias: [THU, FRI, SAT, SUN],
        desde: '20:30',
        hasta: '22:30',
        intervalo: 30,
        duraciones: CENA,
        anticipacion: 120,
        tolerancia: 20,
      },
      {
        nombre: 'Almuerzo de campo',
        dias: [SAT, SUN],
        desde: '12:30',
        hasta: '14:30',
        intervalo: 30,
        duraciones: ALMUERZO,
        anticipacion: 120,
        tolerancia: 20,
      },
    ],
    sectores: [
      ['Galpón', 60],
      ['Galería', 20],
    ],
  },
  {
    carpeta: 'bodegon-del-lago',
    servicios: [
      {
        nombre: 'Almuerzo',
        dias: EVERY_DAY,
        desde: '11:30',
        hasta: '14:30',
        intervalo: 15,
        duraciones: ALMUERZO,
        anticipacion: 60,
        tolerancia: 15,
      },
    ],
    sectores: [
      ['Salón', 36],
      ['Deck al lago', 20],
    ],
    reservas: [
      {
        diner: DEMO_CUSTOMER_INDEX,
        fechaHora: [-13, '13:00'],
        cantidad: 2,
        sector: 'Deck al lago',
        estado: 4,
        motivoCancelacion: 'Cerramos el deck por mantenimiento',
      },
    ],
  },
  {
    carpeta: 'casa-de-te-las-sierras',
    servicios: [
      {
        nombre: 'Merienda',
        dias: TUE_TO_SUN,
        desde: '16:00',
        hasta: '20:00',
        intervalo: 30,
        duraciones: MERIENDA,
        anticipacion: 30,
        tolerancia: 10,
      },
    ],
    sectores: [
      ['Salón de té', 24],
      ['Jardín', 12],
    ],
  },
  {
    carpeta: 'pulperia-la-tranquera',
    servicios: [
      {
        nombre: 'Noche',
        dias: [WED, THU, FRI, SAT, SUN],
        desde: '19:00',
        hasta: '23:30',
        intervalo: 30,
        duraciones: CENA,
        anticipacion: 60,
        tolerancia: 15,
      },
    ],
    sectores: [
      ['Salón', 30],
      ['Junto al fogón', 12],
    ],
  },
];

/** Services, sectors, closed days and a few reservations of the demo businesses that take reservations. */
export async function insertDemoReservas(db: Db, calendar: DemoCalendar): Promise<void> {
  const found = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta, timeZone: comercios.timeZone })
    .from(comercios)
    .where(
      inArray(
        comercios.carpeta,
        DEMO_RESERVAS.map((c) => c.carpeta),
      ),
    );
  const byCarpeta = new Map(found.map((c) => [c.carpeta, c]));

  const diners = await db
    .insert(users)
    .values(DEMO_DINERS.map((d) => ({ userName: d.telefono, nombreApellido: d.nombreApellido, telefono: d.telefono })))
    .returning({ id: users.id, nombreApellido: users.nombreApellido, telefono: users.telefono });
  const [customer] = await db
    .select({ id: users.id, nombreApellido: users.nombreApellido, telefono: users.telefono })
    .from(users)
    .where(eq(users.telefono, DEMO_CUSTOMER.telefono));

  // Walk-ins are recorded under the staff member who noted them.
  const staffRows = await db
    .select({ id: users.id, userName: users.userName, nombreApellido: users.nombreApellido, telefono: users.telefono })
    .from(users)
    .where(inArray(users.userName, ['mozo']));
  const staffByUserName = new Map(staffRows.map((u) => [u.userName, u]));

  for (const config of DEMO_RESERVAS) {
    const comercio = byCarpeta.get(config.carpeta);
    if (!comercio) continue;
    const servicios = await db
      .insert(reservaServicios)
      .values(
        config.servicios.map((s, orden) => ({
          comercioId: comercio.id,
          nombre: s.nombre,
          franjas: s.dias.map((dia) => ({ dia, desde: s.desde, hasta: s.hasta })),
          intervaloMinutos: s.intervalo,
          duracionPromHasta2P: s.duraciones[0],
          duracionProm2a5P: s.duraciones[1],
          duracionPromMas5P: s.duraciones[2],
          anticipacionMinimaMinutos: s.anticipacion,
          minutosDeTolerancia: s.tolerancia,
          orden,
        })),
      )
      .returning();
    const sectores = await db
      .insert(reservaSectores)
      .values(
        config.sectores.map(([descripcion, capacidad], orden) => ({
          comercioId: comercio.id,
          descripcion,
          capacidad,
          orden,
        })),
      )
      .returning();
    if (config.diasCerrados?.length) {
      await db.insert(reservaDiasCerrados).values(
        config.diasCerrados.map(([mesDia, motivo]) => ({
          comercioId: comercio.id,
          fecha: calendar.nextAnnual(mesDia),
          motivo,
        })),
      );
    }

    const rows = (config.reservas ?? []).flatMap((r) => {
      const person = r.walkIn
        ? staffByUserName.get(r.walkIn.por)
        : r.diner === DEMO_CUSTOMER_INDEX
          ? customer
          : diners[r.diner];
      const sector = sectores.find((s) => s.descripcion === r.sector);
      // A party that came (a fulfilled booking, a walk-in) came before the demo starts.
      const cameAlready = r.walkIn !== undefined || r.estado === ESTADO_CUMPLIDA;
      const inicio = (cameAlready ? calendar.past(r.fechaHora) : calendar.at(...r.fechaHora)).getTime();
      const hora = formatInstantInZone(inicio, comercio.timeZone);
      // The service whose slot it is (a walk-in: of the nearest slot): its durations and tolerance apply.
      const servicio = r.walkIn
        ? pickServicioDeIngreso(inicio, hora.slice(0, 10), servicios, comercio.timeZone)
        : listTurnos(hora.slice(0, 10), servicios, comercio.timeZone).find((t) => t.inicio === inicio)?.servicio;
      if (!person || !sector || !servicio) throw new Error(`demo reservation ${config.carpeta} ${hora} is not a slot`);
      const ocupacion = getReservaOcupacion(inicio, r.cantidad, servicio);
      const observacion = r.motivoCancelacion
        ? formatObservacionCancelada(r.observacion ?? '', r.motivoCancelacion)
        : (r.observacion ?? '');
      return [
        {
          comercioId: comercio.id,
          usuarioId: person.id,
          sectorId: sector.id,
          servicioId: servicio.id,
          fechaHora: new Date(ocupacion.inicio),
          fin: new Date(ocupacion.fin),
          cantidad: r.cantidad,
          observacion,
          rango: getRangoOfHora(hora),
          seleccionoHorario: !r.walkIn,
          minutosDeTolerancia: r.walkIn ? 0 : servicio.minutosDeTolerancia,
          nombre: r.walkIn?.nombre ?? person.nombreApellido,
          tel: r.walkIn ? (r.walkIn.tel ?? '') : (person.telefono ?? ''),
          estado: r.estado,
          // Booked three days before (a while ago when that is still ahead), confirmed the day before.
          fechaHoraAlta: r.walkIn ? new Date(inicio) : noLaterThanHoursAgo(calendar, new Date(inicio - 3 * DAY), 3),
          updatedAt: r.walkIn ? new Date(inicio) : noLaterThanHoursAgo(calendar, new Date(inicio - DAY), 2),
          origen: r.walkIn ? ORIGEN_WALK_IN : ORIGEN_WEB,
        },
      ];
    });
    if (rows.length > 0) await db.insert(reservas).values(rows);
  }
}
