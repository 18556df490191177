import { type PlatoOpcionElegida, formatPesos } from '@vidriera/domain/pedidos';
import type { Plato, PlatoProductoOpc } from '@vidriera/domain/carta';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { OpcionesDialog } from '../../../src/features/carta/opciones-dialog.tsx';
import opcionesDialogCss from '../../../src/features/carta/opciones-dialog.module.css';

// The dialog shows the sets the menu already holds (the placeholder) while its own call answers.
vi.mock('../../../src/api/get-opciones.ts', () => ({
  useOpciones: (_configRestoId: number, _platoId: number, placeholder?: PlatoProductoOpc[]) => ({
    data: placeholder,
    isError: false,
  }),
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const det = (productoOpcDetId: number, descripcion: string, precio = 0, anulado = false) => ({
  productoOpcDetId,
  descripcion,
  precio,
  anulado,
});

const GUSTOS: PlatoProductoOpc = {
  productoOpcId: 10,
  min: 1,
  max: 2,
  maxFree: 1,
  precioExtra: 500,
  anulado: false,
  productoOpc: {
    productoOpcId: 10,
    descripcion: 'Gustos',
    productosOpcDets: [det(101, 'Chocolate'), det(102, 'Frutilla'), det(103, 'Dulce de leche', 0, true)],
  },
};
const EXTRAS: PlatoProductoOpc = {
  productoOpcId: 20,
  min: 0,
  max: 1,
  maxFree: 0,
  precioExtra: 0,
  anulado: false,
  productoOpc: { productoOpcId: 20, descripcion: 'Extras', productosOpcDets: [det(201, 'Cheddar', 800)] },
};
const SALSAS: PlatoProductoOpc = {
  ...EXTRAS,
  productoOpcId: 30,
  anulado: true,
  productoOpc: { productoOpcId: 30, descripcion: 'Salsas', productosOpcDets: [det(301, 'Alioli')] },
};

const plato = {
  platoId: 1,
  titulo: 'Helado',
  descripcion: '',
  precio: 5000,
  orden: 1,
  imagenUrl: null,
  mostrarImagen: false,
  cantidad: 0,
  opciones: [],
  platoProductoOpcs: [GUSTOS, EXTRAS, SALSAS],
} satisfies Plato;

let container: HTMLElement;
let root: Root;
let onConfirm: Mock<(seleccion: PlatoOpcionElegida[], precio: number) => void>;
let onClose: Mock<() => void>;
let alert: ReturnType<typeof vi.fn>;
let confirm: ReturnType<typeof vi.fn>;

beforeEach(() => {
  onConfirm = vi.fn();
  onClose = vi.fn();
  alert = vi.fn();
  confirm = vi.fn(() => true);
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('confirm', confirm);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function open(initial: PlatoOpcionElegida[] | null = null) {
  await act(async () =>
    root.render(
      <OpcionesDialog configRestoId={7} plato={plato} initial={initial} onConfirm={onConfirm} onClose={onClose} />,
    ),
  );
}

const selects = () => Array.from(container.querySelectorAll('select'));
const labelOf = (select: HTMLSelectElement) => container.querySelector(`label[for="${select.id}"]`)?.textContent;
const price = () => container.querySelector(`.${opcionesDialogCss.opcPrice} strong`)?.textContent;
const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;

async function choose(select: HTMLSelectElement | undefined, value: string) {
  if (!select) throw new Error('no such select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => button('Agregar!').click());
}

describe('OpcionesDialog', () => {
  it('shows one select per slot, the first min required, and hides annulled sets and options', async () => {
    await open();
    expect(selects().map(labelOf)).toEqual(['Gustos 1', 'Gustos 2 (opcional)', 'Extras (opcional)']);
    expect(selects().map((s) => s.required)).toEqual([true, false, false]);
    const gustos = Array.from(selects()[0]?.options ?? []).map((o) => o.textContent);
    expect(gustos).toEqual(['Elegí una opción', 'Chocolate', 'Frutilla']);
    expect(container.textContent).not.toContain('Salsas');
  });

  it("states each set's rule: required and maximum choices, the included ones and the extra price", async () => {
    await open();
    const hints = Array.from(container.querySelectorAll(`.${opcionesDialogCss.opcSetHint}`)).map((h) => h.textContent);
    expect(hints[0]).toBe(`Elegí al menos 1 · Hasta 2 · 1 incluida · + ${formatPesos(500)} c/u adicional`);
    expect(hints[1]).toBe('Hasta 1');
  });

  it("prices the dish with the options' surcharges and the extra beyond the included choices", async () => {
    await open();
    expect(price()).toBe(formatPesos(5000));
    await choose(selects()[0], '101');
    expect(price()).toBe(formatPesos(5000));
    await choose(selects()[1], '102');
    expect(price()).toBe(formatPesos(5500));
    await choose(selects()[2], '201');
    expect(price()).toBe(formatPesos(6300));
  });

  it('refuses Agregar! while a required choice is missing, says why and points at the empty slot', async () => {
    await open();
    await choose(selects()[2], '201');
    await submit();
    expect(alert).toHaveBeenCalledWith('Seleccione Gustos');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Seleccione Gustos');
    expect(selects()[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(selects()[0]);
  });

  it('hands back the selection and its price once it is complete', async () => {
    await open();
    await choose(selects()[0], '102');
    await choose(selects()[1], '101');
    await submit();
    expect(alert).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledWith(
      [
        {
          productoOpcId: 10,
          productoOpcDets: [
            { productoOpcDetId: 102, descripcion: 'Frutilla' },
            { productoOpcDetId: 101, descripcion: 'Chocolate' },
          ],
        },
      ],
      5500,
    );
  });

  it('changing a selection starts from it (matched by id or by description) and confirms with Aceptar', async () => {
    await open([
      { productoOpcId: 10, productoOpcDets: [{ descripcion: 'Frutilla' }] },
      { productoOpcId: 20, productoOpcDets: [{ productoOpcDetId: 201, descripcion: 'Cheddar' }] },
    ]);
    expect(selects().map((s) => s.value)).toEqual(['102', '', '201']);
    expect(price()).toBe(formatPesos(5800));
    expect(button('Agregar!')).toBeUndefined();
    await act(async () => button('Aceptar').click());
    expect(onConfirm).toHaveBeenCalledWith(
      [
        { productoOpcId: 10, productoOpcDets: [{ productoOpcDetId: 102, descripcion: 'Frutilla' }] },
        { productoOpcId: 20, productoOpcDets: [{ productoOpcDetId: 201, descripcion: 'Cheddar' }] },
      ],
      5800,
    );
  });

  it('removes a chosen option only after confirming, asking "quitar el último?" for the last one', async () => {
    await open();
    await choose(selects()[0], '101');
    const quitar = () => container.querySelector<HTMLButtonElement>(`.${opcionesDialogCss.opcRemove}`);
    confirm.mockReturnValueOnce(false);
    await act(async () => quitar()?.click());
    expect(confirm).toHaveBeenLastCalledWith('quitar el último?');
    expect(selects()[0]?.value).toBe('101');
    await choose(selects()[2], '201');
    await act(async () => quitar()?.click());
    expect(confirm).toHaveBeenLastCalledWith('¿Quitar esta opción?');
    expect(selects()[0]?.value).toBe('');
    expect(selects()[2]?.value).toBe('201');
  });

  it('Cerrar and Escape close without confirming', async () => {
    await open();
    await act(async () => button('Cerrar').click());
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      container.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
