/**
 * Every user-facing text of the web app, in the spec's exact words where the spec gives them.
 * Functions build the texts that carry values.
 */
export const es = {
  common: {
    volver: 'Volver',
    cargando: 'Cargando...',
    reintentar: 'Reintentar',
    errorGenerico: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
  },
  loading: {
    hint: 'Estamos preparando todo para vos...',
    longWait: 'Parece haber problemas con tu conexión a internet, te recomendamos recargar la App',
    recargar: 'Recargar',
  },
  update: {
    confirm: 'Hay una nueva versión de la App, presioná aceptar para usarla !',
  },
  listado: {
    buscar: 'Buscar',
    buscarPlaceholder: 'Buscá por nombre, comida o dirección',
    errorCarga: 'Error al cargar listado',
    noHay: (items: string) => `No hay ${items} que coincidan con tu búsqueda :(`,
    intenta: 'intentá escribirlo de una forma diferente',
    items: 'comercios',
    proximamente: (name: string) => `próximamente ${name} :o !`,
    abierto: 'Abierto',
    cerrado: 'Cerrado',
    online: 'Online',
    proximamenteBadge: 'Próximamente',
    demora: (min: number) => `${min} min`,
    elegiSucursal: 'Elegí la sucursal más cercana',
    verMapa: 'Ver mapa',
    verLista: 'Ver lista',
    calificacion: (n: number) => `Calificación ${n.toFixed(1)} de 5`,
  },
  comercio: {
    noEncontrado: 'No se encontró el comercio...',
  },
  errors: {
    withCode: (message: string, code: number) => `${message} (code: ${code})`,
  },
  share: {
    copiado: 'Enlace copiado al portapapeles',
  },
  commands: {
    invalid: 'Comando SiteState no valido',
  },
} as const;
