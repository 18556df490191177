import { describe, expect, it } from 'vitest';
import {
  describeEntrega,
  describeItems,
  entradaCsvCells,
  MSG_EXPORTACION_DESDE,
  MSG_EXPORTACION_HASTA,
  MSG_EXPORTACION_INVERTIDA,
  MSG_EXPORTACION_LARGA,
  nombreArchivoExportacion,
  participanteCsvCells,
  parseRangoExportacion,
  pedidoCsvCells,
  reservaCsvCells,
} from '../src/exportaciones/exportaciones.ts';

const BA = 'America/Argentina/Buenos_Aires';

describe('parseRangoExportacion', () => {
  it("covers from desde's midnight to the midnight after hasta in the merchant's zone", () => {
    const rango = parseRangoExportacion('2026-11-21', '2026-11-22', BA);
    expect(rango).toEqual({
      ok: true,
      desde: new Date('2026-11-21T03:00:00Z'),
      hasta: new Date('2026-11-23T03:00:00Z'),
      dias: 2,
    });
  });

  it('takes one day and up to 366 days', () => {
    expect(parseRangoExportacion('2026-11-21', '2026-11-21', BA)).toMatchObject({ ok: true, dias: 1 });
    expect(parseRangoExportacion('2024-01-01', '2024-12-31', BA)).toMatchObject({ ok: true, dias: 366 });
  });

  it('refuses missing, malformed, impossible, inverted and too long ranges with a Spanish message', () => {
    expect(parseRangoExportacion(undefined, '2026-11-21', BA)).toEqual({ ok: false, message: MSG_EXPORTACION_DESDE });
    expect(parseRangoExportacion('21/11/2026', '2026-11-21', BA)).toEqual({
      ok: false,
      message: MSG_EXPORTACION_DESDE,
    });
    expect(parseRangoExportacion('2026-11-21', '2026-02-30', BA)).toEqual({
      ok: false,
      message: MSG_EXPORTACION_HASTA,
    });
    expect(parseRangoExportacion('2026-11-22', '2026-11-21', BA)).toEqual({
      ok: false,
      message: MSG_EXPORTACION_INVERTIDA,
    });
    expect(parseRangoExportacion('2025-01-01', '2026-01-02', BA)).toEqual({
      ok: false,
      message: MSG_EXPORTACION_LARGA,
    });
  });
});

describe('file names and rows', () => {
  it('names the file by export, business and range', () => {
    expect(nombreArchivoExportacion('pedidos', 'la-farola', '2026-11-01', '2026-11-30')).toBe(
      'pedidos-la-farola-2026-11-01-al-2026-11-30.csv',
    );
    expect(nombreArchivoExportacion('ventas', 'Café "x"', '2026-11-01', '2026-11-01')).toBe(
      'ventas-caf-x--2026-11-01-al-2026-11-01.csv',
    );
  });

  it('writes an order: local time, delivery, items with options, money with a comma', () => {
    const cells = pedidoCsvCells(
      {
        id: 7,
        fechaHora: new Date('2026-11-22T03:30:00Z'),
        estadoId: 2,
        delivery: true,
        enLocal: false,
        mesa: null,
        nombre: 'Ana',
        telefono: '2494000000',
        domicilio: 'Av. España 555',
        formaPagoId: 3,
        pagadoAt: new Date('2026-11-22T03:31:00Z'),
        observacion: 'Sin sal',
        subtotal: 1250050,
        costoEnvio: 50000,
        total: 1300050,
        items: [
          { cantidad: 2, titulo: 'Provoleta', opcionesTexto: 'Extra: Orégano' },
          { cantidad: 1, titulo: 'Flan', opcionesTexto: '' },
        ],
      },
      BA,
    );
    expect(cells).toEqual([
      7,
      '22/11/2026 00:30',
      'Entregado',
      'Envío',
      null,
      'Ana',
      '2494000000',
      'Av. España 555',
      'Pago online',
      'Sí',
      '2 x Provoleta (Extra: Orégano) | 1 x Flan',
      'Sin sal',
      '12500,50',
      '500,00',
      '13000,50',
    ]);
  });

  it('tells pickup, in-venue and delivery apart and joins the items', () => {
    expect(describeEntrega({ delivery: false, enLocal: false })).toBe('Retiro');
    expect(describeEntrega({ delivery: false, enLocal: true })).toBe('En el local');
    expect(describeItems([])).toBe('');
  });

  it('writes a reservation, a ticket (its share of the sale) and a participant', () => {
    expect(
      reservaCsvCells(
        {
          id: 3,
          fechaHora: new Date('2026-11-21T23:00:00Z'),
          cantidad: 4,
          sector: 'Salón',
          estado: 1,
          nombre: 'Beto',
          tel: '2494111222',
          observacion: '',
          origen: 'walk-in',
          importe: 0,
          fechaHoraAlta: new Date('2026-11-20T15:00:00Z'),
        },
        BA,
      ),
    ).toEqual([
      3,
      '21/11/2026 20:00',
      4,
      'Salón',
      'Reserva Confirmada',
      'Beto',
      '2494111222',
      '',
      'Sin reserva (llegó al local)',
      '0,00',
      '20/11/2026 12:00',
    ]);
    const venta = {
      ventaId: 9,
      evento: 'Fiesta',
      eventoFechaHora: new Date('2026-11-22T03:00:00Z'),
      variante: 'Anticipada',
      comprador: 'Ana',
      telefonoComprador: '2494000000',
      formaPagoId: 5,
      estado: 1,
      fechaHoraAlta: new Date('2026-11-20T15:00:00Z'),
      precioUnitario: 150000,
      cantidadVenta: 3,
    };
    expect(
      entradaCsvCells(
        {
          ...venta,
          ticket: {
            numero: 1,
            titular: 'Carla',
            telefono: '2494',
            cantidad: 2,
            usadoEn: new Date('2026-11-22T03:10:00Z'),
          },
        },
        BA,
      ).slice(9),
    ).toEqual([1, 'Carla', '2494', 2, '3000,00', 'Sí', '22/11/2026 00:10']);
    expect(entradaCsvCells({ ...venta, ticket: null }, BA).slice(9)).toEqual([
      undefined,
      undefined,
      undefined,
      3,
      '4500,00',
      '',
      '',
    ]);
    expect(
      participanteCsvCells(
        {
          concurso: 'Sorteo',
          createdAt: new Date('2026-11-22T02:00:00Z'),
          nombre: 'Dani',
          telefono: null,
          premio: null,
          ordenGanador: null,
        },
        BA,
      ),
    ).toEqual(['Sorteo', '21/11/2026 23:00', 'Dani', null, null, null]);
  });
});
