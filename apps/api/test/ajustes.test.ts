import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_SEGMENTS } from '@vidriera/domain/zonas';
import {
  type AjustesComercio,
  MSG_HASTA_PASADO,
  MSG_HASTA_SIN_FORZAR,
  MSG_ALIAS_REQUERIDO,
} from '@vidriera/domain/ajustes';
import { type Comercio, msgHorariosSuperpuestos } from '@vidriera/domain/comercios';
import { PHONE_INVALID_MESSAGE } from '@vidriera/domain/common';
import { auditLog, staff, users } from '../src/db/schema.ts';
import { MSG_LOGO_AJENO } from '../src/modules/ajustes/logo.ts';
import { MANAGE_FORBIDDEN_MESSAGE, OWNER_ONLY_MESSAGE } from '../src/modules/cuentas/staff.ts';
import { createCustomers, findComercioId } from './helpers/draws.ts';
import { bearer, login } from './helpers/sessions.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let farola: number;
let owner: Record<string, string>;
let waiter: Record<string, string>;
let otherOwner: Record<string, string>;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  // Saturday 2026-11-21, 21:00 in Buenos Aires: La Farola is open by its schedule (20:00 to 00:30).
  t = await createTestApp({ env: { DRAW_JOB_INTERVAL_SECONDS: '0' } });
  farola = await findComercioId(t.db, 'la-farola');
  owner = bearer((await login(t.app, 'lafarola', 'lafarola1234')).token);
  otherOwner = bearer((await login(t.app, 'cumbre', 'cumbre1234')).token);
  admin = bearer((await login(t.app, 'admin', 'admin1234')).token);
  customer = (await createCustomers(t.app, t.db, '2494777', 1))[0]!.headers;
  // A waiter of La Farola: runs the counter, not the settings.
  const [row] = await t.db.insert(users).values({ userName: 'mozo-ajustes', nombreApellido: 'Mozo' }).returning();
  await t.db.insert(staff).values({ userId: row!.id, comercioId: farola, rol: 'staff' });
  waiter = bearer((await t.app.issueToken(row!)).token);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function put(seccion: string, body: unknown, who = owner): Promise<AjustesComercio> {
  const res = await call('PUT', `merchant/ajustes/${farola}/${seccion}`, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function badPut(seccion: string, body: unknown): Promise<string> {
  const res = await call('PUT', `merchant/ajustes/${farola}/${seccion}`, owner, body);
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json();
  return [json.message, ...Object.values(json.errors ?? {}).flat()].join(' | ');
}

async function publicComercio(carpeta = 'la-farola'): Promise<Comercio> {
  const res = await t.app.inject({ url: `/api/comercios/getByDominioCarpeta/tandil.localhost/${carpeta}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
}

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.comercioId, farola), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const sections: Array<[string, unknown]> = [
  ['estado', { aperturaManual: 'auto' }],
  ['demora', { demora: 30, ocultaDemora: false }],
  ['horarios', { horarios: [], horariosText: '' }],
  ['pagos', { pTarjetaDomicilio: false, pMercadoPago: false, mp_Online: false, pTransferencia: false }],
  ['mercadopago', { accessToken: 'TEST-1234567890' }],
  ['envios', { costoEnvioText: '', zonas: [] }],
  ['funciones', {}],
  ['contacto', { telefono: null, contacto: {} }],
  ['enlaces', { enlaces: [] }],
  ['datos', {}],
  ['logo', { logoUrl: null }],
];

describe('who may change the settings', () => {
  it('refuses anonymous callers (401), customers and other businesses (403)', async () => {
    const routes: Array<[Method, string, unknown]> = [
      ['GET', `merchant/ajustes/${farola}`, undefined],
      ['DELETE', `merchant/ajustes/${farola}/mercadopago`, undefined],
      ...sections.map(([s, body]): [Method, string, unknown] => ['PUT', `merchant/ajustes/${farola}/${s}`, body]),
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, otherOwner]) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', `merchant/ajustes/${farola}`, customer)).json().message).toBe(MANAGE_FORBIDDEN_MESSAGE);
  });

  it('lets staff see the settings and change open/closed and the delay, nothing else', async () => {
    const seen = await call('GET', `merchant/ajustes/${farola}`, waiter);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().rol).toBe('staff');
    expect((await put('demora', { demora: 25, ocultaDemora: false }, waiter)).demora).toBe(25);
    expect((await put('estado', { aperturaManual: 'auto' }, waiter)).estado.aperturaManual).toBe('auto');
    for (const [seccion, body] of sections.filter(([s]) => s !== 'estado' && s !== 'demora')) {
      const res = await call('PUT', `merchant/ajustes/${farola}/${seccion}`, waiter, body);
      expect(res.statusCode, seccion).toBe(403);
      expect(res.json().message).toBe(OWNER_ONLY_MESSAGE);
    }
  });

  it('knows the owner and the platform admin, and 404s a business that does not exist', async () => {
    expect((await call('GET', `merchant/ajustes/${farola}`, owner)).json().rol).toBe('owner');
    expect((await call('GET', `merchant/ajustes/${farola}`, admin)).json().rol).toBe('admin');
    expect((await call('GET', 'merchant/ajustes/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', 'merchant/ajustes/abc', owner)).statusCode).toBe(400);
  });
});

describe('Estado y horarios', () => {
  it('closes the business now: the public home shows it closed, and back to the schedule opens it', async () => {
    expect((await publicComercio()).abierto).toBe(true);
    const closed = await put('estado', { aperturaManual: 'cerrado' });
    expect(closed.estado).toEqual({ abierto: false, abiertoPorHorario: true, aperturaManual: 'cerrado', hasta: null });
    expect((await publicComercio()).abierto).toBe(false);
    const audit = await lastAudit('comercio.estado');
    expect(audit).toMatchObject({ userName: 'lafarola', entity: 'comercio', entityId: String(farola) });
    expect(audit?.after).toMatchObject({ aperturaManual: 'cerrado', aperturaManualHasta: null });

    await put('estado', { aperturaManual: 'auto' });
    expect((await publicComercio()).abierto).toBe(true);
  });

  it('closes until a time of the business, then the schedule decides again by itself', async () => {
    const until = await put('estado', { aperturaManual: 'cerrado', hasta: '2026-11-21T22:30' });
    expect(until.estado).toMatchObject({ abierto: false, aperturaManual: 'cerrado', hasta: '2026-11-21T22:30' });
    expect((await publicComercio()).abierto).toBe(false);
    t.clock.set('2026-11-21T22:30:00-03:00');
    await t.app.announceCatalogChange();
    try {
      expect((await publicComercio()).abierto).toBe(true);
      const after = (await call('GET', `merchant/ajustes/${farola}`, owner)).json() as AjustesComercio;
      expect(after.estado).toEqual({ abierto: true, abiertoPorHorario: true, aperturaManual: 'auto', hasta: null });
    } finally {
      t.clock.set('2026-11-21T21:00:00-03:00');
      await put('estado', { aperturaManual: 'auto' });
    }
  });

  it('refuses a time in the past, a time without forcing a state, and bad values', async () => {
    expect(await badPut('estado', { aperturaManual: 'cerrado', hasta: '2026-11-21T20:59' })).toContain(
      MSG_HASTA_PASADO,
    );
    expect(await badPut('estado', { aperturaManual: 'auto', hasta: '2026-11-21T23:00' })).toContain(
      MSG_HASTA_SIN_FORZAR,
    );
    expect(await badPut('estado', { aperturaManual: 'cerrado', hasta: '2027-06-01T10:00' })).toContain('31 días');
    expect(await badPut('estado', { aperturaManual: 'cerrado', hasta: 'mañana' })).toContain('AAAA-MM-DDTHH:mm');
    expect(await badPut('estado', { aperturaManual: 'siempre' })).toBeTruthy();
  });

  it('replaces the weekly schedule (also past midnight) and the public data follows it', async () => {
    const horarios = [
      { dia: 6, desde: '22:00', hasta: '02:00' },
      { dia: 5, desde: '12:00', hasta: '15:00' },
    ];
    const saved = await put('horarios', { horarios, horariosText: 'Viernes al mediodía y sábados de noche.' });
    expect(saved.horarios).toEqual([horarios[1], horarios[0]]);
    expect(saved.estado.abierto).toBe(false);
    const pub = await publicComercio();
    expect(pub).toMatchObject({ abierto: false, horariosText: 'Viernes al mediodía y sábados de noche.' });
    expect((await lastAudit('comercio.horarios'))?.after).toMatchObject({ horarios: [horarios[1], horarios[0]] });

    expect(
      await badPut('horarios', {
        horarios: [...horarios, { dia: 6, desde: '23:00', hasta: '23:30' }],
        horariosText: '',
      }),
    ).toContain(msgHorariosSuperpuestos(6));
    expect(
      await badPut('horarios', { horarios: [{ dia: 6, desde: '9', hasta: '12:00' }], horariosText: '' }),
    ).toContain('HH:mm');
    expect(
      await badPut('horarios', { horarios: [{ dia: 8, desde: '09:00', hasta: '12:00' }], horariosText: '' }),
    ).toContain('entre 0 y 6');
  });

  it('sets the delay and hides it', async () => {
    const saved = await put('demora', { demora: 45, ocultaDemora: true });
    expect(saved).toMatchObject({ demora: 45, ocultaDemora: true });
    expect(await publicComercio()).toMatchObject({ demora: 45, ocultaDemora: true });
    expect(await badPut('demora', { demora: -5, ocultaDemora: false })).toContain('negativa');
    expect(await badPut('demora', { demora: 12.5, ocultaDemora: false })).toContain('entero');
    await put('demora', { demora: 30, ocultaDemora: false });
  });
});

describe('Pagos', () => {
  const pagos = {
    pTarjetaDomicilio: true,
    pMercadoPago: false,
    mp_Online: true,
    pTransferencia: true,
    pTransferencia_Alias: 'LA.FAROLA.TANDIL',
    pTransferencia_Telefono: '249 4123456',
  };

  it("sets the payment methods the menu's merchant config shows", async () => {
    // The hold settings keep their stored values (defaults) when not sent.
    expect((await put('pagos', pagos)).pagos).toEqual({ ...pagos, minutosEsperaPago: 15, maxLugaresImpagos: 10 });
    const carta = await t.app.inject({ url: '/api/carta/la-farola/0', headers: { host: 'tandil.localhost' } });
    expect(carta.statusCode, carta.body).toBe(200);
    expect(carta.json().configResto).toMatchObject({
      pTarjetaDomicilio: true,
      mp_Online: true,
      pTransferencia: true,
      pTransferencia_Alias: 'LA.FAROLA.TANDIL',
    });
    expect((await lastAudit('comercio.pagos'))?.after).toMatchObject({ pTransferenciaAlias: 'LA.FAROLA.TANDIL' });
  });

  it('needs an alias for transfers and a valid phone', async () => {
    expect(await badPut('pagos', { ...pagos, pTransferencia_Alias: '' })).toContain(MSG_ALIAS_REQUERIDO);
    expect(await badPut('pagos', { ...pagos, pTransferencia_Telefono: '12' })).toContain(PHONE_INVALID_MESSAGE);
    expect(await badPut('pagos', { ...pagos, mp_Online: 'sí' })).toBeTruthy();
  });
});

describe('Envíos', () => {
  const square = [
    [-37.32, -59.14],
    [-37.32, -59.13],
    [-37.33, -59.13],
    [-37.33, -59.14],
  ];

  it('replaces the zones with polygons and circles; the delivery map shows them in pesos', async () => {
    const saved = await put('envios', {
      costoEnvioText: 'Fuera de zona, consultanos',
      zonas: [
        { tipo: 'poligono', nombre: 'Centro', precio: 800, poligono: square },
        { tipo: 'circulo', nombre: 'Radio 3 km', precio: 1500.5, centro: [-37.3288, -59.1367], radioMetros: 3000 },
      ],
    });
    expect(saved.envios.costoEnvioText).toBe('Fuera de zona, consultanos');
    expect(saved.envios.zonas).toMatchObject([
      { nombre: 'Centro', precio: 800, tipo: 'poligono', poligono: square, centro: null },
      { nombre: 'Radio 3 km', precio: 1500.5, tipo: 'circulo', centro: [-37.3288, -59.1367], radioMetros: 3000 },
    ]);
    expect(saved.envios.zonas[1]?.poligono).toHaveLength(CIRCLE_SEGMENTS);

    const map = await t.app.inject({ url: '/api/zonas/la-farola', headers: { host: 'tandil.localhost' } });
    expect(map.json().zonas.map((z: { nombre: string; precio: number }) => [z.nombre, z.precio])).toEqual([
      ['Centro', 800],
      ['Radio 3 km', 1500.5],
    ]);

    // Sent back with its id, a zone keeps it; a zone left out is removed.
    const [centro] = saved.envios.zonas;
    const again = await put('envios', {
      costoEnvioText: '',
      zonas: [{ id: centro!.id, tipo: 'poligono', nombre: 'Centro', precio: 900, poligono: square }],
    });
    expect(again.envios.zonas).toMatchObject([{ id: centro!.id, precio: 900 }]);
    expect((await lastAudit('comercio.envios'))?.before).toMatchObject({
      zonas: [{ nombre: 'Centro' }, { tipo: 'circulo' }],
    });
  });

  it('refuses zones that enclose nothing, negative prices and odd radii', async () => {
    const zona = (extra: object) => ({ costoEnvioText: '', zonas: [{ nombre: 'Z', precio: 100, ...extra }] });
    expect(await badPut('envios', zona({ tipo: 'poligono', poligono: square.slice(0, 2) }))).toContain('3 puntos');
    expect(
      await badPut(
        'envios',
        zona({
          tipo: 'poligono',
          poligono: [
            [-37.32, -59.14],
            [-37.32, -59.14],
            [-37.33, -59.13],
          ],
        }),
      ),
    ).toContain('3 puntos');
    expect(await badPut('envios', zona({ tipo: 'poligono', poligono: square, precio: -1 }))).toContain('negativo');
    expect(await badPut('envios', zona({ tipo: 'circulo', centro: [-37.3, -59.1], radioMetros: 10 }))).toContain(
      '50 metros',
    );
    expect(await badPut('envios', zona({ tipo: 'circulo', centro: [-137.3, -59.1], radioMetros: 500 }))).toContain(
      'coordenada',
    );
    expect(await badPut('envios', zona({ tipo: 'triangulo' }))).toContain("'poligono' o 'circulo'");
  });
});

describe('Funciones, contacto, enlaces y datos', () => {
  const funciones = {
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    permiteReservas: true,
    permiteEventos: false,
    permiteCursos: true,
    permiteConcursos: true,
    permiteLinks: true,
    soloTakeAway: false,
    comercioDigital: false,
  };

  it('turns features on and off for the public business', async () => {
    expect((await put('funciones', funciones)).funciones).toEqual(funciones);
    expect(await publicComercio()).toMatchObject({ permiteCursos: true, permiteEventos: false });
    const cursos = await t.app.inject({ url: '/api/cursos/la-farola', headers: { host: 'tandil.localhost' } });
    expect(cursos.statusCode).toBe(200);
    expect(await badPut('funciones', { ...funciones, permiteCursos: undefined })).toBeTruthy();
  });

  it('sets the contact data, validated', async () => {
    const contacto = {
      telefono: '0249 442-0000',
      contacto: {
        facebook: 'https://www.facebook.com/lafarola',
        instagram: '@lafarolatandil',
        whatsapp: '249 4 123456',
        telefono: '0249 442-0000',
        email: 'hola@lafarola.com.ar',
      },
    };
    const saved = await put('contacto', contacto);
    expect(saved.contacto).toEqual(contacto);
    expect(await publicComercio()).toMatchObject({ telefono: '0249 442-0000', contacto: contacto.contacto });
    const blank = await put('contacto', { telefono: '', contacto: { facebook: '', instagram: null } });
    expect(blank.contacto.contacto).toEqual({
      facebook: null,
      instagram: null,
      whatsapp: null,
      telefono: null,
      email: null,
    });

    expect(await badPut('contacto', { telefono: null, contacto: { email: 'no-es-mail' } })).toContain('e-mail');
    expect(await badPut('contacto', { telefono: null, contacto: { instagram: 'javascript:alert(1)' } })).toContain(
      'Instagram',
    );
    expect(await badPut('contacto', { telefono: 'llamame', contacto: {} })).toContain('teléfono');
  });

  it('replaces the external links, in order, and the home shows them', async () => {
    const enlaces = [
      { tipo: 2, titulo: 'Reservas por WhatsApp', enlace: 'https://wa.me/5492494123456' },
      { tipo: 2, titulo: 'Cómo llegar', enlace: 'https://maps.google.com/?q=La+Farola' },
      { tipo: 3, titulo: 'Trabajá con nosotros', enlace: 'https://lafarola.com.ar/empleo' },
    ];
    const saved = await put('enlaces', { enlaces });
    expect(saved.enlaces.map(({ tipo, titulo, enlace }) => ({ tipo, titulo, enlace }))).toEqual(enlaces);
    const home = await t.app.inject({ url: `/api/links/links/${farola}/2`, headers: { host: 'tandil.localhost' } });
    expect(home.json()).toEqual(enlaces.slice(0, 2).map(({ titulo, enlace }) => ({ titulo, enlace })));
    expect(await badPut('enlaces', { enlaces: [{ tipo: 2, titulo: 'x', enlace: 'javascript:alert(1)' }] })).toContain(
      'https://',
    );
    expect(await badPut('enlaces', { enlaces: [{ tipo: 7, titulo: 'x', enlace: 'https://a.com' }] })).toContain(
      '1, 2 o 3',
    );
  });

  it('edits name, descriptions, address and position; the public business shows them', async () => {
    const datos = {
      nombreComercio: 'La Farola Parrilla de Tandil',
      descrCorta: 'Parrilla y pastas',
      descrLarga: 'Desde 1985. Reservas en https://lafarola.com.ar',
      domicilio: 'San Martín 600, Tandil',
      lat: -37.3271,
      lng: -59.1362,
      metaDescription: 'Parrilla en Tandil',
      metaTags: 'Carne Parrilla',
      timeZone: 'America/Argentina/Buenos_Aires',
    };
    const saved = await put('datos', datos);
    expect(saved.datos).toMatchObject({ ...datos, regionOffset: -3 });
    expect(await publicComercio()).toMatchObject({ nombreComercio: datos.nombreComercio, lat: -37.3271 });
    expect((await lastAudit('comercio.datos'))?.before).toMatchObject({ nombreComercio: 'La Farola Parrilla' });

    expect(await badPut('datos', { ...datos, nombreComercio: '  ' })).toContain('obligatorio');
    expect(await badPut('datos', { ...datos, lng: null })).toContain('latitud y longitud');
    expect(await badPut('datos', { ...datos, timeZone: 'Europe/Madrid' })).toContain('Argentina');
    expect(await badPut('datos', { ...datos, lat: 123 })).toContain('latitud');
  });
});

describe('Logo', () => {
  it('shows a logo uploaded for the business, copied over the names every screen reads', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/imagenes/${farola}?tipo=logo`,
      headers: { ...owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { url } = upload.json() as { url: string };
    const saved = await put('logo', { logoUrl: url });
    expect(saved.datos.logoUrl).toBe(url);
    expect((await publicComercio()).logoUrl).toBe(url);
    const dataDir = t.app.deps.config.DATA_DIR;
    expect(existsSync(join(dataDir, 'img', 'la-farola', 'logo_170_z.webp'))).toBe(true);
    expect(existsSync(join(dataDir, 'img', 'la-farola', 'logo_50_z.png'))).toBe(true);

    expect(await badPut('logo', { logoUrl: url.replace('la-farola', 'burger-club') })).toContain(MSG_LOGO_AJENO);
    expect(await badPut('logo', { logoUrl: '/img/la-farola/logos/0123456789abcdef/logo_512_z.webp' })).toContain(
      'subila de nuevo',
    );
    expect(await badPut('logo', { logoUrl: '/etc/passwd' })).toContain('imagen subida');

    expect((await put('logo', { logoUrl: null })).datos.logoUrl).toBeNull();
    expect(existsSync(join(dataDir, 'img', 'la-farola', 'logo_170_z.webp'))).toBe(false);
  });
});
