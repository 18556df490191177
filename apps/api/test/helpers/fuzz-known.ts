import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import {
  anuncios,
  cartaGrupos,
  cartas,
  categorias,
  comercios,
  concursos,
  cursosVideos,
  eventoFechas,
  eventos,
  eventoVariantes,
  platos,
  productoOpcDets,
  productoOpcs,
  reservaSectores,
  reservaServicios,
  sites,
  users,
  ventasTickets,
} from '../../src/db/schema.ts';

async function firstId(db: Db, table: PgTable & { id: PgColumn }): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id as number | undefined;
}

/**
 * Values of the demo data by parameter name, so the fuzz test's valid-looking requests reach real rows: La
 * Farola's ids (the merchant's business) and the first row of each other table.
 */
export async function findKnownValues(db: Db): Promise<Record<string, unknown>> {
  const [laFarola] = await db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, 'la-farola'));
  const [mozo] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'mozo'));
  const ids = {
    cartaId: await firstId(db, cartas),
    grupoId: await firstId(db, cartaGrupos),
    platoId: await firstId(db, platos),
    productoOpcId: await firstId(db, productoOpcs),
    productoOpcDetId: await firstId(db, productoOpcDets),
    anuncioId: await firstId(db, anuncios),
    eventoId: await firstId(db, eventos),
    fechaId: await firstId(db, eventoFechas),
    varianteId: await firstId(db, eventoVariantes),
    ventaId: await firstId(db, ventasTickets),
    concursoId: await firstId(db, concursos),
    servicioId: await firstId(db, reservaServicios),
    sectorId: await firstId(db, reservaSectores),
    siteId: await firstId(db, sites),
    videoId: await firstId(db, cursosVideos),
    categoryId: await firstId(db, categorias),
  };
  return {
    ...ids,
    eventoFechaId: ids.fechaId,
    eventoVarianteId: ids.varianteId,
    categoriaId: ids.categoryId,
    configRestoId: laFarola?.id,
    commerceId: laFarola?.id,
    comercioId: laFarola?.id,
    // Staff changes touch the waiter, not the merchant whose session the test uses.
    userId: mozo?.id,
    carpeta: 'la-farola',
    domain: TANDIL_DOMAIN,
    domainName: TANDIL_DOMAIN,
    dominioUrl: TANDIL_DOMAIN,
    provider: 'simulado',
    enLocal: '0',
    id: 1,
  };
}

const TANDIL_DOMAIN = 'tandil.localhost';
