import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartaAdmin,
  type GrupoAdmin,
  type PlatoAdmin,
  MSG_ORDEN_INCOMPLETO,
  MSG_SIN_CAMBIOS,
} from '@vidriera/domain/carta';
import { auditLog, platos } from '../src/db/schema.ts';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import {
  createStaffMember,
  editorApi,
  findPlatoAdmin,
  getEditor,
  getPublicCarta,
  lastAudit,
} from './helpers/carta-back-office.ts';
import { createCustomers, findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The back office's menu editor on the demo data: La Farola's owner edits its cartas, groups and dishes. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof editorApi>;
let laFarola: number;
let cumbre: number;
let owner: Record<string, string>;
let otherOwner: Record<string, string>;
let admin: Record<string, string>;
let waiter: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  api = editorApi(t.app);
  laFarola = await findComercioId(t.db, 'la-farola');
  cumbre = await findComercioId(t.db, 'cumbre-centro');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  otherOwner = bearer((await login(t.app, 'cumbre', 'cumbre1234')).token);
  admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
  waiter = await createStaffMember(t.app, t.db, laFarola, 'mozo-carta-test');
  customer = (await createCustomers(t.app, t.db, '2494777', 1))[0]!.headers;
});
afterAll(() => t.close());

const platosOf = (c: { grupos: Array<{ platos: Array<{ titulo: string }> }> }) =>
  c.grupos.flatMap((g) => g.platos.map((p) => p.titulo));

