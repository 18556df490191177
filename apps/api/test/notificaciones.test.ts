import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISOS_POR_DEFECTO } from '@vidriera/domain/notificaciones';
import type { Carta } from '@vidriera/domain/carta';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { notificaciones, outboxMessages, pedidos, users } from '../src/db/schema.ts';
import { MessengerError } from '../src/integrations/whatsapp/messenger.ts';
import { createNotificacionesJob } from '../src/modules/notificaciones/job.ts';
import { queueAvisoPedido } from '../src/modules/notificaciones/queue.ts';
import { LEASE_MS } from '../src/modules/notificaciones/worker.ts';
import { findPlato, getCarta, mover, pedirOk } from './helpers/pedidos.ts';
import { call, type Cast, expectGuarded, lastAudit, loadCast } from './helpers/reservas-back-office.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * WhatsApp notices (decision 034) at the test clock's Saturday 2026-11-21 21:00 in Buenos Aires: La Farola's
 * customer Clara (2494333001, loadCast) opts in while ordering, the staff move the order, the notifications job
 * sends through the outbox messenger; reservations get a confirmation and a reminder when the business turns
 * them on. The job has no timer here (NOTIFICATIONS_JOB_INTERVAL_SECONDS 0): requests kick it, tests run it.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let cast: Cast;
let farola: Carta;
const CLARA = '2494333001';

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  cast = await loadCast(app, t.db);
  farola = await getCarta(app, 'la-farola');
});
afterAll(async () => {
  await app.close();
  await t.database.close();
});

const orden = (overrides: Record<string, unknown> = {}) =>
  pedirOk(app, cast.customer, {
    configRestoId: farola.configRestoId,
    pedidosIts: [{ platoId: findPlato(farola, 'Provoleta a la parrilla').platoId, cantidad: 1 }],
    formaPagoId: 0,
    delivery: true,
    domicilio: 'Av. España 555',
    ...overrides,
  });
const settle = () => app.notificacionesJob.idle();
const rowsOf = (sujetoId: number) =>
  t.db.select().from(notificaciones).where(eq(notificaciones.sujetoId, sujetoId)).orderBy(asc(notificaciones.id));
