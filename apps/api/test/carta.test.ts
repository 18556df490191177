import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anuncio, Carta, PlatoProductoOpc } from '@vidriera/domain/carta';
import { comercios, platoProductoOpcs, productoOpcDets } from '../src/db/schema.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The menu calls over HTTP on the demo data (demo-cartas-menus.ts), at the test clock's Saturday 2026-11-21
 * 21:00 in Buenos Aires.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
const TANDIL = 'tandil.localhost';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host = TANDIL) => t.app.inject({ method: 'GET', url, headers: { host } });

async function carta(url: string, host = TANDIL): Promise<Carta> {
  const res = await get(url, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const allPlatos = (c: Carta) => c.grupos.flatMap((g) => g.platos);

describe('GET carta/{carpeta}/{enLocal}[/{cartaId}]', () => {
  it("answers the business's default online menu with groups, dishes in pesos and the merchant", async () => {
    const c = await carta('/api/carta/la-farola/0');
    expect(c.nombre).toBe('Carta');
    expect(c.enLocal).toBe(false);
    expect(c.soloLectura).toBe(false);
    expect(c.grupos.map((g) => g.descripcion)).toEqual(['Entradas', 'Parrilla', 'Postres', 'Bebidas']);
    const provoleta = allPlatos(c).find((p) => p.titulo === 'Provoleta a la parrilla');
    expect(provoleta).toMatchObject({
      precio: 9800,
      cantidad: 0,
      opciones: [],
      mostrarImagen: true,
      imagenUrl: '/img/la-farola/platos/provoleta-a-la-parrilla.webp',
    });
    expect(c.configResto).toMatchObject({
      carpeta: 'la-farola',
      abierto: true,
      pTarjetaDomicilio: true,
      pMercadoPago: true,
      mp_Online: true,
      pTransferencia: false,
      regionOffset: -3,
      costoEnvioText: 'Envío sin cargo en el centro; al resto de Tandil, $ 1.500.',
    });
    // Several cartas: the online mode lists both of La Farola's.
    expect(c.cartas.map((x) => x.nombre)).toEqual(['Carta', 'Menú ejecutivo']);
  });

  it('accepts enLocal as 0/1 or true/false and picks the menus of the in-venue mode', async () => {
    const online = await carta('/api/carta/cerveceria-la-serrana/false');
    const enLocal = await carta('/api/carta/cerveceria-la-serrana/1');
    expect(enLocal.enLocal).toBe(true);
    expect(online.cartas.map((x) => x.nombre)).toEqual(['Carta']);
    expect(enLocal.cartas.map((x) => x.nombre)).toEqual(['Carta', 'Cervezas del salón']);
    expect((await carta('/api/carta/cerveceria-la-serrana/true')).id).toBe(enLocal.id);
  });

  it('renders a given cartaId of the business, and 404s one of another business', async () => {
    const farola = await carta('/api/carta/la-farola/0');
    const ejecutivo = farola.cartas.find((x) => x.nombre === 'Menú ejecutivo')!;
    const c = await carta(`/api/carta/la-farola/0/${ejecutivo.id}`);
    expect(allPlatos(c).map((p) => p.titulo)).toEqual(['Ejecutivo de parrilla']);
    const serrana = await carta('/api/carta/cerveceria-la-serrana/0');
    const other = await get(`/api/carta/la-farola/0/${serrana.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('El comercio no tiene una carta cargada');
  });

  it('is read-only for a business that takes no online orders', async () => {
    const c = await carta('/api/carta/el-fogon-serrano/1');
    expect(c.soloLectura).toBe(true);
    expect(c.configResto.permitePedidosOnline).toBe(false);
    expect(allPlatos(c).length).toBeGreaterThan(0);
  });

  it('only shows businesses of the Host site', async () => {
    // La Farola is not on the centro portal; La Vieja Esquina is, and on its own site.
    expect((await get('/api/carta/la-farola/0', 'centro.localhost')).statusCode).toBe(404);
    expect((await get('/api/carta/la-vieja-esquina/0', 'centro.localhost')).statusCode).toBe(200);
    expect((await get('/api/carta/la-vieja-esquina/0', 'la-vieja-esquina.localhost')).statusCode).toBe(200);
    expect((await get('/api/carta/la-farola/0', 'la-vieja-esquina.localhost')).statusCode).toBe(404);
  });

  it('answers 404 for a business without a menu and 400 for bad parameters', async () => {
    const grupo = await get('/api/carta/heladerias-cumbre/0');
    expect(grupo.statusCode).toBe(404);
    expect(grupo.json()).toMatchObject({ status: 404, message: 'El comercio no tiene una carta cargada' });
    expect((await get('/api/carta/no-existe/0')).statusCode).toBe(404);
    const bad = await get('/api/carta/la-farola/2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Debe ser 0, 1, true o false');
    expect((await get('/api/carta/la-farola/0/abc')).statusCode).toBe(400);
    expect((await get('/api/carta/la%20farola/0')).statusCode).toBe(400);
  });

  it('hides annulled options and annulled option sets', async () => {
    const c = await carta('/api/carta/cumbre-centro/0');
    const cuarto = allPlatos(c).find((p) => p.titulo === 'Helado 1/4 kg')!;
    const gustos = cuarto.platoProductoOpcs[0]!;
    expect(gustos).toMatchObject({ min: 1, maxFree: 2, max: 3, precioExtra: 800, anulado: false });
    const nombres = gustos.productoOpc.productosOpcDets.map((d) => d.descripcion);
    expect(nombres).toContain('Sambayón');
    expect(nombres).not.toContain('Menta granizada');
    expect(gustos.productoOpc.productosOpcDets.find((d) => d.descripcion === 'Pistacho')?.precio).toBe(900);
  });

  it('answers from the cache until a catalogue change is announced', async () => {
    const before = await carta('/api/carta/burger-club/0');
    const [burger] = await t.db.select().from(comercios).where(eq(comercios.carpeta, 'burger-club'));
    await t.db.update(comercios).set({ permitePedidosOnline: false }).where(eq(comercios.id, burger!.id));
    expect((await carta('/api/carta/burger-club/0')).soloLectura).toBe(before.soloLectura);
    await t.app.announceCatalogChange();
    expect((await carta('/api/carta/burger-club/0')).soloLectura).toBe(true);
    await t.db.update(comercios).set({ permitePedidosOnline: true }).where(eq(comercios.id, burger!.id));
    await t.app.announceCatalogChange();
  });

  it("recomputes 'abierto' when the clock crosses a minute", async () => {
    // Fugazza al Paso opens Monday to Saturday 11:30 to 15:30.
    t.clock.set('2026-11-21T15:29:00-03:00');
    expect((await carta('/api/carta/fugazza-al-paso/0')).configResto.abierto).toBe(true);
    t.clock.set('2026-11-21T15:30:00-03:00');
    expect((await carta('/api/carta/fugazza-al-paso/0')).configResto.abierto).toBe(false);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });
});

describe('GET carta/opciones/{configRestoId}/{platoId}', () => {
  it("answers the dish's visible option sets", async () => {
    const c = await carta('/api/carta/burger-club/0');
    const clasica = allPlatos(c).find((p) => p.titulo === 'Club clásica')!;
    const res = await get(`/api/carta/opciones/${c.configRestoId}/${clasica.platoId}`);
    expect(res.statusCode).toBe(200);
    const sets: PlatoProductoOpc[] = res.json();
    expect(sets.map((s) => s.productoOpc.descripcion)).toEqual(['Pan', 'Acompañamiento', 'Extras']);
    expect(sets).toEqual(clasica.platoProductoOpcs);
  });

  it('drops a set the business annulled for the dish', async () => {
    const c = await carta('/api/carta/la-farola/0');
    const vacio = allPlatos(c).find((p) => p.titulo === 'Vacío')!;
    const punto = vacio.platoProductoOpcs[0]!;
    await t.db
      .update(platoProductoOpcs)
      .set({ anulado: true })
      .where(eq(platoProductoOpcs.productoOpcId, punto.productoOpcId));
    await t.db
      .update(productoOpcDets)
      .set({ anulado: true })
      .where(eq(productoOpcDets.descripcion, 'Puré de calabaza'));
    await t.app.announceCatalogChange();
    const sets: PlatoProductoOpc[] = (await get(`/api/carta/opciones/${c.configRestoId}/${vacio.platoId}`)).json();
    expect(sets.map((s) => s.productoOpc.descripcion)).toEqual(['Guarnición']);
    expect(sets[0]!.productoOpc.productosOpcDets.map((d) => d.descripcion)).not.toContain('Puré de calabaza');
  });

  it('404s a dish of another business and 400s bad ids', async () => {
    const farola = await carta('/api/carta/la-farola/0');
    const burger = await carta('/api/carta/burger-club/0');
    const res = await get(`/api/carta/opciones/${farola.configRestoId}/${allPlatos(burger)[0]!.platoId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el plato');
    expect((await get('/api/carta/opciones/x/1')).statusCode).toBe(400);
    expect((await get('/api/carta/opciones/1/-4')).statusCode).toBe(400);
  });
});

describe('GET anuncios/anuncios/{configRestoId}/1/{delivery}', () => {
  it('lists the announcements for deliveries or for pickup', async () => {
    const { configRestoId } = await carta('/api/carta/la-farola/0');
    const delivery: Anuncio[] = (await get(`/api/anuncios/anuncios/${configRestoId}/1/1`)).json();
    const retiro: Anuncio[] = (await get(`/api/anuncios/anuncios/${configRestoId}/1/false`)).json();
    expect(delivery.map((a) => a.tipoDescripcion)).toEqual(['Promo', 'Envíos']);
    expect(retiro.map((a) => a.tipoDescripcion)).toEqual(['Promo', 'Salón']);
    expect(delivery[0]).toEqual({
      tipoDescripcion: 'Promo',
      descripcion: 'Parrillada para dos + Malbec de la casa: $ 58.000.',
    });
  });

  it('answers empty for another type and 400 for a bad delivery flag', async () => {
    const { configRestoId } = await carta('/api/carta/la-farola/0');
    expect((await get(`/api/anuncios/anuncios/${configRestoId}/2/1`)).json()).toEqual([]);
    expect((await get(`/api/anuncios/anuncios/${configRestoId}/1/si`)).statusCode).toBe(400);
    expect((await get('/api/anuncios/anuncios/99999/1/1')).statusCode).toBe(404);
  });
});
