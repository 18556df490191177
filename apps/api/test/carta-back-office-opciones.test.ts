import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anuncio, type AnuncioAdmin, type ProductoOpcAdmin, MSG_ORDEN_INCOMPLETO } from '@vidriera/domain/carta';
import { editorApi, findPlatoAdmin, getEditor, getPublicCarta, lastAudit } from './helpers/carta-back-office.ts';
import { findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The menu editor's option sets, their link to dishes, and the menu announcements (La Farola's owner). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof editorApi>;
let laFarola: number;
let cumbre: number;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  api = editorApi(t.app);
  laFarola = await findComercioId(t.db, 'la-farola');
  cumbre = await findComercioId(t.db, 'cumbre-centro');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  otherOwner = bearer((await login(t.app, 'cumbre', 'cumbre1234')).token);
});
afterAll(() => t.close());

const publicPlato = async (titulo: string) =>
  (await getPublicCarta(t.app, 'la-farola')).grupos.flatMap((g) => g.platos).find((p) => p.titulo === titulo);

async function createSalsas(): Promise<ProductoOpcAdmin> {
  const res = await api('POST', laFarola, '/opciones', owner, {
    descripcion: 'Salsas',
    productosOpcDets: [
      { descripcion: 'Chimichurri' },
      { descripcion: 'Criolla', precio: 500 },
      { descripcion: 'Alioli' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('option sets', () => {
  let salsas: ProductoOpcAdmin;

  it('creates a set with its options in order, surcharges in pesos, audited', async () => {
    salsas = await createSalsas();
    expect(salsas).toMatchObject({
      descripcion: 'Salsas',
      anulado: false,
      productosOpcDets: [
        { descripcion: 'Chimichurri', precio: 0, orden: 0, anulado: false },
        { descripcion: 'Criolla', precio: 500, orden: 1, anulado: false },
        { descripcion: 'Alioli', precio: 0, orden: 2, anulado: false },
      ],
    });
    const audit = await lastAudit(t.db, 'productoOpc', salsas.productoOpcId);
    expect(audit).toMatchObject({ action: 'opciones.crear', userName: 'lafarola', comercioId: laFarola });
  });

  it('links sets to a dish; the public menu and its options call show them at once', async () => {
    const chorizo = findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Chorizo criollo');
    expect((await publicPlato('Chorizo criollo'))?.platoProductoOpcs).toEqual([]);
    const res = await api('PUT', laFarola, `/platos/${chorizo.platoId}/opciones`, owner, {
      opciones: [{ productoOpcId: salsas.productoOpcId, min: 0, maxFree: 1, max: 2, precioExtra: 300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().opciones).toEqual([
      { productoOpcId: salsas.productoOpcId, min: 0, maxFree: 1, max: 2, precioExtra: 300, orden: 0, anulado: false },
    ]);
    const shown = (await publicPlato('Chorizo criollo'))?.platoProductoOpcs;
    expect(shown).toEqual([
      expect.objectContaining({
        productoOpcId: salsas.productoOpcId,
        min: 0,
        maxFree: 1,
        max: 2,
        precioExtra: 300,
        productoOpc: expect.objectContaining({ descripcion: 'Salsas' }),
      }),
    ]);
    const opciones = await t.app.inject({ method: 'GET', url: `/api/carta/opciones/${laFarola}/${chorizo.platoId}` });
    expect(opciones.json()).toHaveLength(1);
    expect(await lastAudit(t.db, 'plato', chorizo.platoId)).toMatchObject({ action: 'plato.opciones', before: [] });
  });

  it('replaces the options: changed by id, new ones added, left-out ones annulled (hidden from customers)', async () => {
    const [chimi, criolla] = salsas.productosOpcDets;
    const res = await api('PUT', laFarola, `/opciones/${salsas.productoOpcId}`, owner, {
      descripcion: 'Salsas caseras',
      productosOpcDets: [
        { productoOpcDetId: criolla!.productoOpcDetId, descripcion: 'Criolla', precio: 650 },
        { productoOpcDetId: chimi!.productoOpcDetId, descripcion: 'Chimichurri' },
        { descripcion: 'Provenzal' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as ProductoOpcAdmin;
    expect(updated.descripcion).toBe('Salsas caseras');
    expect(updated.productosOpcDets.map((d) => [d.descripcion, d.precio, d.anulado])).toEqual([
      ['Criolla', 650, false],
      ['Chimichurri', 0, false],
      ['Provenzal', 0, false],
      ['Alioli', 0, true],
    ]);
    const audit = await lastAudit(t.db, 'productoOpc', salsas.productoOpcId);
    expect(audit?.before).toMatchObject({ descripcion: 'Salsas' });
    expect(audit?.after).toMatchObject({ descripcion: 'Salsas caseras' });
    const shown = (await publicPlato('Chorizo criollo'))?.platoProductoOpcs[0]?.productoOpc;
    expect(shown?.productosOpcDets.map((d) => d.descripcion)).toEqual(['Criolla', 'Chimichurri', 'Provenzal']);
    salsas = updated;
  });

  it('annulling a set takes it out of every dish; listing it again on a dish brings it back', async () => {
    const body = { descripcion: salsas.descripcion, anulado: true, productosOpcDets: salsas.productosOpcDets };
    expect((await api('PUT', laFarola, `/opciones/${salsas.productoOpcId}`, owner, body)).statusCode).toBe(200);
    expect((await publicPlato('Chorizo criollo'))?.platoProductoOpcs).toEqual([]);
    const restored = { ...body, anulado: false };
    expect((await api('PUT', laFarola, `/opciones/${salsas.productoOpcId}`, owner, restored)).statusCode).toBe(200);
    expect((await publicPlato('Chorizo criollo'))?.platoProductoOpcs).toHaveLength(1);

    const chorizo = findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Chorizo criollo');
    const unlinked = await api('PUT', laFarola, `/platos/${chorizo.platoId}/opciones`, owner, { opciones: [] });
    expect(unlinked.json().opciones).toEqual([expect.objectContaining({ anulado: true })]);
    expect((await publicPlato('Chorizo criollo'))?.platoProductoOpcs).toEqual([]);
  });

  it('refuses bad sets and links with Spanish messages', async () => {
    const chorizo = findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Chorizo criollo');
    const link = (o: object) =>
      api('PUT', laFarola, `/platos/${chorizo.platoId}/opciones`, owner, {
        opciones: [{ productoOpcId: salsas.productoOpcId, min: 0, maxFree: 0, max: 1, ...o }],
      });
    const badLinks: Array<[object, string]> = [
      [{ min: 3, max: 2 }, 'El mínimo no puede superar al máximo'],
      [{ maxFree: 3, max: 2 }, 'Las opciones sin cargo no pueden superar al máximo'],
      [{ max: 0 }, 'El máximo debe ser al menos 1'],
      [{ max: 21 }, 'El máximo puede ser como máximo 20'],
      [{ precioExtra: -1 }, 'El precio de cada opción extra no puede ser negativo'],
    ];
    for (const [o, message] of badLinks) {
      const res = await link(o);
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ajeno = (await getEditor(t.app, cumbre, otherOwner)).productoOpcs[0]!;
    const foreign = await link({ productoOpcId: ajeno.productoOpcId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`No se encontró el grupo de opciones ${ajeno.productoOpcId}`);

    const badSets: Array<[object, string]> = [
      [{ descripcion: '', productosOpcDets: [{ descripcion: 'A' }] }, 'Ingresá el nombre del grupo de opciones'],
      [{ descripcion: 'X', productosOpcDets: [] }, 'Agregá al menos una opción'],
      [{ descripcion: 'X', productosOpcDets: [{ descripcion: 'A', precio: -2 }] }, 'El recargo no puede ser negativo'],
    ];
    for (const [body, message] of badSets) {
      const res = await api('POST', laFarola, '/opciones', owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const otherDet = ajeno.productosOpcDets[0]!.productoOpcDetId;
    const stolen = await api('PUT', laFarola, `/opciones/${salsas.productoOpcId}`, owner, {
      descripcion: 'Salsas',
      productosOpcDets: [{ productoOpcDetId: otherDet, descripcion: 'Robada' }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(`La opción ${otherDet} no es de este grupo de opciones`);
    const notMine = await api('PUT', laFarola, `/opciones/${ajeno.productoOpcId}`, owner, {
      descripcion: 'Mía',
      productosOpcDets: [{ descripcion: 'A' }],
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('announcements', () => {
  const publicAnuncios = async (delivery: 0 | 1): Promise<Anuncio[]> =>
    (await t.app.inject({ method: 'GET', url: `/api/anuncios/anuncios/${laFarola}/1/${delivery}` })).json();

  it('creates, hides, shows and reorders the menu announcements; the public call follows at once', async () => {
    const TEXTO = 'Los domingos el envío es sin cargo.';
    const before = (await getEditor(t.app, laFarola, owner)).anuncios;
    const res = await api('POST', laFarola, '/anuncios', owner, {
      tipoDescripcion: 'Envíos',
      descripcion: TEXTO,
      delivery: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const anuncio = res.json() as AnuncioAdmin;
    expect(anuncio).toMatchObject({ activo: true, delivery: true, orden: before.length });
    expect(await publicAnuncios(1)).toContainEqual({ tipoDescripcion: 'Envíos', descripcion: TEXTO });
    expect((await publicAnuncios(0)).map((a) => a.descripcion)).not.toContain(TEXTO);

    const ids = (await getEditor(t.app, laFarola, owner)).anuncios.map((a) => a.id);
    const reordered = [anuncio.id, ...ids.filter((id) => id !== anuncio.id)];
    expect((await api('PUT', laFarola, '/anuncios/orden', owner, { ids: reordered })).statusCode).toBe(204);
    expect((await publicAnuncios(1))[0]?.descripcion).toBe(TEXTO);
    const partial = await api('PUT', laFarola, '/anuncios/orden', owner, { ids: [anuncio.id] });
    expect(partial.json().message).toBe(MSG_ORDEN_INCOMPLETO);

    const hidden = await api('PATCH', laFarola, `/anuncios/${anuncio.id}`, owner, { activo: false });
    expect(hidden.json()).toMatchObject({ activo: false });
    expect(await lastAudit(t.db, 'anuncio', anuncio.id)).toMatchObject({
      action: 'anuncio.actualizar',
      before: expect.objectContaining({ activo: true }),
      after: expect.objectContaining({ activo: false }),
    });
    expect((await publicAnuncios(1)).map((a) => a.descripcion)).not.toContain(TEXTO);
  });

  it('refuses bad announcements and those of another business', async () => {
    const empty = await api('POST', laFarola, '/anuncios', owner, { descripcion: ' ' });
    expect(empty.json().message).toBe('Ingresá el texto del anuncio');
    const long = await api('POST', laFarola, '/anuncios', owner, { descripcion: 'x'.repeat(501) });
    expect(long.json().message).toBe('El anuncio puede tener hasta 500 caracteres');
    const delivery = await api('POST', laFarola, '/anuncios', owner, { descripcion: 'Hola', delivery: 'si' });
    expect(delivery.statusCode).toBe(400);
    const ajeno = (await api('POST', cumbre, '/anuncios', otherOwner, { descripcion: 'Promo de helados' })).json();
    const res = await api('PATCH', laFarola, `/anuncios/${ajeno.id}`, owner, { activo: false });
    expect(res.statusCode).toBe(404);
    expect((await api('PATCH', laFarola, '/anuncios/999999', owner, { activo: false })).statusCode).toBe(404);
  });
});