const outboxOf = (ref: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.ref, ref));
const avisosUrl = (comercioId = cast.farola) => `/api/merchant/notificaciones/${comercioId}`;
const setAvisos = async (avisos: Partial<typeof AVISOS_POR_DEFECTO>) => {
  const res = await call(app, 'PUT', avisosUrl(), cast.owner, { ...AVISOS_POR_DEFECTO, ...avisos });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the customer's opt-in", () => {
  it('is off until chosen, remembered from each order that says it, and needs a session', async () => {
    expect((await call(app, 'GET', '/api/notificaciones/preferencia', null)).statusCode).toBe(401);
    const before = await call(app, 'GET', '/api/notificaciones/preferencia', cast.customer);
    expect(before.json()).toEqual({ avisarWhatsapp: false, telefono: CLARA });

    const optedIn = await orden({ avisarWhatsapp: true });
    expect((await call(app, 'GET', '/api/notificaciones/preferencia', cast.customer)).json().avisarWhatsapp).toBe(true);
    // An order that does not say takes the remembered choice.
    const remembered = await orden();
    const optedOut = await orden({ avisarWhatsapp: false });
    expect((await call(app, 'GET', '/api/notificaciones/preferencia', cast.customer)).json().avisarWhatsapp).toBe(
      false,
    );
    const flags = await t.db
      .select({ id: pedidos.id, avisar: pedidos.avisarWhatsapp })
      .from(pedidos)
      .where(eq(pedidos.usuarioId, (await t.db.select().from(users).where(eq(users.telefono, CLARA)))[0]!.id))
      .orderBy(asc(pedidos.id));
    expect(flags.filter((f) => [optedIn, remembered, optedOut].includes(f.id)).map((f) => f.avisar)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refuses an avisarWhatsapp that is not true or false (400, nothing written)', async () => {
    const res = await call(app, 'POST', '/api/pedidos/pedir', cast.customer, {
      configRestoId: farola.configRestoId,
      pedidosIts: [{ platoId: findPlato(farola, 'Provoleta a la parrilla').platoId, cantidad: 1 }],
      formaPagoId: 0,
      delivery: false,
      avisarWhatsapp: 'sí',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Indicá si querés avisos por WhatsApp');
  });

  it('an order without opt-in gets no notice', async () => {
    const id = await orden({ avisarWhatsapp: false });
    expect((await mover(app, cast.owner, cast.farola, id, 'aceptar', { demora: 30 })).statusCode).toBe(200);
    expect((await mover(app, cast.owner, cast.farola, id, 'listo')).statusCode).toBe(200);
    await settle();
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('order notices', () => {
  it('accepted (with the estimated time in the zone) and on its way: each queued once and sent once', async () => {
    const id = await orden({ avisarWhatsapp: true });
    const accepted = await mover(app, cast.mozo, cast.farola, id, 'aceptar', {
      horaEstimada: '2026-11-21T21:45:00-03:00',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settle();
    const [aceptado] = await rowsOf(id);
    expect(aceptado).toMatchObject({ tipo: 'pedido_aceptado', estado: 'enviada', telefono: CLARA, intentos: 1 });
    const sent = await outboxOf(`notificacion:${aceptado!.id}`);
    expect(sent.map((m) => [m.telefono, m.body])).toEqual([
      [CLARA, `La Farola Parrilla aceptó tu pedido #${id}. Te lo llevamos alrededor de las 21:45.`],
    ]);

    // The same event reported again queues nothing; another pass sends nothing again.
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    const comercio = { id: cast.farola, nombreComercio: 'La Farola Parrilla', domicilio: '', timeZone: 'UTC' };
    expect(await queueAvisoPedido(t.db, comercio, row!, 'aceptado', t.clock.now())).toBe(0);
    await app.notificacionesJob.runOnce();
    expect(await outboxOf(`notificacion:${aceptado!.id}`)).toHaveLength(1);

    expect((await mover(app, cast.mozo, cast.farola, id, 'listo')).statusCode).toBe(200);
    await settle();
    const listo = (await rowsOf(id)).find((r) => r.tipo === 'pedido_listo');
    expect(listo).toMatchObject({
      estado: 'enviada',
      texto: `¡Tu pedido #${id} de La Farola Parrilla está en camino!`,
    });
    // Handed over afterwards: no more notices.
    expect((await mover(app, cast.mozo, cast.farola, id, 'entregado')).statusCode).toBe(200);
    await settle();
    expect((await rowsOf(id)).map((r) => r.tipo)).toEqual(['pedido_aceptado', 'pedido_listo']);
  });

  it('ready to pick up, and rejected with the reason', async () => {
    const retiro = await orden({ avisarWhatsapp: true, delivery: false, domicilio: null });
    await mover(app, cast.owner, cast.farola, retiro, 'aceptar', { demora: 20 });
    await mover(app, cast.owner, cast.farola, retiro, 'listo');
    const rechazado = await orden({ avisarWhatsapp: true });
    const res = await mover(app, cast.owner, cast.farola, rechazado, 'rechazar', { motivo: 'Nos quedamos sin carbón' });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect((await rowsOf(retiro)).find((r) => r.tipo === 'pedido_listo')?.texto).toMatch(
      new RegExp(`^¡Tu pedido #${retiro} está listo! Podés retirarlo en La Farola Parrilla`),
    );
    expect(await rowsOf(rechazado)).toMatchObject([
      {
        tipo: 'pedido_rechazado',
        estado: 'enviada',
        texto: `La Farola Parrilla no pudo aceptar tu pedido #${rechazado}. Motivo: Nos quedamos sin carbón. Perdón por las molestias.`,
      },
    ]);
  });

  it('a kind the business turned off is not queued', async () => {
    await setAvisos({ pedidoListo: false });
    const id = await orden({ avisarWhatsapp: true });
    await mover(app, cast.owner, cast.farola, id, 'aceptar', { demora: 20 });
    await mover(app, cast.owner, cast.farola, id, 'listo');
    await settle();
    expect((await rowsOf(id)).map((r) => r.tipo)).toEqual(['pedido_aceptado']);
    await setAvisos({});
  });

  it('a refused send is put back and retried a minute later, then sent once', async () => {
    const id = await orden({ avisarWhatsapp: true });
    await setAvisos({ pedidoAceptado: false });
    await mover(app, cast.owner, cast.farola, id, 'aceptar', { demora: 20 });
    await setAvisos({});
    // Queued directly (the switch was off for the move): this pass's messenger refuses.
    const [row] = await t.db.select().from(pedidos).where(eq(pedidos.id, id));
    const comercio = { id: cast.farola, nombreComercio: 'La Farola Parrilla', domicilio: '', timeZone: 'UTC' };
    expect(await queueAvisoPedido(t.db, comercio, row!, 'aceptado', t.clock.now())).toBe(1);
    let refuse = true;
    const sent: string[] = [];
    const job = createNotificacionesJob({
      db: t.db,
      now: t.clock.now,
      log: app.log,
      messenger: {
        kind: 'outbox',
        async send(message) {
          if (refuse) throw new MessengerError('Número inválido');
          sent.push(message.text);
        },
      },
    });
    expect(await job.runOnce()).toMatchObject({ enviadas: 0, fallidas: 1 });
    const [failed] = await rowsOf(id);
    expect(failed).toMatchObject({ estado: 'pendiente', intentos: 1, error: 'Número inválido' });
    expect(failed!.enviarDesde.getTime()).toBe(t.clock.now().getTime() + 60_000);
    expect(await job.runOnce()).toMatchObject({ enviadas: 0, fallidas: 0 });
    t.clock.advance(60_000);
    refuse = false;
    expect(await job.runOnce()).toMatchObject({ enviadas: 1 });
    expect(sent).toHaveLength(1);
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'enviada', intentos: 2, error: null });
  });
});

describe('reservation notices', () => {
  const book = async (fechaHora: string) => {
    const res = await call(app, 'POST', '/api/reservas/reservar', cast.customer, {
      fechaHora,
      cantidad: 2,
      sectorId: cast.sector['Salón principal'],
      observacion: '',
      rango: 4,
      seleccionoHorario: true,
      configRestoId: cast.farola,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const move = (id: number, action: string, body?: object) =>
    call(app, 'POST', `/api/reservas/comercio/${cast.farola}/${id}/${action}`, cast.mozo, body);

  it('are off until the business turns them on', async () => {
    const id = await book('2026-11-27T21:00:00-03:00');
    expect((await move(id, 'confirmar')).statusCode).toBe(200);
    await settle();
    expect(await rowsOf(id)).toEqual([]);
  });

  it('confirmation at once, reminder two hours before (in the zone), each once', async () => {
    await setAvisos({ reservaConfirmada: true, reservaRecordatorio: true });
    const id = await book('2026-11-27T21:00:00-03:00');
    expect((await move(id, 'confirmar')).statusCode).toBe(200);
    await settle();
    const [confirmada, recordatorio] = await rowsOf(id);
    expect(confirmada).toMatchObject({
      tipo: 'reserva_confirmada',
      estado: 'enviada',
      telefono: CLARA,
      texto: 'La Farola Parrilla confirmó tu reserva para 2 personas el viernes 27/11 a las 21:00. ¡Te esperamos!',
    });
    expect(recordatorio).toMatchObject({ tipo: 'reserva_recordatorio', estado: 'pendiente' });
    expect(recordatorio!.enviarDesde.toISOString()).toBe('2026-11-27T22:00:00.000Z');

    t.clock.set('2026-11-27T18:59:00-03:00');
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0 });
    t.clock.set('2026-11-27T19:00:00-03:00');
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 1 });
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0 });
    const [sent] = await outboxOf(`notificacion:${recordatorio!.id}`);
    expect(sent?.body).toMatch(/^Te recordamos tu reserva en La Farola Parrilla .*hoy a las 21:00 para 2 personas\./);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it("a cancelled reservation's reminder is dropped, not sent", async () => {
    const id = await book('2026-11-28T21:00:00-03:00');
    await move(id, 'confirmar');
    await settle();
    expect((await move(id, 'cancelar', { motivo: 'Se suspende' })).statusCode).toBe(200);
    t.clock.set('2026-11-28T19:00:00-03:00');
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0, descartadas: 1 });
    expect((await rowsOf(id)).map((r) => [r.tipo, r.estado])).toEqual([
      ['reserva_confirmada', 'enviada'],
      ['reserva_recordatorio', 'descartada'],
    ]);
    t.clock.set('2026-11-21T21:00:00-03:00');
    await setAvisos({});
  });
});

describe('sent once across a restart', () => {
  /** The same database, a new process: the old app closes and a new one is built on it. */
  async function restart() {
    await app.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: app.deps.config.DATA_DIR,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      NOTIFICATIONS_JOB_INTERVAL_SECONDS: '0',
      CUSTOMER_WRITES_PER_USER: '1000',
    });
    app = await buildApp({ config, database: t.database, now: t.clock.now, logger: false, serveWeb: false });
    await app.ready();
  }

  it('a notice queued before the restart is sent by the new process, once', async () => {
    const id = await orden({ avisarWhatsapp: true });
    const res = await mover(app, cast.owner, cast.farola, id, 'rechazar', { motivo: 'Cerramos la cocina' });
    expect(res.statusCode).toBe(200);
    await app.notificacionesJob.idle();
    const [row] = await rowsOf(id);
    // The request's kick sent it; put the row back as it was queued (the process stopped before any pass ran).
    await t.db.delete(outboxMessages).where(eq(outboxMessages.ref, `notificacion:${row!.id}`));
    await t.db
      .update(notificaciones)
      .set({ estado: 'pendiente', enviadaAt: null, intentos: 0 })
      .where(eq(notificaciones.id, row!.id));
    await restart();
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 1 });
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0 });
    expect(await outboxOf(`notificacion:${row!.id}`)).toHaveLength(1);
  });

  it('a crash between sending and recording it: the outbox shows it went, so it is marked sent, not resent', async () => {
    const id = await orden({ avisarWhatsapp: true });
    await mover(app, cast.owner, cast.farola, id, 'aceptar', { demora: 30 });
    await app.notificacionesJob.idle();
    const [row] = await rowsOf(id);
    // The claim stays 'enviando' with the message in the outbox: the process died before marking it.
    await t.db
      .update(notificaciones)
      .set({ estado: 'enviando', enviadaAt: null, reclamadaAt: t.clock.now() })
      .where(eq(notificaciones.id, row!.id));
    await restart();
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0, recuperadas: 0 });
    t.clock.advance(LEASE_MS + 1000);
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0, recuperadas: 1 });
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'enviada' });
    expect(await outboxOf(`notificacion:${row!.id}`)).toHaveLength(1);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });

  it('a crash with no record of the send: left uncertain, never sent again (at most once)', async () => {
    const id = await orden({ avisarWhatsapp: true });
    await mover(app, cast.owner, cast.farola, id, 'aceptar', { demora: 30 });
    await app.notificacionesJob.idle();
    const [row] = await rowsOf(id);
    await t.db.delete(outboxMessages).where(eq(outboxMessages.ref, `notificacion:${row!.id}`));
    await t.db
      .update(notificaciones)
      .set({ estado: 'enviando', enviadaAt: null, reclamadaAt: t.clock.now() })
      .where(eq(notificaciones.id, row!.id));
    await restart();
    t.clock.advance(LEASE_MS + 1000);
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0, inciertas: 1 });
    expect(await app.notificacionesJob.runOnce()).toMatchObject({ enviadas: 0, inciertas: 0 });
    expect((await rowsOf(id))[0]).toMatchObject({ estado: 'incierta' });
    expect(await outboxOf(`notificacion:${row!.id}`)).toHaveLength(0);
    t.clock.set('2026-11-21T21:00:00-03:00');
  });
});

