import { eq } from 'drizzle-orm';
import type { Cartelera, Evento } from '@vidriera/domain/eventos';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { comercios, eventoFechas, eventos, users } from '../../src/db/schema.ts';
import { bearer } from './sessions.ts';

export const TANDIL = 'tandil.localhost';

/** A customer with a name and a phone, and a session token. */
export async function createCustomer(app: App, db: Db, telefono: string, nombreApellido = 'Cliente Prueba') {
  const [user] = await db.insert(users).values({ userName: telefono, telefono, nombreApellido }).returning();
  return { id: user!.id, token: (await app.issueToken(user!)).token };
}

export async function getComercioId(db: Db, carpeta: string): Promise<number> {
  const [row] = await db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
  if (!row) throw new Error(`no business ${carpeta}`);
  return row.id;
}

export async function getCartelera(app: App, path: string, host = TANDIL): Promise<Cartelera> {
  const res = await app.inject({ method: 'GET', url: `/api/eventos/${path}`, headers: { host } });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every date of the board, flattened. */
export const allEventos = (cartelera: Cartelera): Evento[] => cartelera.dias.flatMap((d) => d.eventos);

export function findEvento(cartelera: Cartelera, titulo: string, fechaHora?: string): Evento {
  const evento = allEventos(cartelera).find((e) => e.titulo === titulo && (!fechaHora || e.fechaHora === fechaHora));
  if (!evento) throw new Error(`no event ${titulo} ${fechaHora ?? ''}`);
  return evento;
}

export const comprar = (app: App, token: string | null, body: unknown, host = TANDIL) =>
  app.inject({
    method: 'POST',
    url: '/api/eventos/comprar',
    headers: { host, ...(token ? bearer(token) : {}) },
    payload: body as object,
  });

export const ticket = (cantidad = 1, titular = 'Ana Gómez', telefono = '2494111222') => ({
  titular,
  telefono,
  cantidad,
});

/** A purchase body for an event date: one ticket for everyone, or one per person when `porPersona`. */
export function compraBody(
  evento: Pick<Evento, 'id' | 'eventoFechaId'>,
  cantidad: number,
  formaPagoId: number,
  extra: Record<string, unknown> = {},
  porPersona = false,
) {
  return {
    eventoId: evento.id,
    eventoFechaId: evento.eventoFechaId,
    cantidad,
    tickets: porPersona ? Array.from({ length: cantidad }, () => ticket(1)) : [ticket(cantidad)],
    formaPagoId,
    ...extra,
  };
}

/** An event of a business with one date (Buenos Aires wall clock) and its capacity; answers event and date ids. */
export async function insertEvento(
  db: Db,
  comercioId: number,
  fechaHora: string,
  values: Partial<typeof eventos.$inferInsert> = {},
  capacidad: number | null = null,
) {
  const [evento] = await db
    .insert(eventos)
    .values({ comercioId, titulo: 'Evento de prueba', tpEvento: 2, importe: 100_000, ...values })
    .returning();
  const [fecha] = await db
    .insert(eventoFechas)
    .values({ eventoId: evento!.id, fechaHora: new Date(fechaHora), capacidad })
    .returning();
  return { id: evento!.id, eventoFechaId: fecha!.id };
}
