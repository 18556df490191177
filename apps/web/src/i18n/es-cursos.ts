/** Texts of the customers' course videos screen (cursos/{carpeta}). */
export const esCursos = {
  titulo: 'Videos de las Clases',
  cargando: 'Cargando los videos...',
  vacio: 'Todavía no hay videos de clases',
  vacioTexto: 'Volvé pronto: el comercio está preparando sus clases.',
  sinCursos: 'Este comercio no publica videos de clases',
  error: 'No pudimos cargar los videos.',
  reintentar: 'Reintentar',
  irAlInicio: 'Ir al inicio',
  volverAlComercio: 'Volver al comercio',
  reproductor: (titulo: string) => `Video: ${titulo}`,
  sinConexionVideo: 'Si el video no carga, revisá tu conexión a internet.',
  verEn: (proveedor: string) => `Ver en ${proveedor}`,
  videoNoSoportado: 'Tu navegador no puede reproducir este video.',
  cantidad: (n: number) => (n === 1 ? '1 video' : `${n} videos`),
} as const;
