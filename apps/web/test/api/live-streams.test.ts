import type { LoginResponse } from '@vidriera/domain/cuentas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeBackOfficePedidosEventos } from '../../src/api/back-office-subscribe-pedidos-eventos.ts';
import { subscribeBackOfficeReservasEventos } from '../../src/api/back-office-subscribe-reservas-eventos.ts';
import { subscribeBackOfficeVentas } from '../../src/api/back-office-subscribe-ventas.ts';
import { serverNow } from '../../src/api/server-clock.ts';
import { clearSession, storeSession } from '../../src/api/session.ts';
import { subscribePedidosEventos } from '../../src/api/subscribe-pedidos-eventos.ts';
import { subscribeReservasEventos } from '../../src/api/subscribe-reservas-eventos.ts';

// The live streams the screens subscribe to refetch on every `ready`: when a stream opens (what changed before was
// missed), when the browser reopens a dropped one, and when the server sends it again on an open stream because its
// database connection was lost and is back (changes made meanwhile never reached the stream; plugins/events.ts).

/** An EventSource whose events the test sends. */
class ScriptedEventSource {
  static opened: ScriptedEventSource[] = [];
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {
    ScriptedEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

const original = globalThis.EventSource;
beforeEach(() => {
  ScriptedEventSource.opened = [];
  globalThis.EventSource = ScriptedEventSource as unknown as typeof EventSource;
  storeSession({
    token: 'tok-live',
    expiration: new Date(serverNow().getTime() + 3_600_000).toISOString(),
    admin: false,
    id: 7,
    entrega: '',
    nombre: 'Ana',
    user: '2494000000',
    ver: 1,
  } as LoginResponse);
});
afterEach(() => {
  globalThis.EventSource = original;
  clearSession();
});

describe('live streams', () => {
  const streams: Array<[string, (refetch: () => void) => () => void, string, string]> = [
    ['the customer’s orders', (r) => subscribePedidosEventos(r, r), '/api/pedidos/eventos?token=tok-live', 'pedido'],
    [
      'the customer’s reservations',
      (r) => subscribeReservasEventos(r),
      '/api/reservas/eventos?token=tok-live',
      'reserva',
    ],
    [
      'a business’s order queue',
      (r) => subscribeBackOfficePedidosEventos(12, r, r),
      '/api/merchant/pedidos/eventos/12?token=tok-live',
      'pedido',
    ],
    [
      'a business’s reservations',
      (r) => subscribeBackOfficeReservasEventos(12, r),
      '/api/merchant/reservas/12/eventos?token=tok-live',
      'reserva',
    ],
    [
      'a business’s ticket sales',
      (r) => subscribeBackOfficeVentas(12, r),
      '/api/merchant/eventos/12/ventas-en-vivo?token=tok-live',
      'venta',
    ],
  ];

  it.each(streams)(
    '%s refetch when the stream opens, on every change, and on every later ready',
    (_name, open, url, change) => {
      let refetches = 0;
      const close = open(() => {
        refetches += 1;
      });
      const [source] = ScriptedEventSource.opened;
      expect(source?.url).toBe(url);
      source!.send('ready');
      expect(refetches).toBe(1);
      source!.send(change, { pedidoId: 1, configRestoId: 12, usuarioId: 7, estadoId: 1, estado: 'Aceptado' });
      expect(refetches).toBe(2);
      // The server lost its database connection and is back: the same stream, told again.
      source!.send('ready');
      source!.send('ready');
      expect(refetches).toBe(4);
      close();
      expect(source!.closed).toBe(true);
    },
  );

  it('open nothing without a session', () => {
    clearSession();
    for (const [, open] of streams) open(() => {})();
    expect(ScriptedEventSource.opened).toEqual([]);
  });
});
