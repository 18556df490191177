import type { PedidoPendiente } from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { describe, expect, it } from 'vitest';
import { toPedirRequest } from '../../../src/features/pedidos/use-confirmar-pedido.ts';

const draft: PedidoPendiente = {
  configRestoId: 7,
  carpeta: 'la-farola',
  cartaId: null,
  enLocal: false,
  mesa: null,
  pedidosIts: [],
  delivery: false,
  domicilio: null,
  formaPagoId: 0,
  pagaCon: null,
  observacion: '',
};
const input = (change: Partial<PedidoPendiente>) => ({
  draft: { ...draft, ...change },
  comercio: {} as CartaConfigResto,
  total: 0,
  domicilio: '',
  costo: null,
  point: null,
});

describe('toPedirRequest: the checkout\'s "Avisarme por WhatsApp"', () => {
  it('leaves it out while untouched, so the API applies the remembered choice', () => {
    expect(toPedirRequest(input({}))).not.toHaveProperty('avisarWhatsapp');
  });
  it('sends it as ticked or unticked', () => {
    expect(toPedirRequest(input({ avisarWhatsapp: true })).avisarWhatsapp).toBe(true);
    expect(toPedirRequest(input({ avisarWhatsapp: false })).avisarWhatsapp).toBe(false);
  });
});
