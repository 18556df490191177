import { describe, expect, it } from 'vitest';
import {
  buildSeleccion,
  describeOpciones,
  findOpcionesError,
  getOpcionesVisibles,
  getQuitarOpcionConfirm,
  hasOpciones,
  listOpcionSlots,
  removeOpcion,
  resolveOpciones,
} from '../src/pedidos/opciones.ts';
import {
  computePrecioUnitario,
  computeSubtotal,
  computeTotal,
  formatPesos,
  isPrecioVisible,
} from '../src/pedidos/precios.ts';
import type { PlatoProductoOpc } from '../src/carta/schemas.ts';

const det = (productoOpcDetId: number, descripcion: string, precio = 0, anulado = false) => ({
  productoOpcDetId,
  descripcion,
  precio,
  anulado,
});

/** Ice cream by weight: 1 to 3 flavours, 2 included, the third +$800; 'Menta' annulled. */
const gustos: PlatoProductoOpc = {
  productoOpcId: 10,
  min: 1,
  maxFree: 2,
  max: 3,
  precioExtra: 800,
  anulado: false,
  productoOpc: {
    productoOpcId: 10,
    descripcion: 'Gustos',
    productosOpcDets: [det(1, 'Chocolate'), det(2, 'Dulce de leche'), det(3, 'Menta', 0, true), det(4, 'Sambayón')],
  },
};
/** Burger extras: optional, each priced. */
const extras: PlatoProductoOpc = {
  productoOpcId: 20,
  min: 0,
  maxFree: 0,
  max: 2,
  precioExtra: 0,
  anulado: false,
  productoOpc: {
    productoOpcId: 20,
    descripcion: 'Extras',
    productosOpcDets: [det(21, 'Cheddar', 900), det(22, 'Panceta', 1200.5)],
  },
};
const anulado: PlatoProductoOpc = { ...extras, productoOpcId: 30, anulado: true, min: 1 };

describe('options dialog', () => {
  it('hides annulled sets and annulled options', () => {
    const visibles = getOpcionesVisibles([gustos, anulado]);
    expect(visibles.map((s) => s.productoOpcId)).toEqual([10]);
    expect(visibles[0]?.productoOpc.productosOpcDets.map((d) => d.descripcion)).toEqual([
      'Chocolate',
      'Dulce de leche',
      'Sambayón',
    ]);
    expect(hasOpciones([anulado])).toBe(false);
    expect(hasOpciones([gustos])).toBe(true);
  });

  it('shows one select per slot, the first min required', () => {
    expect(listOpcionSlots(gustos)).toEqual([
      { index: 0, required: true },
      { index: 1, required: false },
      { index: 2, required: false },
    ]);
    expect(listOpcionSlots({ min: 2, max: 1 })).toHaveLength(2);
  });

  it('drops empty selections and sets with nothing chosen', () => {
    expect(buildSeleccion([gustos, extras], { 10: [1, null, 4], 20: [null, undefined] })).toEqual([
      {
        productoOpcId: 10,
        productoOpcDets: [
          { productoOpcDetId: 1, descripcion: 'Chocolate' },
          { productoOpcDetId: 4, descripcion: 'Sambayón' },
        ],
      },
    ]);
  });

  it('asks before removing an option, and differently for the last one', () => {
    const two = buildSeleccion([gustos], { 10: [1, 2] });
    expect(getQuitarOpcionConfirm(two)).toBe('¿Quitar esta opción?');
    const one = removeOpcion(two, 10, 0);
    expect(one).toEqual([
      { productoOpcId: 10, productoOpcDets: [{ productoOpcDetId: 2, descripcion: 'Dulce de leche' }] },
    ]);
    expect(getQuitarOpcionConfirm(one)).toBe('quitar el último?');
    expect(removeOpcion(one, 10, 0)).toEqual([]);
  });
});

describe('resolveOpciones', () => {
  it('requires the first min slots of every visible set', () => {
    expect(findOpcionesError([gustos, extras], [])).toBe('Seleccione Gustos');
    expect(
      findOpcionesError(
        [gustos, extras, anulado],
        [{ productoOpcId: 10, productoOpcDets: [{ descripcion: 'Chocolate' }] }],
      ),
    ).toBeNull();
  });

  it('refuses annulled options, unknown options and sets of another dish', () => {
    expect(
      findOpcionesError(
        [gustos],
        [{ productoOpcId: 10, productoOpcDets: [{ productoOpcDetId: 3, descripcion: 'Menta' }] }],
      ),
    ).toBe("La opción 'Menta' ya no está disponible");
    expect(
      findOpcionesError(
        [gustos],
        [{ productoOpcId: 10, productoOpcDets: [{ productoOpcDetId: 99, descripcion: 'x' }] }],
      ),
    ).toBe('Una de las opciones elegidas no corresponde al plato');
    expect(findOpcionesError([gustos], [{ productoOpcId: 30, productoOpcDets: [{ descripcion: 'Cheddar' }] }])).toBe(
      'Una de las opciones elegidas no corresponde al plato',
    );
  });

  it('refuses more choices than slots', () => {
    const four = [1, 2, 4, 1].map((id) => ({ productoOpcDetId: id, descripcion: '' }));
    expect(findOpcionesError([gustos], [{ productoOpcId: 10, productoOpcDets: four }])).toBe(
      'Podés elegir hasta 3 opciones de Gustos',
    );
  });

  it('finds an option by its description when no id is sent', () => {
    const result = resolveOpciones(
      [gustos],
      [{ productoOpcId: 10, productoOpcDets: [{ descripcion: ' dulce DE leche ' }] }],
    );
    expect(result.ok && result.opciones[0]?.dets[0]?.productoOpcDetId).toBe(2);
  });
});

