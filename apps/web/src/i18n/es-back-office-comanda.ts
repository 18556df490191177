/** Texts of the kitchen ticket (decision 037). */
export const esBackOfficeComanda = {
  imprimir: 'Imprimir comanda',
  imprimirDe: (id: number) => `Imprimir comanda del pedido #${id}`,
  alAceptar: 'Imprimir comanda al aceptar',
  alAceptarAyuda: 'Solo en este dispositivo: imprime en la impresora que tenga conectada.',
  etiqueta: (id: number) => `Comanda del pedido #${id}`,
  numero: (id: number) => `Pedido #${id}`,
  retira: (nombre: string) => `Retira: ${nombre}`,
  cliente: 'Cliente',
  observacion: 'Observación',
  pago: 'Pago',
  pagado: 'PAGADO',
  aCobrar: 'A COBRAR',
  total: 'Total',
  para: (hora: string) => `Para las ${hora}`,
};
