import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getListadoByCarpetaOperation } from '../src/comercios/operations.ts';
import { getHorariosDisponiblesOperation } from '../src/reservas/operations.ts';
import { getSiteMetadataOperation } from '../src/sites/operations.ts';
import { defineOperation, defineRoute, withQuery } from '../src/common/operation.ts';

describe('defineRoute and defineOperation', () => {
  it('builds the path with each parameter URI-encoded', () => {
    expect(getListadoByCarpetaOperation.toPath({ domain: 'tandil.localhost', carpeta: 'la parrilla/2' })).toBe(
      '/comercios/getListado/tandil.localhost/la%20parrilla%2F2',
    );
    expect(getSiteMetadataOperation.toPath({ domain: 'á.com' })).toBe('/site/%C3%A1.com/metadata.json');
  });

  it('writes numbers as they read', () => {
    const op = defineRoute('GET', '/anuncios/:id/:tipo');
    expect(op.toPath({ id: 12, tipo: 0 })).toBe('/anuncios/12/0');
  });

  it('takes nothing for a path without parameters', () => {
    expect(getHorariosDisponiblesOperation.toPath()).toBe('/reservas/getHorariosDisponibles');
  });

  it('refuses a missing or empty parameter instead of writing a broken path', () => {
    const params = { domain: 'x.com' } as unknown as { domain: string; carpeta: string };
    expect(() => getListadoByCarpetaOperation.toPath(params)).toThrow(/missing path parameter "carpeta"/);
    expect(() => getListadoByCarpetaOperation.toPath({ domain: '', carpeta: 'a' })).toThrow(/"domain"/);
  });

  it('refuses a params schema that does not name the path parameters', () => {
    expect(() =>
      defineOperation(defineRoute('GET', '/x/:domain/:carpeta'), {
        params: z.object({ domain: z.string() }),
        response: z.null(),
      }),
    ).toThrow(/path parameters \[domain,carpeta\] differ/);
    expect(() => defineOperation(defineRoute('GET', '/x/:id'), { response: z.null() })).toThrow(/differ/);
  });
});

describe('withQuery', () => {
  it('appends the fields that are set, URI-encoded, in order', () => {
    expect(withQuery('admin/outbox', { telefono: '+54 9 11', limite: 20 })).toBe(
      'admin/outbox?telefono=%2B54%209%2011&limite=20',
    );
  });

  it('leaves out unset fields and adds no "?" when none is set', () => {
    expect(withQuery('admin/outbox', { telefono: '', desde: undefined, hasta: null })).toBe('admin/outbox');
    expect(withQuery('admin/outbox')).toBe('admin/outbox');
    expect(withQuery('x', { a: false, b: '' })).toBe('x?a=false');
  });

  it('keeps the query schema on the operation', () => {
    const query = z.object({ telefono: z.string().optional() });
    const op = defineOperation(defineRoute('GET', '/admin/outbox'), { query, response: z.null() });
    expect(op.query).toBe(query);
    expect(getSiteMetadataOperation.query).toBeUndefined();
  });
});
