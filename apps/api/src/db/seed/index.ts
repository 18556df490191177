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
import { insertDemoCalificaciones } from './demo-calificaciones.ts';
import { insertDemoReservas } from './demo-reservas.ts';
import { insertDemoUsers } from './demo-users.ts';
import { insertDemoZonas } from './demo-zonas.ts';
import { generateDemoImages, generateDishImages } from './images.ts';

/** Inserts the whole demo data set; each context adds its part here. Returns the businesses (for images). */
export async function insertDemo(db: Db): Promise<Array<{ carpeta: string; nombre: string }>> {
  const businesses = await insertDemoData(db);
  await insertDemoUsers(db);
  await insertDemoConcursos(db);
  await insertDemoReservas(db);
  await insertDemoCartas(db);
  await insertDemoZonas(db);
  await insertDemoCursos(db);
  // After the menus: they set the payment flags this adds to.
  await insertDemoEventos(db);
  // After the menus, zones and the waiter: orders are priced from them.
  await insertDemoPedidos(db);
  await insertDemoCalificaciones(db);
  return businesses;
}

/** Loads the demo data set (and its generated images) when the database has no site yet. */
export async function seedDemoIfEmpty(db: Db, options: { dataDir: string }): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((row?.n ?? 0) > 0) return false;
  const carpetas = await db.transaction((tx) => insertDemo(tx as unknown as Db));
  await generateDemoImages(options.dataDir, carpetas);
  await generateDemoConcursoImages(options.dataDir);
  await generateDemoEventoImages(options.dataDir);
  await generateDishImages(options.dataDir, listDemoDishImages());
  return true;
}