describe('access', () => {
  const calls: Array<['GET' | 'POST' | 'PUT' | 'PATCH', string, unknown]> = [
    ['GET', '', undefined],
    ['POST', '/cartas', { nombre: 'Nueva' }],
    ['PATCH', '/cartas/1', { nombre: 'X' }],
    ['POST', '/cartas/1/grupos', { descripcion: 'X' }],
    ['PUT', '/cartas/1/grupos/orden', { ids: [1] }],
    ['PATCH', '/grupos/1', {}],
    ['POST', '/grupos/1/platos', { titulo: 'X', precio: 1 }],
    ['PUT', '/grupos/1/platos/orden', { ids: [1] }],
    ['PATCH', '/platos/1', { precio: 1 }],
    ['PUT', '/platos/1/opciones', { opciones: [] }],
    ['POST', '/opciones', {}],
    ['PUT', '/opciones/1', {}],
    ['POST', '/anuncios', {}],
    ['PUT', '/anuncios/orden', { ids: [1] }],
    ['PATCH', '/anuncios/1', {}],
  ];

  it('refuses anonymous callers (401), customers and other businesses staff (403), whatever the body', async () => {
    for (const [method, path, body] of calls) {
      expect((await api(method, laFarola, path, {}, body)).statusCode, `${method} ${path}`).toBe(401);
      for (const who of [customer, otherOwner]) {
        const res = await api(method, laFarola, path, who, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
      }
    }
  });

  it("refuses the business's day-to-day staff: menu and prices are the owner's", async () => {
    for (const [method, path, body] of calls) {
      const res = await api(method, laFarola, path, waiter, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
    }
    // The same person may run the orders of the business.
    const pedidos = await t.app.inject({ method: 'GET', url: `/api/merchant/pedidos/${laFarola}`, headers: waiter });
    expect(pedidos.statusCode).not.toBe(403);
    expect(MANAGE_FORBIDDEN_MESSAGE).not.toBe(OWNER_ONLY_MESSAGE);
  });

  it('lets the owner and a platform admin in; 404 for a business that does not exist', async () => {
    for (const who of [owner, admin]) expect((await api('GET', laFarola, '', who)).statusCode).toBe(200);
    expect((await api('GET', 999_999, '', admin)).statusCode).toBe(404);
    expect((await api('GET', 0, '', admin)).statusCode).toBe(400);
  });

  it("does not reach another business's dishes, groups or cartas through one's own", async () => {
    const ajena = await getEditor(t.app, cumbre, otherOwner);
    const cartaAjena = ajena.cartas[0]!;
    const grupoAjeno = cartaAjena.grupos[0]!;
    const platoAjeno = grupoAjeno.platos[0]!;
    const checks: Array<['POST' | 'PUT' | 'PATCH', string, unknown, string]> = [
      ['PATCH', `/platos/${platoAjeno.platoId}`, { precio: 1 }, 'No se encontró el plato'],
      ['PATCH', `/grupos/${grupoAjeno.grupoId}`, { descripcion: 'Mío' }, 'No se encontró el grupo'],
      ['POST', `/grupos/${grupoAjeno.grupoId}/platos`, { titulo: 'X', precio: 1 }, 'No se encontró el grupo'],
      ['PATCH', `/cartas/${cartaAjena.id}`, { publicada: false }, 'No se encontró la carta'],
      ['POST', `/cartas/${cartaAjena.id}/grupos`, { descripcion: 'X' }, 'No se encontró la carta'],
    ];
    for (const [method, path, body, message] of checks) {
      const res = await api(method, laFarola, path, owner, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(message);
    }
    const [still] = await t.db.select().from(platos).where(eq(platos.id, platoAjeno.platoId));
    expect(still?.precio).toBe(platoAjeno.precio * 100);
  });
});

describe('GET merchant/carta/{configRestoId}', () => {
  it('shows every carta, group and dish, drafts and annulled ones included, with prices in pesos', async () => {
    const editor = await getEditor(t.app, laFarola, owner);
    expect(editor).toMatchObject({
      configRestoId: laFarola,
      carpeta: 'la-farola',
      nombreComercio: 'La Farola Parrilla',
    });
    expect(editor.cartas.map((c) => [c.nombre, c.publicada])).toEqual([
      ['Carta', true],
      ['Menú ejecutivo', true],
    ]);
    expect(editor.cartas[0]!.grupos.map((g) => g.descripcion)).toEqual(['Entradas', 'Parrilla', 'Postres', 'Bebidas']);
    expect(findPlatoAdmin(editor, 'Volcán de chocolate')).toMatchObject({
      precio: 7200,
      publicado: false,
      disponible: true,
    });
    expect(findPlatoAdmin(editor, 'Bife de chorizo')).toMatchObject({
      precio: 26500,
      publicado: true,
      disponible: true,
      opciones: [
        expect.objectContaining({ min: 1, maxFree: 1, max: 1, precioExtra: 0, anulado: false }),
        expect.objectContaining({ min: 1, maxFree: 1, max: 2, precioExtra: 3500, anulado: false }),
      ],
    });
    expect(editor.productoOpcs.map((o) => o.descripcion)).toEqual(['Guarnición', 'Punto de cocción']);
    expect(editor.anuncios[0]).toMatchObject({ tipoDescripcion: 'Promo', activo: true, delivery: null });
    // The public menu does not show the draft.
    expect(platosOf(await getPublicCarta(t.app, 'la-farola'))).not.toContain('Volcán de chocolate');
  });
});

describe('dishes', () => {
  it('changes a price: audited with before and after, and the public menu shows it at once', async () => {
    const before = await getPublicCarta(t.app, 'la-farola'); // cached now
    const provoleta = before.grupos[0]!.platos.find((p) => p.titulo === 'Provoleta a la parrilla')!;
    expect(provoleta.precio).toBe(9800);
    const res = await api('PATCH', laFarola, `/platos/${provoleta.platoId}`, owner, { precio: 10450.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      platoId: provoleta.platoId,
      precio: 10450.5,
      titulo: 'Provoleta a la parrilla',
    });
    const [row] = await t.db.select().from(platos).where(eq(platos.id, provoleta.platoId));
    expect(row?.precio).toBe(1_045_050);

    const audit = await lastAudit(t.db, 'plato', provoleta.platoId);
    expect(audit).toMatchObject({ action: 'plato.precio', userName: 'lafarola', comercioId: laFarola });
    expect(audit?.before).toMatchObject({ precio: 9800 });
    expect(audit?.after).toMatchObject({ precio: 10450.5 });

    const after = await getPublicCarta(t.app, 'la-farola');
    expect(after.grupos[0]!.platos.find((p) => p.platoId === provoleta.platoId)?.precio).toBe(10450.5);
  });

  it('refuses bad prices and texts with Spanish messages, changing nothing', async () => {
    const plato = findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Morcilla');
    const bad: Array<[unknown, string]> = [
      [{ precio: -5 }, 'El precio no puede ser negativo'],
      [{ precio: 'mil' }, 'El precio debe ser un número'],
      [{ precio: 20_000_000 }, 'El precio puede ser como máximo $ 10.000.000'],
      [{ precio: 10.123 }, 'El precio admite hasta dos decimales'],
      [{ titulo: '   ' }, 'Ingresá el título del plato'],
      [{ titulo: 'x'.repeat(121) }, 'El título puede tener hasta 120 caracteres'],
      [{}, MSG_SIN_CAMBIOS],
      [
        { imagenUrl: 'javascript:alert(1)' },
        'La imagen debe ser una subida al sitio (/img/...) o una dirección https.',
      ],
      [
        { imagenUrl: '/img/heladerias-cumbre/platos/abc_512.webp' },
        'La imagen no es de este comercio: subila de nuevo.',
      ],
      [{ publicado: 'si' }, 'La marca de publicado debe ser verdadero o falso'],
      [{ grupoId: -1 }, 'Debe ser un número positivo'],
    ];
    for (const [body, message] of bad) {
      const res = await api('PATCH', laFarola, `/platos/${plato.platoId}`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const create = await api('POST', laFarola, `/grupos/${plato.grupoId}/platos`, owner, { titulo: 'Sin precio' });
    expect(create.statusCode).toBe(400);
    expect(create.json().message).toBe('Ingresá el precio');
    expect(findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Morcilla')).toEqual(plato);
  });

  it('creates a draft at the end of its group; publishing shows it, annulling takes it off the menu', async () => {
    const editor = await getEditor(t.app, laFarola, owner);
    const entradas = editor.cartas[0]!.grupos.find((g) => g.descripcion === 'Entradas')!;
    const res = await api('POST', laFarola, `/grupos/${entradas.grupoId}/platos`, owner, {
      titulo: '  Mollejas al verdeo ',
      descripcion: 'Con limón',
      precio: 12000,
      imagenUrl: '/img/la-farola/platos/0123456789abcdef_512.webp',
      mostrarImagen: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as PlatoAdmin;
    expect(created).toMatchObject({
      titulo: 'Mollejas al verdeo',
      publicado: false,
      disponible: true,
      orden: Math.max(...entradas.platos.map((p) => p.orden)) + 1,
      opciones: [],
    });
    expect((await lastAudit(t.db, 'plato', created.platoId))?.action).toBe('plato.crear');
    expect(platosOf(await getPublicCarta(t.app, 'la-farola'))).not.toContain('Mollejas al verdeo');
    const opcionesOculto = await t.app.inject({
      method: 'GET',
      url: `/api/carta/opciones/${laFarola}/${created.platoId}`,
    });
    expect(opcionesOculto.statusCode).toBe(404);

    const publish = await api('PATCH', laFarola, `/platos/${created.platoId}`, owner, { publicado: true });
    expect(publish.json()).toMatchObject({ publicado: true });
    expect((await lastAudit(t.db, 'plato', created.platoId))?.action).toBe('plato.publicar');
    const publicMenu = await getPublicCarta(t.app, 'la-farola');
    expect(publicMenu.grupos[0]!.platos.at(-1)).toMatchObject({ titulo: 'Mollejas al verdeo', precio: 12000 });

    const annul = await api('PATCH', laFarola, `/platos/${created.platoId}`, owner, { disponible: false });
    expect(annul.json()).toMatchObject({ disponible: false });
    expect((await lastAudit(t.db, 'plato', created.platoId))?.action).toBe('plato.anular');
    expect(platosOf(await getPublicCarta(t.app, 'la-farola'))).not.toContain('Mollejas al verdeo');
    // Still in the editor, to be restored.
    expect(findPlatoAdmin(await getEditor(t.app, laFarola, owner), 'Mollejas al verdeo').disponible).toBe(false);
  });

  it('moves a dish to the end of another group of the business', async () => {
    const editor = await getEditor(t.app, laFarola, owner);
    const morcilla = findPlatoAdmin(editor, 'Morcilla');
    const parrilla = editor.cartas[0]!.grupos.find((g) => g.descripcion === 'Parrilla')!;
    const res = await api('PATCH', laFarola, `/platos/${morcilla.platoId}`, owner, { grupoId: parrilla.grupoId });
    expect(res.statusCode, res.body).toBe(200);
    const publicMenu = await getPublicCarta(t.app, 'la-farola');
    expect(publicMenu.grupos.find((g) => g.descripcion === 'Parrilla')!.platos.at(-1)?.titulo).toBe('Morcilla');
    expect(publicMenu.grupos.find((g) => g.descripcion === 'Entradas')!.platos.map((p) => p.titulo)).not.toContain(
      'Morcilla',
    );
    const otherBusiness = (await getEditor(t.app, cumbre, otherOwner)).cartas[0]!.grupos[0]!;
    const refused = await api('PATCH', laFarola, `/platos/${morcilla.platoId}`, owner, {
      grupoId: otherBusiness.grupoId,
    });
    expect(refused.statusCode).toBe(404);
  });

  it("reorders a group's dishes: every dish once, or 400", async () => {
    const postres = (await getEditor(t.app, laFarola, owner)).cartas[0]!.grupos.find(
      (g) => g.descripcion === 'Postres',
    )!;
    const ids = postres.platos.map((p) => p.platoId);
    const reversed = [...ids].reverse();
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const res = await api('PUT', laFarola, `/grupos/${postres.grupoId}/platos/orden`, owner, { ids: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_ORDEN_INCOMPLETO);
    }
    const res = await api('PUT', laFarola, `/grupos/${postres.grupoId}/platos/orden`, owner, { ids: reversed });
    expect(res.statusCode, res.body).toBe(204);
    const after = (await getEditor(t.app, laFarola, owner)).cartas[0]!.grupos.find(
      (g) => g.grupoId === postres.grupoId,
    )!;
    expect(after.platos.map((p) => p.platoId)).toEqual(reversed);
    expect(await lastAudit(t.db, 'grupo', postres.grupoId)).toMatchObject({ before: ids, after: reversed });
    const publicPostres = (await getPublicCarta(t.app, 'la-farola')).grupos.find((g) => g.descripcion === 'Postres')!;
    expect(publicPostres.platos.map((p) => p.titulo)).toEqual(
      after.platos.filter((p) => p.publicado && p.disponible).map((p) => p.titulo),
    );
  });
});

describe('groups and cartas', () => {
  it('creates, renames, reorders and annuls groups; the public menu follows', async () => {
    const carta = (await getEditor(t.app, laFarola, owner)).cartas[0]!;
    const created = await api('POST', laFarola, `/cartas/${carta.id}/grupos`, owner, { descripcion: 'Ensaladas' });
    expect(created.statusCode, created.body).toBe(201);
    const grupo = created.json() as GrupoAdmin;
    expect(grupo).toMatchObject({ descripcion: 'Ensaladas', cartaId: carta.id, anulado: false, platos: [] });

    const renamed = await api('PATCH', laFarola, `/grupos/${grupo.grupoId}`, owner, {
      descripcion: 'Ensaladas frescas',
    });
    expect(renamed.json().descripcion).toBe('Ensaladas frescas');
    expect(await lastAudit(t.db, 'grupo', grupo.grupoId)).toMatchObject({
      action: 'grupo.actualizar',
      before: expect.objectContaining({ descripcion: 'Ensaladas' }),
      after: expect.objectContaining({ descripcion: 'Ensaladas frescas' }),
    });
    const dish = await api('POST', laFarola, `/grupos/${grupo.grupoId}/platos`, owner, {
      titulo: 'Ensalada mixta',
      precio: 6000,
      publicado: true,
    });
    expect(dish.statusCode).toBe(201);

    const ids = [grupo.grupoId, ...carta.grupos.map((g) => g.grupoId)];
    expect((await api('PUT', laFarola, `/cartas/${carta.id}/grupos/orden`, owner, { ids })).statusCode).toBe(204);
    expect((await getPublicCarta(t.app, 'la-farola')).grupos[0]).toMatchObject({
      descripcion: 'Ensaladas frescas',
      platos: [expect.objectContaining({ titulo: 'Ensalada mixta', precio: 6000 })],
    });
    const incomplete = await api('PUT', laFarola, `/cartas/${carta.id}/grupos/orden`, owner, { ids: ids.slice(1) });
    expect(incomplete.statusCode).toBe(400);

    const annulled = await api('PATCH', laFarola, `/grupos/${grupo.grupoId}`, owner, { anulado: true });
    expect(annulled.json().anulado).toBe(true);
    expect((await lastAudit(t.db, 'grupo', grupo.grupoId))?.action).toBe('grupo.anular');
    const publicMenu = await getPublicCarta(t.app, 'la-farola');
    expect(publicMenu.grupos.map((g) => g.descripcion)).not.toContain('Ensaladas frescas');
    expect(platosOf(publicMenu)).not.toContain('Ensalada mixta');

    const empty = await api('POST', laFarola, `/cartas/${carta.id}/grupos`, owner, { descripcion: '' });
    expect(empty.json().message).toBe('Ingresá el nombre del grupo');
  });

  it('creates a carta unpublished; publishing lists it among the menus, hiding removes it', async () => {
    const res = await api('POST', laFarola, '/cartas', owner, { nombre: 'Carta de vinos', modo: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const carta = res.json() as CartaAdmin;
    expect(carta).toMatchObject({ nombre: 'Carta de vinos', modo: 1, publicada: false, grupos: [] });
    const grupo = (await api('POST', laFarola, `/cartas/${carta.id}/grupos`, owner, { descripcion: 'Tintos' })).json();
    await api('POST', laFarola, `/grupos/${grupo.grupoId}/platos`, owner, {
      titulo: 'Malbec',
      precio: 15000,
      publicado: true,
    });

    const hidden = await t.app.inject({ method: 'GET', url: `/api/carta/la-farola/0/${carta.id}` });
    expect(hidden.statusCode).toBe(404);
    expect((await getPublicCarta(t.app, 'la-farola')).cartas.map((c) => c.nombre)).not.toContain('Carta de vinos');

    const published = await api('PATCH', laFarola, `/cartas/${carta.id}`, owner, { publicada: true });
    expect(published.json()).toMatchObject({ publicada: true });
    expect(await lastAudit(t.db, 'carta', carta.id)).toMatchObject({
      action: 'carta.publicar',
      before: { nombre: 'Carta de vinos', modo: 1, publicada: false },
      after: { nombre: 'Carta de vinos', modo: 1, publicada: true },
    });
    expect((await getPublicCarta(t.app, 'la-farola')).cartas.map((c) => c.nombre)).toContain('Carta de vinos');
    expect(platosOf(await getPublicCarta(t.app, 'la-farola', carta.id))).toEqual(['Malbec']);

    expect((await api('PATCH', laFarola, `/cartas/${carta.id}`, owner, { modo: 7 })).statusCode).toBe(400);
    expect((await api('PATCH', laFarola, `/cartas/${carta.id}`, owner, { publicada: false })).statusCode).toBe(200);
    expect((await getPublicCarta(t.app, 'la-farola')).cartas.map((c) => c.nombre)).not.toContain('Carta de vinos');
  });

  it('records every write in the audit log of the business', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.comercioId, laFarola));
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'plato.precio',
      'plato.crear',
      'plato.ordenar',
      'grupo.crear',
      'grupo.ordenar',
      'carta.crear',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(rows.every((r) => r.userName === 'lafarola')).toBe(true);
  });
});
