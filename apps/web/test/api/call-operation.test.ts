import { afterEach, describe, expect, it, vi } from 'vitest';
import { type getListadoOperation, getListadoRoute } from '@vidriera/domain/comercios';
import { type getHorariosDisponiblesOperation, getHorariosDisponiblesRoute } from '@vidriera/domain/reservas';
import { callOperation } from '../../src/api/client.ts';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('callOperation', () => {
  it("calls the contract's method and path, parameters encoded, and returns an answer that keeps the contract", async () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    await expect(
      callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'tandil.localhost' } }),
    ).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/comercios/getListado/tandil.localhost',
      expect.objectContaining({ method: 'GET', body: undefined }),
    );
  });

  it('sends the body of a POST operation as JSON', async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    const body = { configRestoId: 7, fechaHora: '2026-11-27', cantidadPersonas: 2 };
    await callOperation<typeof getHorariosDisponiblesOperation>(getHorariosDisponiblesRoute, { body }).catch(
      () => undefined,
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/reservas/getHorariosDisponibles',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
    );
  });

  it('rejects, in tests, an answer that drifted from the contract, naming the operation and the field', async () => {
    vi.stubGlobal('fetch', answer([{ id: 'uno' }]));
    await expect(
      callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'tandil.localhost' } }),
    ).rejects.toThrow(/GET \/comercios\/getListado\/:domain: the answer does not match its contract \(0\./);
  });

  it('leaves a failed call an ApiError, as before', async () => {
    vi.stubGlobal('fetch', answer({ status: 404, error: 'Not Found', message: 'No se encontró el sitio' }, 404));
    await expect(
      callOperation<typeof getListadoOperation>(getListadoRoute, { params: { domain: 'x.localhost' } }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No se encontró el sitio',
    });
  });
});
