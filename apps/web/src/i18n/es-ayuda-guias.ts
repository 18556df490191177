/**
 * The help page's answers per kind of business. Texts of the web app live in es.ts; these long ones live here so
 * that only the help page loads them (every route loads es.ts, against a 120 KB first-route budget).
 */
export const esAyudaGuias = {
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
      respuesta: 'Si el comercio ofrece cursos, en "Ver Videos de las Clases" encontrás todo el material disponible.',
    },
    {
      pregunta: '¿Cómo compro entradas para un evento?',
      respuesta:
        'En "Cartelera de Eventos" elegí el evento y la fecha, indicá la cantidad y pagá online. Tus entradas quedan guardadas en tu cuenta.',
    },
  ],
} as const;
