import { describe, expect, it } from 'vitest';
import type { Pedido } from '@vidriera/domain/pedidos';
import { buildComanda, formatFechaHoraComanda } from '../../../src/features/back-office/pedidos/comanda.ts';
import { filenameFromDisposition } from '../../../src/api/back-office-descargar-exportacion.ts';

const pedido = (extra: Partial<Pedido> = {}): Pedido => ({
  pedidoId: 42,
  cartaId: 1,
  configRestoId: 1,
  configResto: {
    id: 1,
    carpeta: 'la-farola',
    nombreComercio: 'La Farola Parrilla',
    domicilio: '',
    telefono: null,
    logoUrl: null,
    ocultaDemora: false,
    soloTakeAway: false,
    comercioDigital: false,
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  pedidosIts: [
    {
      platoId: 1,
      cantidad: 2,
      opciones: [],
      opcionesTexto: 'Punto: Jugoso · Guarnición: Papas fritas',
      precio: 9500,
      plato: 'Bife de chorizo',
    },
    { platoId: 2, cantidad: 1, opciones: [], opcionesTexto: '', precio: 3000, plato: 'Flan' },
  ],
  subtotal: 22000,
  costoEnvio: 0,
  total: 22000,
  formaPagoId: 0,
  pagado: false,
  reintegro: null,
  demora: 30,
  observacion: '  Sin sal  ',
  delivery: false,
  domicilio: null,
  pagaCon: 25000,
  usuarioId: 9,
  estadoId: 1,
  estado: 'En Preparación',
  // 00:30 in Buenos Aires: the 22nd there, whatever zone the device is in.
  fechaHora: '2026-11-22T00:30:00-03:00',
  horaEstimada: '2026-11-22T01:00:00-03:00',
  horaEntregado: null,
  horaCompletado: null,
  cargadoPorComercio: false,
  mesa: 7,
  enLocal: true,
  nombre: 'Ana',
  telefono: '2494000000',
  ...extra,
});

describe('buildComanda', () => {
  it('says the table, the time of the merchant, the items with an option per line, the notes, payment and total', () => {
    const c = buildComanda(pedido(), 'La Farola Parrilla');
    expect(c).toMatchObject({
      comercio: 'La Farola Parrilla',
      numero: 'Pedido #42',
      fechaHora: '22/11/2026 00:30',
      entrega: 'Mesa 7',
      destino: null,
      cliente: 'Ana',
      observacion: 'Sin sal',
      estadoPago: 'A COBRAR',
      horaEstimada: '01:00',
    });
    expect(c.items).toEqual([
      { cantidad: 2, plato: 'Bife de chorizo', opciones: ['Punto: Jugoso', 'Guarnición: Papas fritas'] },
      { cantidad: 1, plato: 'Flan', opciones: [] },
    ]);
    expect(c.pago).toMatch(/^Efectivo · Paga con \$\s?25\.000 \(vuelto \$\s?3\.000\)$/);
    expect(c.total).toMatch(/^\$\s?22\.000$/);
  });

  it('gives the address of a delivery and the name for a pickup; a paid online order says PAGADO', () => {
    const delivery = buildComanda(
      pedido({ delivery: true, enLocal: false, mesa: null, domicilio: 'Av. España 555', formaPagoId: 3, pagado: true }),
      'X',
    );
    expect(delivery).toMatchObject({ entrega: 'Envío a domicilio', destino: 'Av. España 555', estadoPago: 'PAGADO' });
    expect(delivery.pago).toBe('Pago online');
    const retiro = buildComanda(pedido({ enLocal: false, mesa: null, observacion: null }), 'X');
    expect(retiro).toMatchObject({ entrega: 'Retira en el local', destino: 'Retira: Ana', observacion: null });
  });

  it('reads the wall clock of the time as sent, with its offset', () => {
    expect(formatFechaHoraComanda('2026-01-05T23:59:00-03:00')).toBe('05/01/2026 23:59');
  });
});

describe('filenameFromDisposition', () => {
  it("takes the export's file name from the answer, or the fallback", () => {
    expect(
      filenameFromDisposition('attachment; filename="pedidos-la-farola-2026-11-01-al-2026-11-30.csv"', 'x.csv'),
    ).toBe('pedidos-la-farola-2026-11-01-al-2026-11-30.csv');
    expect(filenameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });
});
