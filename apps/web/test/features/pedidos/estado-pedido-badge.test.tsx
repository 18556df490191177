import { MIS_PEDIDOS_TICK_MS } from '@vidriera/domain/pedidos';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordServerTime } from '../../../src/api/server-clock.ts';
import { EstadoPedidoBadge } from '../../../src/features/pedidos/estado-pedido-badge.tsx';
import { useNow } from '../../../src/ui/use-now.ts';
import { useTestRoot } from '../../helpers/test-root.tsx';

/** The server's clock when the business marked the order ready (its horaEntregado). */
const LISTO_AT = Date.parse('2026-11-21T21:10:00-03:00');
const MONTH = 30 * 86_400_000;

const listo = {
  estadoId: 2,
  delivery: false,
  horaEntregado: '2026-11-21T21:10:00-03:00',
  horaCompletado: null,
};

/** The pill as the order screens show it: judged at the server's time, renewed by their 5 s tick. */
function Badge({ pedido }: { pedido: typeof listo }) {
  return <EstadoPedidoBadge pedido={pedido} now={useNow(MIS_PEDIDOS_TICK_MS)} />;
}

describe('EstadoPedidoBadge', () => {
  const root = useTestRoot();
  const text = () => root.container.textContent;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it("reads 'Listo para Retirar!' for the 20 minutes after the order was ready, by the server's clock", async () => {
    // A phone a month ahead: by its own clock the window closed long ago. An answer told it the server's time.
    vi.setSystemTime(LISTO_AT + MONTH);
    recordServerTime(LISTO_AT + 20, Date.now(), Date.now() + 40);
    await root.render(<Badge pedido={listo} />);
    expect(text()).toBe('Listo para Retirar!');
    await act(async () => vi.advanceTimersByTime(19 * 60_000 + 55_000));
    expect(text()).toBe('Listo para Retirar!');
    await act(async () => vi.advanceTimersByTime(MIS_PEDIDOS_TICK_MS));
    expect(text()).toBe('Entregado');
  });

  it("reads 'En Camino...' for a delivery, and 'Entregado' once the business handed it over", async () => {
    const now = new Date(LISTO_AT + 60_000);
    await root.render(<EstadoPedidoBadge pedido={{ ...listo, delivery: true }} now={now} />);
    expect(text()).toBe('En Camino...');
    await root.render(
      <EstadoPedidoBadge
        pedido={{ ...listo, delivery: true, horaCompletado: '2026-11-21T21:10:30-03:00' }}
        now={now}
      />,
    );
    expect(text()).toBe('Entregado');
  });
});
