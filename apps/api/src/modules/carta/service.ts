import { getOpcionesVisibles, MSG_CARTA_NO_ENCONTRADA, toPesos } from '@vidriera/domain/pedidos';
import { isOpen } from '@vidriera/domain/comercios';
import type { Anuncio, Carta, CartaConfigResto, PlatoProductoOpc } from '@vidriera/domain/carta';
import { getZoneOffsetMinutes } from '@vidriera/domain/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { COMERCIO_NOT_FOUND, type ComercioRow, selectByCarpeta, selectById } from '../comercios/public.ts';
import type { SiteRow } from '../sites/public.ts';
import {
  selectAnuncios,
  selectCarta,
  selectCartasDelModo,
  selectGruposConPlatos,
  selectOpcionesByPlato,
  selectPlatosDelComercio,
} from './queries.ts';

export const PLATO_NOT_FOUND = 'No se encontró el plato';

/** A business takes orders from its menus when it is published and has online orders enabled. */
export function isPedidosOnline(comercio: Pick<ComercioRow, 'publicado' | 'permitePedidosOnline'>): boolean {
  return comercio.publicado && comercio.permitePedidosOnline;
}

/** The merchant as the menu and order screens need it: `abierto` now, in its zone. */
export function toCartaConfigResto(row: ComercioRow, now: Date): CartaConfigResto {
  return {
    id: row.id,
    carpeta: row.carpeta,
    nombreComercio: row.nombreComercio,
    descrCorta: row.descrCorta,
    domicilio: row.domicilio,
    telefono: row.telefono,
    logoUrl: row.logoUrl,
    abierto: isOpen(row, now),
    horariosText: row.horariosText,
    demora: row.demora,
    ocultaDemora: row.ocultaDemora,
    califProm: row.califProm,
    califCalidad: row.califCalidad,
    califEnvios: row.califEnvios,
    soloTakeAway: row.soloTakeAway,
    comercioDigital: row.comercioDigital,
    pTarjetaDomicilio: row.pTarjetaDomicilio,
    pMercadoPago: row.pMercadoPago,
    mp_Online: row.mpOnline,
    pTransferencia: row.pTransferencia,
    pTransferencia_Alias: row.pTransferenciaAlias,
    pTransferencia_Telefono: row.pTransferenciaTelefono,
    costoEnvioText: row.costoEnvioText,
    permitePedidosOnline: row.permitePedidosOnline,
    permiteQRCartaOnline: row.permiteQRCartaOnline,
    permiteReservas: row.permiteReservas,
    permiteEventos: row.permiteEventos,
    permiteCursos: row.permiteCursos,
    regionOffset: getZoneOffsetMinutes(now.getTime(), row.timeZone) / 60,
    timeZone: row.timeZone,
  };
}

/**
 * GET carta/{carpeta}/{enLocal}[/{cartaId}]: the business's menu (the given one, or the default of the online or
 * in-venue mode) with its groups, dishes on sale and their visible option sets. Read-only when the business
 * takes no online orders. 404 for a business the site does not show, or one without a menu.
 */
export async function getCarta(
  db: Db,
  site: SiteRow,
  params: { carpeta: string; enLocal: boolean; cartaId?: number },
  now: Date,
): Promise<Carta> {
  const comercio = await selectByCarpeta(db, site, params.carpeta);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return getCartaDelComercio(db, comercio, params, now);
}

/**
 * The menu of a business already found (by the site, or by the back office's staff check): the given one or the
 * default of the mode. 404 without a menu.
 */
export async function getCartaDelComercio(
  db: Db,
  comercio: ComercioRow,
  params: { enLocal: boolean; cartaId?: number },
  now: Date,
): Promise<Carta> {
  const delModo = await selectCartasDelModo(db, comercio.id, params.enLocal);
  const carta = params.cartaId === undefined ? delModo[0] : await selectCarta(db, comercio.id, params.cartaId);
  if (!carta) throw notFound(MSG_CARTA_NO_ENCONTRADA);
  const grupos = await selectGruposConPlatos(db, carta.id);
  const opciones = await selectOpcionesByPlato(
    db,
    grupos.flatMap((g) => g.platos.map((p) => p.id)),
  );
  return {
    id: carta.id,
    nombre: carta.nombre,
    configRestoId: comercio.id,
    configResto: toCartaConfigResto(comercio, now),
    enLocal: params.enLocal,
    soloLectura: !isPedidosOnline(comercio),
    grupos: grupos.map(({ grupo, platos }) => ({
      grupoId: grupo.id,
      orden: grupo.orden,
      descripcion: grupo.descripcion,
      platos: platos.map((p) => ({
        platoId: p.id,
        titulo: p.titulo,
        descripcion: p.descripcion,
        precio: toPesos(p.precio),
        orden: p.orden,
        imagenUrl: p.imagenUrl,
        mostrarImagen: p.mostrarImagen,
        cantidad: 0,
        opciones: [],
        platoProductoOpcs: getOpcionesVisibles(opciones.get(p.id) ?? []),
      })),
    })),
    cartas: delModo.map((c) => ({ id: c.id, nombre: c.nombre })),
  };
}

/** GET carta/opciones/{configRestoId}/{platoId}: the dish's visible option sets. */
export async function getOpcionesPlato(
  db: Db,
  site: SiteRow,
  configRestoId: number,
  platoId: number,
): Promise<PlatoProductoOpc[]> {
  const comercio = await selectById(db, site, configRestoId);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  const [plato] = await selectPlatosDelComercio(db, comercio.id, [platoId]);
  if (!plato) throw notFound(PLATO_NOT_FOUND);
  const opciones = await selectOpcionesByPlato(db, [plato.id]);
  return getOpcionesVisibles(opciones.get(plato.id) ?? []);
}

/** GET anuncios/anuncios/{configRestoId}/{tipo}/{delivery}: the business's announcements for that kind of order. */
export async function listAnuncios(
  db: Db,
  site: SiteRow,
  configRestoId: number,
  tipo: number,
  delivery: boolean,
): Promise<Anuncio[]> {
  const comercio = await selectById(db, site, configRestoId);
  if (!comercio) throw notFound(COMERCIO_NOT_FOUND);
  return selectAnuncios(db, comercio.id, tipo, delivery);
}