describe('GET and PUT merchant/notificaciones/{configRestoId}', () => {
  it('staff read the switches (defaults while never chosen); only the owner changes them, audited', async () => {
    const read = await call(app, 'GET', avisosUrl(), cast.mozo);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(AVISOS_POR_DEFECTO);
    const body = { ...AVISOS_POR_DEFECTO, pedidoRechazado: false, reservaRecordatorio: true };
    const res = await call(app, 'PUT', avisosUrl(), cast.owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await call(app, 'GET', avisosUrl(), cast.mozo)).json()).toEqual(body);
    expect(await lastAudit(t.db, 'comercio', cast.farola)).toMatchObject({
      action: 'comercio.avisos',
      before: AVISOS_POR_DEFECTO,
      after: body,
    });
    expect((await call(app, 'PUT', avisosUrl(), cast.admin, AVISOS_POR_DEFECTO)).statusCode).toBe(200);
  });

  it('answers 400 with a Spanish message for a missing or wrong switch, changing nothing', async () => {
    const before = (await call(app, 'GET', avisosUrl(), cast.owner)).json();
    const missing = await call(app, 'PUT', avisosUrl(), cast.owner, { pedidoAceptado: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/debe ser verdadero o falso/);
    const wrong = await call(app, 'PUT', avisosUrl(), cast.owner, { ...AVISOS_POR_DEFECTO, pedidoListo: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(app, 'PUT', avisosUrl(), cast.owner, [])).statusCode).toBe(400);
    expect((await call(app, 'GET', avisosUrl(), cast.owner)).json()).toEqual(before);
  });

  it('no session 401, customer and other business 403, staff 403 on the change; unknown business 404', async () => {
    await expectGuarded(app, cast, 'GET', avisosUrl());
    await expectGuarded(app, cast, 'PUT', avisosUrl(), AVISOS_POR_DEFECTO, { ownerOnly: true });
    expect((await call(app, 'PUT', avisosUrl(999_999), cast.admin, AVISOS_POR_DEFECTO)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/merchant/notificaciones/abc', cast.owner)).statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.comercioId, cast.farola), eq(notificaciones.estado, 'enviando')));
    expect(rows).toEqual([]);
  });
});
