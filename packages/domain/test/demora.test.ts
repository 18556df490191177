import { describe, expect, it } from 'vitest';
import { DEMORA_MINIMA_ACEPTAR_MINUTOS, getDemoraAlAceptar, isDemoraShown } from '../src/pedidos/demora.ts';

const open = { publicado: true, abierto: true, ocultaDemora: false, demora: 30 };

describe('isDemoraShown', () => {
  it('shows the delay of an open, published business', () => {
    expect(isDemoraShown(open)).toBe(true);
  });

  it('hides it when closed, unpublished, hidden by the business or unknown', () => {
    expect(isDemoraShown({ ...open, abierto: false })).toBe(false);
    expect(isDemoraShown({ ...open, publicado: false })).toBe(false);
    expect(isDemoraShown({ ...open, ocultaDemora: true })).toBe(false);
    expect(isDemoraShown({ ...open, demora: 0 })).toBe(false);
  });
});

describe('the delay an order is accepted with', () => {
  it("is the business's delay, and never less than a minute (a delay of 0 is valid)", () => {
    expect(getDemoraAlAceptar(30)).toBe(30);
    expect(getDemoraAlAceptar(1)).toBe(1);
    expect(getDemoraAlAceptar(0)).toBe(DEMORA_MINIMA_ACEPTAR_MINUTOS);
    expect(DEMORA_MINIMA_ACEPTAR_MINUTOS).toBe(1);
  });
});
