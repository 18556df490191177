// The calificaciones context's entry (@vidriera/domain/calificaciones): what its files export.
export {
  VENTANA_CALIFICACION_DIAS,
  PUNTAJE_MIN,
  PUNTAJE_MAX,
  COMENTARIO_MAX,
  PRIOR_PUNTAJE,
  PRIOR_PESO,
  MSG_CALIFICACION_YA_EXISTE,
  MSG_CALIFICACION_NO_LISTO,
  MSG_CALIFICACION_VENCIDA,
  MSG_CALIFICACION_SIN_ENVIO,
  MSG_CALIFICACION_ENVIO_EN_RETIRO,
  MSG_CALIFICACION_CARGADA_POR_COMERCIO,
  MSG_PUNTAJE_INVALIDO,
  MSG_COMENTARIO_LARGO,
  MSG_CALIFICACION_NO_ENCONTRADA,
  type PedidoCalificable,
  calificableHasta,
  findCalificarError,
  isCalificable,
  findPuntajeEnvioError,
  promedioSuavizado,
  type TotalesCalificaciones,
  calcularCalificaciones,
} from './calificaciones.ts';
export * from './operations.ts';
export * as operations from './operations.ts';
export * from './routes.ts';
export * from './schemas.ts';
