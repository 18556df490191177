import type { TipoEntrega, NuevoPedidoComercioInput } from '@vidriera/domain/pedidos';
import type { LineaNueva } from './nuevo-pedido-lineas.ts';

/** The staff-order form as its inputs hold it ('' for an empty number). */
export interface NuevoPedidoValues {
  nombre: string;
  telefono: string;
  entrega: TipoEntrega;
  mesa: number | '';
  domicilio: string;
  formaPagoId: number;
  pagaCon: number | '';
  observacion: string;
}

export const emptyNuevoPedido = (): NuevoPedidoValues => ({
  nombre: '',
  telefono: '',
  entrega: 'retiro',
  mesa: '',
  domicilio: '',
  formaPagoId: 0,
  pagaCon: '',
  observacion: '',
});

/** The body of POST merchant/pedidos/{id}/nuevo: only what the delivery type and payment method use. */
export function toNuevoPedidoInput(values: NuevoPedidoValues, lineas: readonly LineaNueva[]): NuevoPedidoComercioInput {
  return {
    nombre: values.nombre,
    telefono: values.telefono,
    entrega: values.entrega,
    mesa: values.entrega === 'mesa' && values.mesa !== '' ? values.mesa : null,
    domicilio: values.entrega === 'delivery' ? values.domicilio : null,
    formaPagoId: values.formaPagoId,
    pagaCon: values.formaPagoId === 0 && values.pagaCon !== '' && values.pagaCon > 0 ? values.pagaCon : null,
    observacion: values.observacion,
    pedidosIts: lineas.map(({ platoId, cantidad, opciones }) => ({ platoId, cantidad, opciones })),
  };
}
