import type { Carta, Plato } from '@vidriera/domain/carta';
import type { Pedido } from '@vidriera/domain/pedidos';
import type { App } from '../../src/app.ts';
import { bearer } from './sessions.ts';

export const TANDIL = 'tandil.localhost';

/** The menu of a business, as the web loads it. */
export async function getCarta(app: App, carpeta: string, enLocal = 0, host = TANDIL): Promise<Carta> {
  const res = await app.inject({ method: 'GET', url: `/api/carta/${carpeta}/${enLocal}`, headers: { host } });
  if (res.statusCode !== 200) throw new Error(`carta ${carpeta}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function findPlato(carta: Carta, titulo: string): Plato {
  const plato = carta.grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);
  if (!plato) throw new Error(`no dish ${titulo} in ${carta.configResto.carpeta}`);
  return plato;
}

/** The option choice of a set of the dish by the options' descriptions, with their ids (as the dialog sends it). */
export function elegir(plato: Plato, set: string, ...descripciones: string[]) {
  const found = plato.platoProductoOpcs.find((s) => s.productoOpc.descripcion === set);
  if (!found) throw new Error(`no set ${set} in ${plato.titulo}`);
  return {
    productoOpcId: found.productoOpcId,
    productoOpcDets: descripciones.map((descripcion) => {
      const det = found.productoOpc.productosOpcDets.find((d) => d.descripcion === descripcion);
      if (!det) throw new Error(`no option ${descripcion} in ${set}`);
      return { productoOpcDetId: det.productoOpcDetId, descripcion };
    }),
  };
}

export const pedir = (app: App, token: string | null, body: unknown, host = TANDIL) =>
  app.inject({
    method: 'POST',
    url: '/api/pedidos/pedir',
    headers: { host, ...(token ? bearer(token) : {}) },
    payload: body as object,
  });

/** Places an order that must succeed; answers its id. */
export async function pedirOk(app: App, token: string, body: unknown, host = TANDIL): Promise<number> {
  const res = await pedir(app, token, body, host);
  if (res.statusCode !== 200) throw new Error(`pedir: ${res.statusCode} ${res.body}`);
  return (res.json() as { pedidoId: number }).pedidoId;
}

export async function getPedido(app: App, token: string, id: number, host = TANDIL): Promise<Pedido> {
  const res = await app.inject({ method: 'GET', url: `/api/pedidos/${id}`, headers: { host, ...bearer(token) } });
  if (res.statusCode !== 200) throw new Error(`pedido ${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A merchant's move of an order: aceptar, entregado, rechazar, cancelar. */
export const mover = (app: App, token: string | null, configRestoId: number, id: number, move: string, body?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/merchant/pedidos/${configRestoId}/${id}/${move}`,
    headers: token ? bearer(token) : {},
    ...(body ? { payload: body } : {}),
  });