describe('pricing', () => {
  const resolved = (sets: PlatoProductoOpc[], seleccion: Parameters<typeof resolveOpciones>[1]) => {
    const result = resolveOpciones(sets, seleccion);
    if (!result.ok) throw new Error(result.message);
    return result.opciones;
  };

  it('includes maxFree choices and charges precioExtra for each one beyond', () => {
    const dos = resolved(
      [gustos],
      [
        {
          productoOpcId: 10,
          productoOpcDets: [
            { productoOpcDetId: 1, descripcion: '' },
            { productoOpcDetId: 2, descripcion: '' },
          ],
        },
      ],
    );
    expect(computePrecioUnitario({ precio: 9000 }, dos)).toBe(9000);
    const tres = resolved(
      [gustos],
      [{ productoOpcId: 10, productoOpcDets: [1, 2, 4].map((id) => ({ productoOpcDetId: id, descripcion: '' })) }],
    );
    expect(computePrecioUnitario({ precio: 9000 }, tres)).toBe(9800);
  });

  it('adds each chosen option surcharge, exactly in centavos', () => {
    const both = resolved(
      [extras],
      [
        {
          productoOpcId: 20,
          productoOpcDets: [
            { productoOpcDetId: 21, descripcion: '' },
            { productoOpcDetId: 22, descripcion: '' },
          ],
        },
      ],
    );
    expect(computePrecioUnitario({ precio: 10500.1 }, both)).toBe(12600.6);
  });

  it('sums items times quantities plus delivery without float drift', () => {
    const items = [
      { precio: 0.1, cantidad: 3 },
      { precio: 0.2, cantidad: 1 },
    ];
    expect(computeSubtotal(items)).toBe(0.5);
    expect(computeTotal(items, 1500)).toBe(1500.5);
    expect(computeTotal([{ precio: 12600.6, cantidad: 2 }])).toBe(25201.2);
  });

  it('shows a price only when it is over 1', () => {
    expect([0, 1, 1.5, 9000].map(isPrecioVisible)).toEqual([false, false, true, true]);
  });

  it('formats pesos the Argentine way', () => {
    expect(formatPesos(12500).replace(/\s/g, ' ')).toBe('$ 12.500');
    expect(formatPesos(1500.5).replace(/\s/g, ' ')).toBe('$ 1.500,50');
  });

  it('writes pesos with a no-break space, dots every three digits and centavos only when there are some', () => {
    expect(formatPesos(0)).toBe('$\u00a00');
    expect(formatPesos(999)).toBe('$\u00a0999');
    expect(formatPesos(1000)).toBe('$\u00a01.000');
    expect(formatPesos(1234567.05)).toBe('$\u00a01.234.567,05');
    expect(formatPesos(0.1 + 0.2)).toBe('$\u00a00,30');
    expect(formatPesos(-1500)).toBe('-$\u00a01.500');
    expect(formatPesos(-0.004)).toBe('$\u00a00');
  });

  it('writes what the es-AR locale data writes, which it stands in for', () => {
    const whole = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 });
    const values = [1, 7, 10, 99, 100, 999, 1000, 9999, 10000, 12500, 99999, 100000, 123456, 1000000, 98765432];
    for (const v of [...values, ...values.map((n) => -n)]) {
      expect(formatPesos(v)).toBe(whole.format(v));
      expect(formatPesos(v + 0.25 * Math.sign(v))).toBe(cents.format(v + 0.25 * Math.sign(v)));
      expect(formatPesos(v / 100)).toBe(Number.isInteger(v / 100) ? whole.format(v / 100) : cents.format(v / 100));
    }
  });

  it('describes the chosen options in one line', () => {
    expect(
      describeOpciones(
        [
          { productoOpcId: 10, productoOpcDets: [{ descripcion: 'Chocolate' }, { descripcion: 'Sambayón' }] },
          { productoOpcId: 20, productoOpcDets: [{ descripcion: 'Cheddar' }] },
        ],
        [gustos, extras],
      ),
    ).toBe('Gustos: Chocolate, Sambayón · Extras: Cheddar');
  });
});
