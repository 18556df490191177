import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSE_MINUTES, isIdempotencyKey } from '@vidriera/domain/common';
import type { PedirRequest } from '@vidriera/domain/pedidos';

// Customer writes carry their confirmation's Idempotency-Key (src/api/idempotency-keys.ts, decision 044): every
// try of the same confirmation until an answer arrives sends the same key, a new confirmation a new one. Each test
// loads the app's modules afresh (a page load) on a fake clock; local storage outlives a load, as in a browser.

type Modules = {
  keys: typeof import('../../src/api/idempotency-keys.ts');
  pedir: typeof import('../../src/api/pedir.ts');
  reservar: typeof import('../../src/api/reservar.ts');
  comprar: typeof import('../../src/api/comprar-tickets.ts');
  participar: typeof import('../../src/api/participar.ts');
  pagoPedido: typeof import('../../src/api/prepare-pedido-pago.ts');
  pagoVenta: typeof import('../../src/api/prepare-venta-pago.ts');
  calificar: typeof import('../../src/api/calificar-pedido.ts');
};

async function loadPage(): Promise<Modules> {
  vi.resetModules();
  return {
    keys: await import('../../src/api/idempotency-keys.ts'),
    pedir: await import('../../src/api/pedir.ts'),
    reservar: await import('../../src/api/reservar.ts'),
    comprar: await import('../../src/api/comprar-tickets.ts'),
    participar: await import('../../src/api/participar.ts'),
    pagoPedido: await import('../../src/api/prepare-pedido-pago.ts'),
    pagoVenta: await import('../../src/api/prepare-venta-pago.ts'),
    calificar: await import('../../src/api/calificar-pedido.ts'),
  };
}

const NOW = Date.parse('2026-11-21T21:00:00-03:00');

/** How the next call ends: an answer with this status and body, or 'offline' (fetch rejects: no signal). */
type Outcome = { status: number; body: unknown } | 'offline';

