import { afterEach, describe, expect, it, vi } from 'vitest';
import { type getListadoOperation, getListadoRoute } from '@vidriera/domain/comercios';
import { type getHorariosDisponiblesOperation, getHorariosDisponiblesRoute } from '@vidriera/domain/reservas';
import { callOperation } from '../../src/api/client.ts';
import { takeEarlyResponse } from '../../src/api/early-responses.ts';

/** What the page's inline script leaves (apps/api/src/plugins/web-app.ts, EARLY_RESPONSES_GLOBAL). */
interface EarlyCall {
  method: string;
  url: string;
  body: string | null;
  response: Promise<Response>;
  sentAt?: number;
  receivedAt?: number;
  after?: Promise<unknown>;
}
const early = (calls: EarlyCall[]) => {
  (window as unknown as { __earlyResponses?: EarlyCall[] }).__earlyResponses = calls;
};
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
/** A listing that keeps the contract (the app checks answers against it in tests). */
const listado: unknown[] = [];
const horarios = { horarios: [], sectores: [], servicios: [] };
const times = { fechaHora: '2026-11-21', cantidadPersonas: 2, configRestoId: 1 };

afterEach(() => {
  delete (window as unknown as { __earlyResponses?: unknown }).__earlyResponses;
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('takeEarlyResponse', () => {
  it('gives the answer of the same call once, with when the page sent it and when it came', async () => {
    const answer = json(horarios);
    const call = { method: 'POST', url: '/api/reservas/getHorariosDisponibles', body: JSON.stringify(times) };
    early([{ ...call, response: Promise.resolve(answer), sentAt: 1_000, receivedAt: 1_080 }]);
    const taken = takeEarlyResponse('POST', '/api/reservas/getHorariosDisponibles', JSON.stringify(times));
    expect(takeEarlyResponse('POST', '/api/reservas/getHorariosDisponibles', JSON.stringify(times))).toBeUndefined();
    expect(await taken).toEqual({ response: answer, sentAt: 1_000, receivedAt: 1_080 });
  });

  it("gives no times for a page that did not note them (an older page's script)", async () => {
    early([{ method: 'GET', url: '/api/carta/la-farola/0', body: null, response: Promise.resolve(json({})) }]);
    expect(await takeEarlyResponse('GET', '/api/carta/la-farola/0', undefined)).toMatchObject({
      sentAt: null,
      receivedAt: null,
    });
  });

  it('gives nothing for another call: another body, path or method, or no list at all', () => {
    expect(takeEarlyResponse('GET', '/api/carta/la-farola/0', undefined)).toBeUndefined();
    early([
      {
        method: 'POST',
        url: '/api/reservas/getHorariosDisponibles',
        body: JSON.stringify(times),
        response: Promise.resolve(json(horarios)),
      },
      { method: 'GET', url: '/api/carta/la-farola/0', body: null, response: Promise.resolve(json({})) },
    ]);
    const otherDay = JSON.stringify({ ...times, fechaHora: '2026-11-22' });
    expect(takeEarlyResponse('POST', '/api/reservas/getHorariosDisponibles', otherDay)).toBeUndefined();
    expect(takeEarlyResponse('GET', '/api/carta/la-farola/1', undefined)).toBeUndefined();
    expect(takeEarlyResponse('POST', '/api/carta/la-farola/0', '{}')).toBeUndefined();
    expect(takeEarlyResponse('GET', '/api/carta/la-farola/0', undefined)).toBeDefined();
  });
});

describe("the screen's data the page called early", () => {
  it("comes once the page's next steps with it are taken, so the app finds their calls instead of making them", async () => {
    let stepsTaken: () => void = () => {};
    const after = new Promise<void>((resolve) => {
      stepsTaken = resolve;
    });
    const announcements = json([]);
    const list: EarlyCall[] = [
      { method: 'GET', url: '/api/carta/la-farola/0', body: null, response: Promise.resolve(json({})), after },
    ];
    early(list);
    let answered = false;
    let next: ReturnType<typeof takeEarlyResponse>;
    const data = takeEarlyResponse('GET', '/api/carta/la-farola/0', undefined)?.then((answer) => {
      answered = true;
      // The app's next call, with the same data, finds the page's.
      next = takeEarlyResponse('GET', '/api/anuncios/anuncios/1/1/1', undefined);
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    // The page's step, with the answer, leaves its call, then settles `after`.
    list.push({
      method: 'GET',
      url: '/api/anuncios/anuncios/1/1/1',
      body: null,
      response: Promise.resolve(announcements),
    });
    stepsTaken();
    expect(await (await data)?.response.json()).toEqual({});
    expect(answered).toBe(true);
    expect((await next)?.response).toBe(announcements);
  });
});

describe('an operation the page called early', () => {
  it("is answered by the page's call, without a second one", async () => {
    const fetch = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetch);
    early([
      {
        method: 'GET',
        url: '/api/comercios/getListado/tandil.localhost',
        body: null,
        response: Promise.resolve(json(listado)),
      },
    ]);
    await expect(
      callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'tandil.localhost' } }),
    ).resolves.toEqual(listado);
    expect(fetch).not.toHaveBeenCalled();
    // Only once: the next call goes to the network.
    await callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'tandil.localhost' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is called again by the app when the page's call failed", async () => {
    const fetch = vi.fn(async () => json(horarios));
    vi.stubGlobal('fetch', fetch);
    early([
      {
        method: 'POST',
        url: '/api/reservas/getHorariosDisponibles',
        body: JSON.stringify(times),
        response: Promise.reject(new TypeError('Failed to fetch')),
      },
    ]);
    await expect(
      callOperation<typeof getHorariosDisponiblesOperation>(getHorariosDisponiblesRoute, { body: times }),
    ).resolves.toEqual(horarios);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken for a signed-in customer, whose calls carry their token', async () => {
    const fetch = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('expiration', new Date(Date.now() + 3_600_000).toISOString());
    const response = Promise.resolve(json(listado));
    early([{ method: 'GET', url: '/api/comercios/getListado/tandil.localhost', body: null, response }]);
    await callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'tandil.localhost' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
