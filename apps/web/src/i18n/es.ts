import { getCuentaTitle, getDomicilioLabel } from '@vidriera/domain/cuenta';
import { formatPhoneConfirm, formatPhoneIndicator, PHONE_INVALID_MESSAGE } from '@vidriera/domain/phone';

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
    logoDe: (name: string) => `Logo de ${name}`,
    borrarBusqueda: 'Borrar búsqueda',
    filtrarPorComida: 'Filtrar por comida',
    resultados: (n: number) => (n === 1 ? '1 comercio' : `${n} comercios`),
    demoraEstimada: 'Demora estimada:',
    direccion: 'Dirección:',
    vacio: 'Todavía no hay comercios para mostrar.',
    reintentar: 'Reintentar',
    sucursalesDe: (name: string) => `Sucursales de ${name}`,
    sucursales: (n: number) => (n === 1 ? '1 sucursal' : `${n} sucursales`),
    mapaTitulo: 'Mapa de sucursales',
    mapaSinUbicaciones: 'Estas sucursales todavía no cargaron su ubicación en el mapa.',
    verComercio: 'Ver comercio',
    marcador: (name: string) => `Ubicación de ${name}`,
  },
  regiones: {
    titulo: 'Elegí una categoría',
    errorCarga: 'Error al cargar categorías',
    vacio: 'Todavía no hay categorías para mostrar.',
    verTodos: 'Ver todos los comercios',
    verTodosDescripcion: 'Buscá entre todos los comercios del sitio',
    categorias: 'Categorías',
  },
  footer: {
    seguinos: 'Seguinos',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    ayuda: 'Ayuda',
  },
  comercio: {
    noEncontrado: 'No se encontró el comercio...',
  },
  errors: {
    withCode: (message: string, code: number) => `${message} (code: ${code})`,
  },
  share: {
    copiado: 'Enlace copiado al portapapeles',
    compartir: 'Compartir',
    noCopiado: 'No pudimos copiar el enlace',
  },
  home: {
    acciones: 'Qué podés hacer',
    pedido: 'Hacé tu Pedido',
    menuOnline: 'Menú Online',
    cartaQR: 'CartaQR',
    reservar: 'Reservar',
    cartelera: 'Cartelera de Eventos',
    sucursales: 'Ver otras sucursales',
    cursos: 'Ver Videos de las Clases',
    cerrado: 'Cerrado',
    pedidoCerradoNota: 'Ahora no está tomando pedidos. Revisá los horarios de atención.',
    soloRetiro: 'Solo retiro en el local',
    demora: (min: number) => `Demora aprox. ${min} min`,
    logoDe: (name: string) => `Logo de ${name}`,
    enlaces: 'Enlaces',
    nuevaPestana: '(se abre en una pestaña nueva)',
    sobre: 'Sobre nosotros',
    horarios: 'Horarios de atención',
    ubicacionYContacto: 'Ubicación y contacto',
    direccion: 'Dirección',
    comoLlegar: 'Cómo llegar',
    mapa: (name: string) => `Mapa con la ubicación de ${name}`,
    cargandoMapa: 'Cargando mapa...',
    telefono: 'Teléfono',
    email: 'E-mail',
    redes: 'Redes sociales',
    instagram: 'Instagram',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    masInfo: 'Más info',
    ayudaTitulo: '¿Necesitás ayuda?',
    ayudaTexto: 'Resolvé tus dudas sobre pedidos, reservas y entradas.',
    noEncontradoTitulo: 'No encontramos este comercio',
    noEncontradoTexto: 'Puede que la dirección haya cambiado o que el comercio ya no esté en este sitio.',
    verComercios: 'Ver los comercios',
    errorTitulo: 'No pudimos cargar el comercio',
    errorTexto: 'Revisá tu conexión a internet e intentá de nuevo en unos segundos.',
    reintentar: 'Reintentar',
  },
  ayuda: {
    titulo: 'Centro de ayuda',
    subtitulo: (name: string) => `Te ayudamos con ${name}`,
    hablaConNosotros: 'Hablá con nosotros',
    canalesDe: (name: string) => `Contactá a ${name}`,
    canalesSitio: (name: string) => `Soporte de ${name}`,
    canalesIntro: 'Escribinos por chat o llamanos: te respondemos lo antes posible.',
    messenger: 'Chatear por Messenger',
    whatsapp: 'Chatear por WhatsApp',
    llamar: 'Llamar por teléfono',
    email: 'Enviar un e-mail',
    sinCanales: 'Todavía no hay datos de contacto cargados. Volvé a intentarlo más tarde.',
    preguntas: 'Preguntas frecuentes',
    contacto: 'Ver todos los datos de contacto',
    guias: {
      general: [
        {
          pregunta: '¿Cómo hago un pedido?',
          respuesta:
            'Entrá al comercio y tocá "Hacé tu Pedido". Elegí los productos, indicá si querés envío a domicilio o retirar en el local y elegí cómo pagar: efectivo, tarjeta al recibir o pago online. Después podés seguir el estado desde "Mis pedidos".',
        },
        {
          pregunta: '¿Por qué no puedo pedir ahora?',
          respuesta:
            'Los pedidos online se toman solo mientras el comercio está abierto. Si el botón aparece como "Cerrado", revisá los horarios de atención en su página.',
        },
        {
          pregunta: '¿Cómo reservo una mesa?',
          respuesta:
            'Tocá "Reservar", elegí el día, el horario y la cantidad de personas, y completá tu nombre y teléfono. Si no podés ir, avisale al comercio con tiempo para liberar el lugar.',
        },
        {
          pregunta: '¿Cómo compro entradas para un evento?',
          respuesta:
            'En "Cartelera de Eventos" elegí el evento y la fecha, indicá la cantidad y pagá online. Tus entradas quedan guardadas en tu cuenta para mostrarlas en la puerta.',
        },
      ],
      restaurante: [
        {
          pregunta: '¿Cómo hago un pedido?',
          respuesta:
            'Tocá "Hacé tu Pedido", armá tu pedido desde la carta y elegí envío a domicilio o retiro en el local. Podés pagar en efectivo (indicá con cuánto pagás para que te lleven el cambio), con tarjeta al recibir o online.',
        },
        {
          pregunta: '¿Cuánto tarda mi pedido?',
          respuesta:
            'La demora estimada aparece en la página del comercio mientras está abierto. En horarios pico puede ser un poco mayor; seguí el estado desde "Mis pedidos".',
        },
        {
          pregunta: '¿Cómo reservo una mesa?',
          respuesta:
            'Tocá "Reservar", elegí el día, el turno y la cantidad de personas. Vas a recibir la confirmación en tu cuenta; si cambian tus planes, avisá al restaurante con tiempo.',
        },
        {
          pregunta: 'Tengo que cambiar o cancelar un pedido',
          respuesta:
            'Si el pedido ya fue enviado, escribile al restaurante por WhatsApp o llamalo cuanto antes: si todavía no lo empezaron a preparar, te lo pueden modificar.',
        },
      ],
      heladeria: [
        {
          pregunta: '¿Cómo pido helado a domicilio?',
          respuesta:
            'Tocá "Hacé tu Pedido", elegí el tamaño del pote y los gustos. Los helados viajan en envases térmicos; si no vas a estar para recibirlo, mejor elegí retirar en el local.',
        },
        {
          pregunta: '¿Cuántos gustos puedo elegir?',
          respuesta:
            'Depende del tamaño: la carta te muestra cuántos gustos admite cada pote. Si un gusto no aparece, es que hoy no está disponible.',
        },
        {
          pregunta: '¿Cómo pago?',
          respuesta:
            'En efectivo al recibir (indicá con cuánto pagás), con tarjeta al recibir o con pago online al confirmar el pedido.',
        },
      ],
      bar: [
        {
          pregunta: '¿Cómo reservo para un grupo?',
          respuesta:
            'Tocá "Reservar", elegí el día, el horario y la cantidad de personas. Para grupos grandes, escribile al bar por WhatsApp así te preparan el espacio.',
        },
        {
          pregunta: '¿Cómo compro entradas para un show?',
          respuesta:
            'Entrá a "Cartelera de Eventos", elegí el show y la fecha, indicá la cantidad y pagá online. Mostrá tus entradas desde tu cuenta al llegar.',
        },
        {
          pregunta: '¿Dónde veo la carta?',
          respuesta:
            'Escaneá el código QR de tu mesa o tocá "CartaQR" en la página del bar para ver la carta al instante, sin descargar nada.',
        },
      ],
      cafe: [
        {
          pregunta: '¿Puedo pedir para llevar?',
          respuesta:
            'Sí: tocá "Hacé tu Pedido", elegí tus productos y la opción de retiro. Te avisamos cuando esté listo para pasar a buscarlo por el mostrador.',
        },
        {
          pregunta: '¿Dónde veo la carta?',
          respuesta:
            'Escaneá el código QR de tu mesa o abrí la carta desde la página del café para ver precios y opciones del día.',
        },
        {
          pregunta: '¿Cómo pago?',
          respuesta: 'En efectivo, con tarjeta o con pago online al confirmar el pedido.',
        },
      ],
      tienda: [
        {
          pregunta: '¿Cómo compro?',
          respuesta:
            'Tocá "Hacé tu Pedido", agregá los productos y elegí envío o retiro en el local. Podés pagar online o al recibir, según lo que acepte la tienda.',
        },
        {
          pregunta: '¿Cuándo llega mi compra?',
          respuesta:
            'El tiempo estimado aparece en la página de la tienda. Seguí el estado de tu pedido desde "Mis pedidos".',
        },
        {
          pregunta: 'Quiero cambiar o devolver un producto',
          respuesta:
            'Escribile a la tienda por WhatsApp o e-mail con tu número de pedido y te indican cómo hacer el cambio.',
        },
      ],
      servicios: [
        {
          pregunta: '¿Cómo saco un turno?',
          respuesta:
            'Tocá "Reservar", elegí el día y el horario disponibles y completá tus datos. Si no podés asistir, avisá con tiempo para liberar el turno.',
        },
        {
          pregunta: '¿Dónde veo las clases?',
          respuesta:
            'Si el comercio ofrece cursos, en "Ver Videos de las Clases" encontrás todo el material disponible.',
        },
        {
          pregunta: '¿Cómo compro entradas para un evento?',
          respuesta:
            'En "Cartelera de Eventos" elegí el evento y la fecha, indicá la cantidad y pagá online. Tus entradas quedan guardadas en tu cuenta.',
        },
      ],
    },
  },
  contacto: {
    titulo: 'Contacto',
    intro: 'Estamos para ayudarte: escribinos por el canal que prefieras.',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    facebook: 'Facebook',
    telefono: 'Teléfono',
    email: 'E-mail',
    web: 'Sitio web',
    ayuda: 'Centro de ayuda',
    ayudaTexto: 'Preguntas frecuentes sobre pedidos, reservas y entradas.',
    datosFiscales: 'Datos fiscales',
    sinDatos: 'Todavía no hay datos de contacto cargados.',
  },
  notFound: {
    titulo: 'Página no encontrada',
    texto: 'La dirección que abriste no existe o cambió. Volvé al inicio para seguir navegando.',
    inicio: 'Ir al inicio',
    ayuda: 'Centro de ayuda',
  },
  commands: {
    invalid: 'Comando SiteState no valido',
  },
  login: {
    titulo: 'Conectarse',
    subtitulo: 'Ingresá con tu usuario y contraseña.',
    usuarioLabel: 'Usuario',
    usuarioPlaceholder: 'Usuario',
    usuarioRequerido: 'Ingresá tu usuario',
    passwordLabel: 'Contraseña',
    passwordPlaceholder: 'Password',
    passwordRequerida: 'Ingresá tu contraseña',
    mostrarPassword: 'Mostrar u ocultar la contraseña',
    conectarse: 'Conectarse',
    sinCuenta: 'No tiene una cuenta?',
    error: 'Verifique los datos',
    ingresar: 'Ingresar',
    misDatos: 'Mis Datos',
    salir: 'Salir',
    menuCuenta: 'Tu cuenta',
  },
  cuenta: {
    titulo: 'Mis Datos',
    /** The page view reported for the account screen. */
    pageView: 'Mi Cuenta',
    cargando: 'Cargando tus datos...',
    intro: 'Te los pedimos una sola vez: con tu teléfono te reconocemos en tus próximos pedidos, reservas y compras.',
    subtitulo: getCuentaTitle,
    domicilioLabel: getDomicilioLabel,
    /** The address input's accessible name where the visible label is empty (reserva, ticket). */
    domicilioNombreAccesible: 'Domicilio',
    domicilioPlaceholder: 'Calle, número, piso y depto.',
    domicilioRequerido: 'Ingresá tu domicilio',
    nombreLabel: 'Nombre y apellido',
    nombrePlaceholder: 'Ingresa tu Nombre',
    nombreRequerido: 'Ingresá tu nombre',
    telefonoLabel: 'Teléfono',
    telefonoPlaceholder: 'Teléfono 0249 4 XXX XXX',
    telefonoRequerido: 'Ingresá tu teléfono',
    telefonoIndicador: formatPhoneIndicator,
    telefonoConfirmar: formatPhoneConfirm,
    telefonoInvalido: PHONE_INVALID_MESSAGE,
    codigoTitulo: 'Verificá tu teléfono',
    codigoAyuda:
      'Ese teléfono ya tiene una cuenta. Te enviamos un código de 6 dígitos por WhatsApp: ingresalo y tocá Guardar y volver.',
    codigoLabel: 'Código de verificación',
    codigoPlaceholder: 'Ej. 123456',
    codigoRequerido: 'Ingresá el código que te enviamos',
    reenviarEn: (seconds: number) => `Reenviar en ${seconds}s`,
    reenviar: 'Reenviar código',
    volver: 'Volver',
    guardar: 'Guardar y volver',
  },
} as const;