/** The network: each call takes the next outcome; the keys the calls carried are in `sent`. */
function stubNetwork(...outcomes: Outcome[]) {
  const sent: Array<string | undefined> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
      const outcome = outcomes.shift();
      if (!outcome) throw new Error('no answer stubbed for this call');
      if (outcome === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(outcome.body), {
        status: outcome.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const placed = (pedidoId: number): Outcome => ({ status: 200, body: { pedidoId } });
const refused = (status: number, message = 'No se pudo'): Outcome => ({
  status,
  body: { status, error: 'Error', message },
});

const order = (cantidad = 1): PedirRequest => ({
  configRestoId: 7,
  cartaId: null,
  pedidosIts: [{ platoId: 11, cantidad }],
  formaPagoId: 0,
  delivery: false,
  domicilio: null,
  pagaCon: null,
  observacion: null,
  mesa: null,
  enLocal: false,
  lat: null,
  lng: null,
});

let page: Modules;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('id', '42');
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  page = await loadPage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the key of a confirmation', () => {
  it('is sent with every try until an answer arrives, after a reload too; a new order gets another', async () => {
    const sent = stubNetwork('offline', 'offline', placed(5), placed(6));
    await expect(page.pedir.pedir(order())).rejects.toMatchObject({ status: 0 });
    await expect(page.pedir.pedir(order())).rejects.toMatchObject({ status: 0 });
    // The phone restarts the app: the unanswered confirmation keeps its key.
    page = await loadPage();
    await expect(page.pedir.pedir(order())).resolves.toEqual({ pedidoId: 5 });
    // Answered: the same order again is a new order.
    await expect(page.pedir.pedir(order())).resolves.toEqual({ pedidoId: 6 });
    expect(sent.every(isIdempotencyKey)).toBe(true);
    expect(sent.slice(0, 3)).toEqual([sent[0], sent[0], sent[0]]);
    expect(sent[3]).not.toBe(sent[0]);
  });

  it('is kept through a server error or the database away (outcome unknown), not after a refusal', async () => {
    const sent = stubNetwork(refused(503), refused(500), refused(400), placed(9));
    await expect(page.pedir.pedir(order())).rejects.toMatchObject({ status: 503 });
    await expect(page.pedir.pedir(order())).rejects.toMatchObject({ status: 500 });
    await expect(page.pedir.pedir(order())).rejects.toMatchObject({ status: 400 });
    // A refusal wrote nothing: the next try is a confirmation of its own.
    await page.pedir.pedir(order());
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[0]);
  });

  it('is another one for another order: a changed order is a new confirmation', async () => {
    const sent = stubNetwork('offline', 'offline', 'offline');
    await page.pedir.pedir(order(1)).catch(() => undefined);
    await page.pedir.pedir(order(2)).catch(() => undefined);
    await page.pedir.pedir(order(2)).catch(() => undefined);
    expect(sent[1]).not.toBe(sent[0]);
    expect(sent[2]).toBe(sent[1]);
  });

  it('lasts 30 minutes by the server clock: later the same order is a new one', async () => {
    const sent = stubNetwork('offline', 'offline', 'offline');
    await page.pedir.pedir(order()).catch(() => undefined);
    vi.setSystemTime(NOW + IDEMPOTENCY_KEY_REUSE_MINUTES * 60_000 - 1000);
    await page.pedir.pedir(order()).catch(() => undefined);
    vi.setSystemTime(NOW + IDEMPOTENCY_KEY_REUSE_MINUTES * 60_000 + 1000);
    await page.pedir.pedir(order()).catch(() => undefined);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it("is never another customer's on the same phone", async () => {
    const sent = stubNetwork('offline', 'offline');
    await page.pedir.pedir(order()).catch(() => undefined);
    localStorage.setItem('id', '43');
    await page.pedir.pedir(order()).catch(() => undefined);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('is kept for the visit when the phone keeps no storage (private mode)', async () => {
    const sent = stubNetwork('offline', 'offline', 'offline');
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse });
    await page.pedir.pedir(order()).catch(() => undefined);
    await page.pedir.pedir(order()).catch(() => undefined);
    page = await loadPage();
    await page.pedir.pedir(order()).catch(() => undefined);
    expect(sent.every(isIdempotencyKey)).toBe(true);
    expect(sent[1]).toBe(sent[0]);
    // A new visit without storage cannot know the last one's key.
    expect(sent[2]).not.toBe(sent[0]);
  });
});

describe('customer writes', () => {
  it('each carry a key: ordering, booking, buying, entering a draw and starting a payment', async () => {
    const sent = stubNetwork(...Array.from({ length: 7 }, () => refused(400)));
    const calls = [
      page.pedir.pedir(order()),
      page.reservar.reservar({
        fechaHora: '2026-11-24T21:00:00-03:00',
        cantidad: 2,
        sectorId: 3,
        observacion: '',
        rango: 4,
        seleccionoHorario: true,
        configRestoId: 7,
        eventoId: null,
      }),
      page.comprar.comprarTickets({
        eventoId: 1,
        eventoFechaId: 2,
        cantidad: 1,
        tickets: [{ titular: 'Ana Gómez', telefono: '2494111222', cantidad: 1 }],
        formaPagoId: 3,
      }),
      page.participar.participar({ configRestoId: 7, concursoId: 4 }),
      page.pagoPedido.preparePedidoPago(5),
      page.pagoVenta.prepareVentaPago(6),
      page.calificar.calificarPedido(8, { puntajeCalidad: 5 }),
    ];
    for (const call of calls) await call.catch(() => undefined);
    expect(sent).toHaveLength(7);
    expect(sent.every(isIdempotencyKey)).toBe(true);
    expect(new Set(sent).size).toBe(7);
  });

  it("tells two orders' ratings apart by the order, not only by the body", async () => {
    const sent = stubNetwork('offline', 'offline', 'offline');
    await page.calificar.calificarPedido(8, { puntajeCalidad: 5 }).catch(() => undefined);
    await page.calificar.calificarPedido(9, { puntajeCalidad: 5 }).catch(() => undefined);
    await page.calificar.calificarPedido(9, { puntajeCalidad: 5 }).catch(() => undefined);
    expect(sent[1]).not.toBe(sent[0]);
    expect(sent[2]).toBe(sent[1]);
  });

  it('makes keys the server accepts, each one new', () => {
    const keys = Array.from({ length: 50 }, () => page.keys.newIdempotencyKey());
    expect(keys.every(isIdempotencyKey)).toBe(true);
    expect(keys.every((k) => k.length === 22)).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});
