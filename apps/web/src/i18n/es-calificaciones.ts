/** Texts of the ratings: the form on a placed order, the home's prompt and the back office's list. */
export const esCalificaciones = {
  titulo: 'Calificá tu pedido',
  tuCalificacion: 'Tu calificación',
  calidad: 'Calidad',
  envio: 'Envío',
  estrellas: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  comentario: 'Comentario (opcional)',
  comentarioAyuda: (max: number) => `Hasta ${max} caracteres.`,
  enviar: 'Enviar calificación',
  enviando: 'Enviando…',
  faltaCalidad: 'Elegí de 1 a 5 estrellas para la calidad.',
  faltaEnvio: 'Elegí de 1 a 5 estrellas para el envío.',
  gracias: '¡Gracias por calificar!',
  hasta: (fecha: string) => `Podés calificarlo hasta el ${fecha}.`,
  calificaLink: 'Calificar',
  comentarioOculto: 'Comentario oculto por moderación',
  aviso: '¿Qué tal tu último pedido? Contanos cómo te fue.',
  avisoLink: 'Calificá tu pedido',
  cerrarAviso: 'Cerrar aviso',
  errorEnvio: 'No pudimos guardar tu calificación. Probá de nuevo.',
};

/** The back office's list of a business's ratings. */
export const esAdminCalificaciones = {
  titulo: (nombre: string) => `Calificaciones de ${nombre}`,
  ayuda:
    'Lo que opinaron tus clientes de sus pedidos, lo más nuevo primero. Las estrellas del comercio salen de estas ' +
    'calificaciones (un promedio suavizado que se actualiza con cada una).',
  calidad: 'Calidad',
  envios: 'Envíos',
  promedio: 'Promedio',
  cantidad: (n: number) => (n === 1 ? '1 calificación' : `${n} calificaciones`),
  sinDato: 'Sin calificaciones',
  pedido: 'Pedido',
  pedidoNumero: (id: number) => `#${id}`,
  puntajeCalidad: (n: number) => `Calidad ${n}/5`,
  puntajeEnvio: (n: number) => `Envío ${n}/5`,
  oculto: 'Comentario oculto por moderación',
  ocultoAdmin: 'Oculto:',
  ocultar: 'Ocultar comentario',
  mostrar: 'Volver a mostrar',
  vacio: 'Todavía no hay calificaciones.',
  cargarMas: 'Cargar más',
  fin: 'No hay más calificaciones.',
};
