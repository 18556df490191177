import { isOpen, type Comercio, type FeedRequest, type FeedResponse } from '@vidriera/domain/comercios';
import { businessSearchFields, matchesSearch } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SiteRow } from '../sites/public.ts';
import {
  type ComercioRow,
  selectBranches,
  selectByCarpeta,
  selectById,
  selectCategoria,
  selectCategoriaComercioIds,
  selectCategorias,
  selectLinks,
  selectTopLevel,
} from './queries.ts';

export const COMERCIO_NOT_FOUND = 'No se encontró el comercio';
export const CATEGORIA_NOT_FOUND = 'No se encontró la categoría';

/** A business row as customers see it: `abierto` computed now, in the merchant's time zone. */
export function toComercio(row: ComercioRow, now: Date): Comercio {
  return {
    id: row.id,
    carpeta: row.carpeta,
    nombreComercio: row.nombreComercio,
    descrCorta: row.descrCorta,
    descrLarga: row.descrLarga,
    domicilio: row.domicilio,
    dominio: row.dominio,
    telefono: row.telefono,
    lat: row.lat,
    lng: row.lng,
    publicado: row.publicado,
    abierto: isOpen(row, now),
    demora: row.demora,
    ocultaDemora: row.ocultaDemora,
    califProm: row.califProm,
    califCalidad: row.califCalidad,
    califEnvios: row.califEnvios,
    metaDescription: row.metaDescription,
    metaTags: row.metaTags,
    esGrupoDeComercios: row.esGrupoDeComercios,
    configRestoParentId: row.configRestoParentId,
    horariosText: row.horariosText,
    contacto: row.contacto,
    soloTakeAway: row.soloTakeAway,
    comercioDigital: row.comercioDigital,
    tipo: row.tipo,
    logoUrl: row.logoUrl,
    permitePedidosOnline: row.permitePedidosOnline,
    permiteQRCartaOnline: row.permiteQRCartaOnline,
    permiteReservas: row.permiteReservas,
    permiteEventos: row.permiteEventos,
    permiteCursos: row.permiteCursos,
    permiteConcursos: row.permiteConcursos,
    permiteLinks: row.permiteLinks,
    timeZone: row.timeZone,
  };
}

/** The site's listing, or with a carpeta the branches of that group of businesses. */
export async function listComercios(db: Db, site: SiteRow, carpeta: string | undefined): Promise<ComercioRow[]> {
  if (!carpeta) return selectTopLevel(db, site);
  const group = await selectByCarpeta(db, site, carpeta);
  if (!group) throw notFound(COMERCIO_NOT_FOUND);
  return group.esGrupoDeComercios ? selectBranches(db, group.id) : [group];
}

export async function getComercioByCarpeta(db: Db, site: SiteRow, carpeta: string): Promise<ComercioRow> {
  const row = await selectByCarpeta(db, site, carpeta);
  if (!row) throw notFound(COMERCIO_NOT_FOUND);
  return row;
}

export async function listCategorias(db: Db, site: SiteRow, carpeta: string | undefined) {
  let onlyWith: number[] | undefined;
  if (carpeta) {
    const group = await getComercioByCarpeta(db, site, carpeta);
    onlyWith = [group.id, ...(await selectBranches(db, group.id)).map((b) => b.id)];
  }
  const rows = await selectCategorias(db, site, onlyWith);
  return rows.map((c) => ({
    id: c.id,
    titulo: c.titulo,
    descripcion: c.descripcion,
    imagenUrl: c.imagenUrl,
    mostrarImagen: c.mostrarImagen,
  }));
}

/** Businesses of one of the site's categories (404 for a category of another site). */
export async function listFeedByCategoria(db: Db, site: SiteRow, categoriaId: number): Promise<ComercioRow[]> {
  const categoria = await selectCategoria(db, site, categoriaId);
  if (!categoria) throw notFound(CATEGORIA_NOT_FOUND);
  const ids = await selectCategoriaComercioIds(db, categoria.id);
  return (await selectTopLevel(db, site)).filter((c) => ids.has(c.id));
}

export async function listLinks(db: Db, site: SiteRow, comercioId: number, tipo: number) {
  const comercio = await selectById(db, site, comercioId);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return selectLinks(db, comercio.id, tipo);
}

/**
 * The feed: the site's businesses filtered by category, search text (the same rule as the listing's search
 * box) and open state, one page at a time. `rows` is the site's whole top-level list (cached by the caller).
 */
export async function buildFeed(
  db: Db,
  site: SiteRow,
  rows: ComercioRow[],
  filter: Required<Pick<FeedRequest, 'pagina' | 'tamanoPagina'>> & Omit<FeedRequest, 'domain'>,
  now: Date,
): Promise<FeedResponse> {
  let candidates = rows;
  if (filter.categoriaId !== undefined) {
    const categoria = await selectCategoria(db, site, filter.categoriaId);
    if (!categoria) throw notFound(CATEGORIA_NOT_FOUND);
    const ids = await selectCategoriaComercioIds(db, categoria.id);
    candidates = candidates.filter((c) => ids.has(c.id));
  }
  const texto = filter.texto ?? '';
  const matching = candidates
    .filter((c) => matchesSearch(businessSearchFields(c), texto))
    .map((c) => toComercio(c, now))
    .filter((c) => !filter.soloAbiertos || c.abierto);
  const start = (filter.pagina - 1) * filter.tamanoPagina;
  return {
    comercios: matching.slice(start, start + filter.tamanoPagina),
    total: matching.length,
    pagina: filter.pagina,
    tamanoPagina: filter.tamanoPagina,
  };
}
