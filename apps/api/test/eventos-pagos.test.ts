import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_PEDIDO_NO_PAGABLE,
  MSG_PEDIDO_YA_PAGADO,
  parseAdditionalInfo,
  type InfoPago,
} from '@vidriera/domain/pagos';
import type { VentaEvento } from '@vidriera/domain/eventos';
import { ventasTickets } from '../src/db/schema.ts';
import { ventaChanges } from '../src/modules/eventos/notify.ts';
import { countAppliedPayments } from '../src/modules/pagos/service.ts';
import { compraBody, comprar, createCustomer, findEvento, getCartelera, TANDIL } from './helpers/eventos.ts';
import { bearer } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Online payment of ticket purchases through the same PaymentProvider as orders (the built-in simulated one):
 * eventos/PreparePedidoPago, eventos/GetInfoPago, the checkout's approve button and the webhook it drives
 * (5 → 1, once), and the live NOTIFY of every change.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: number; token: string };
let beto: { id: number; token: string };
let blues: Awaited<ReturnType<typeof findEvento>>;
let pena: Awaited<ReturnType<typeof findEvento>>;
const notified: VentaEvento[] = [];

const prepare = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/eventos/PreparePedidoPago',
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
    payload: payload as object,
  });
const infoPago = (token: string | null, id: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/eventos/GetInfoPago/${id}`,
    headers: { host: TANDIL, ...(token ? bearer(token) : {}) },
  });
const estadoOf = async (id: number) =>
  (await t.db.select({ estado: ventasTickets.estado }).from(ventasTickets).where(eq(ventasTickets.id, id)))[0]?.estado;

async function buyOnline(token: string, cantidad = 2): Promise<number> {
  const general = blues.variantes.find((v) => v.titulo === 'General')!.id;
  const res = await comprar(t.app, token, compraBody(blues, cantidad, 3, { eventoVarianteId: general }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app, t.db, '2494444001', 'Ana Pagos');
  beto = await createCustomer(t.app, t.db, '2494444002', 'Beto Pagos');
  blues = findEvento(await getCartelera(t.app, 'cartelera/cerveceria-la-serrana'), 'Noche de Blues con La Rueda');
  pena = findEvento(await getCartelera(t.app, 'cartelera/el-fogon-serrano'), 'Peña folclórica con Los Hermanos Suárez');
  await t.database.listen(ventaChanges.channel, (payload) => notified.push(JSON.parse(payload)));
});
afterAll(() => t.close());

describe('eventos/PreparePedidoPago and eventos/GetInfoPago', () => {
  it("prepares the checkout for the purchase's server-computed total and hands the same one again", async () => {
    const id = await buyOnline(ana.token);
    const res = await prepare(ana.token, { id });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json() as InfoPago;
    expect(info).toMatchObject({ id, provider: 'simulado', importe: 16000 });
    expect(parseAdditionalInfo(info.additionalInfo)?.preferenceId).toMatch(/^sim-/);
    expect((await prepare(ana.token, { id })).json()).toEqual(info);
    expect((await infoPago(ana.token, id)).json()).toEqual(info);
  });

  it('GetInfoPago prepares the checkout when the app did not call PreparePedidoPago first', async () => {
    const id = await buyOnline(ana.token, 1);
    const first = await infoPago(ana.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, importe: 8000 });
    expect((await prepare(ana.token, { id })).json()).toEqual(first.json());
  });

  it('only the buyer prepares or reads the payment (404), after logging in (401); bad ids are a 400', async () => {
    const id = await buyOnline(ana.token, 1);
    for (const res of [await prepare(beto.token, { id }), await infoPago(beto.token, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No se encontró la compra');
    }
    expect((await prepare(null, { id })).statusCode).toBe(401);
    expect((await infoPago(null, id)).statusCode).toBe(401);
    expect((await prepare(ana.token, {})).statusCode).toBe(400);
    expect((await prepare(ana.token, { id: 'x' })).statusCode).toBe(400);
    expect((await infoPago(ana.token, 'x')).statusCode).toBe(400);
  });

  it('a transfer purchase is not paid online (409)', async () => {
    const general = pena.variantes.find((v) => v.titulo === 'General')!.id;
    const res = await comprar(t.app, ana.token, compraBody(pena, 1, 5, { eventoVarianteId: general }));
    const again = await prepare(ana.token, { id: res.json().id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_PEDIDO_NO_PAGABLE);
  });
});

describe('paying through the simulated checkout', () => {
  it("approval confirms the purchase (5 → 1) once; then 'El pedido ya fue pagado'", async () => {
    const id = await buyOnline(ana.token);
    const info = (await prepare(ana.token, { id })).json() as InfoPago;
    const path = new URL(info.checkoutUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { host: TANDIL } });
    expect(page.body).toContain(`Entradas #${id} - Noche de Blues con La Rueda - Cervecería La Serrana`);

    const choose = (accion: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { host: TANDIL, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `accion=${accion}`,
      });
    expect((await choose('rechazar')).statusCode).toBe(303);
    expect(await estadoOf(id)).toBe(5);
    const approved = await choose('aprobar');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://${TANDIL}/#/compra-realizada/cerveceria-la-serrana/${id}`);
    expect(await estadoOf(id)).toBe(1);
    const [row] = await t.db.select().from(ventasTickets).where(eq(ventasTickets.id, id));
    expect(row?.paymentRef).toMatch(/^simulado:/);
    expect(row?.pagadoAt).not.toBeNull();

    // A repeated notification changes nothing.
    const simulated = t.app.payments.deps.providers.simulated!;
    const payment = row!.paymentRef!.split(':')[1]!;
    const notification = simulated.buildNotification(payment);
    const repeated = await t.app.inject({
      method: 'POST',
      url: notification.url,
      headers: { host: TANDIL, ...notification.headers },
      payload: notification.body as object,
    });
    expect(repeated.json()).toMatchObject({ resultado: 'repetido' });
    expect(await countAppliedPayments(t.db, { kind: 'venta', id })).toBe(1);
    expect(await estadoOf(id)).toBe(1);

    for (const res of [await prepare(ana.token, { id }), await infoPago(ana.token, id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG_PEDIDO_YA_PAGADO);
    }
    const venta = await t.app.inject({
      method: 'GET',
      url: `/api/eventos/GetCompraTicket/cerveceria-la-serrana/${id}`,
      headers: { host: TANDIL, ...bearer(ana.token) },
    });
    expect(venta.json()).toMatchObject({ estado: 1, estadoTexto: 'Confirmada' });
  });

  it('announces every sale and payment on venta_changed', async () => {
    const id = await buyOnline(beto.token, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notified).toContainEqual({
      ventaId: id,
      comercioId: blues.configRestoId,
      usuarioId: beto.id,
      estado: 5,
      estadoTexto: 'Pendiente de Pago',
    });
    expect(notified.some((n) => n.estado === 1)).toBe(true);
  });
});
