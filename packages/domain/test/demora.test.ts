import { describe, expect, it } from 'vitest';
import { isDemoraShown } from '../src/demora.ts';

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
