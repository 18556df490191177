import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sites } from '../schema.ts';
import { generateDemoConcursoImages } from './demo-concurso-images.ts';
import { insertDemoCartas, listDemoDishImages } from './demo-cartas.ts';
import { insertDemoConcursos } from './demo-concursos.ts';
import { insertDemoCursos } from './demo-cursos.ts';
import { insertDemoData } from './demo-data.ts';
import { generateDemoEventoImages } from './demo-evento-images.ts';
import { insertDemoEventos } from './demo-eventos.ts';
import { insertDemoPedidos } from './demo-pedidos.ts';
import { createDemoCalendar } from './demo-calendar.ts';
import { insertDemoCalificaciones } from './demo-calificaciones.ts';
import { insertDemoReservas } from './demo-reservas.ts';
import { insertDemoUsers } from './demo-users.ts';
import { insertDemoZonas } from './demo-zonas.ts';
import { generateDemoImages, generateDishImages } from './images.ts';

/**
 * Inserts the whole demo data set, laid relative to `now` (the server's clock when it is seeded: see
 * demo-calendar.ts); each context adds its part here. Returns the businesses (for images).
 */
export async function insertDemo(db: Db, now: Date): Promise<Array<{ carpeta: string; nombre: string }>> {
  const calendar = createDemoCalendar(now);
  const businesses = await insertDemoData(db);
  await insertDemoUsers(db);
  await insertDemoConcursos(db, calendar);
  await insertDemoReservas(db, calendar);
  await insertDemoCartas(db);
  await insertDemoZonas(db);
  await insertDemoCursos(db, calendar);
  // After the menus: they set the payment flags this adds to.
  await insertDemoEventos(db, calendar);
  // After the menus, zones and the waiter: orders are priced from them.
  await insertDemoPedidos(db, calendar);
  await insertDemoCalificaciones(db, calendar);
  return businesses;
}

/** Loads the demo data set (and its generated images) when the database has no site yet, as of `now`. */
export async function seedDemoIfEmpty(db: Db, options: { dataDir: string; now: Date }): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((row?.n ?? 0) > 0) return false;
  const carpetas = await db.transaction((tx) => insertDemo(tx as unknown as Db, options.now));
  await generateDemoImages(options.dataDir, carpetas);
  await generateDemoConcursoImages(options.dataDir);
  await generateDemoEventoImages(options.dataDir);
  await generateDishImages(options.dataDir, listDemoDishImages());
  return true;
}
