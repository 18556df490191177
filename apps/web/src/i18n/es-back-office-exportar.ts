import type { TipoExportacion } from '@vidriera/domain/exportaciones';

/** Texts of the back office's Exportar screen (decision 036). */
export const esBackOfficeExportar = {
  titulo: (nombre: string) => `Exportar datos de ${nombre}`,
  ayuda:
    'Descargá planillas CSV para abrir en Excel o LibreOffice: fechas y horas del comercio, importes con coma ' +
    'decimal. Tienen datos personales de tus clientes (nombres, teléfonos, domicilios): guardalas con cuidado.',
  desde: 'Desde',
  hasta: 'Hasta',
  periodoAyuda: 'Ambos días incluidos, hasta un año.',
  descargar: (nombre: string) => `Descargar ${nombre}`,
  descargando: 'Preparando la descarga…',
  descargado: (archivo: string) => `Descargaste ${archivo}.`,
  error: 'No pudimos preparar la descarga',
  exportaciones: {
    pedidos: {
      nombre: 'pedidos',
      titulo: 'Pedidos',
      detalle: 'Un renglón por pedido hecho en el período: cliente, entrega, ítems con opciones, pago y total.',
    },
    reservas: {
      nombre: 'reservas',
      titulo: 'Reservas',
      detalle: 'Las reservas para los días del período: personas, sector, estado y contacto.',
    },
    ventas: {
      nombre: 'ventas de entradas',
      titulo: 'Ventas de entradas',
      detalle: 'Las entradas de los eventos del período: comprador, titular de cada entrada y si ingresó.',
    },
    participantes: {
      nombre: 'participantes',
      titulo: 'Participantes de sorteos',
      detalle: 'Quienes se anotaron en tus sorteos en el período, con el premio si ganaron.',
    },
  } satisfies Record<TipoExportacion, { nombre: string; titulo: string; detalle: string }>,
};
