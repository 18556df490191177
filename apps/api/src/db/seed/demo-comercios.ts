import type { Contacto } from '@vidriera/domain/common';
import type { Horario } from '@vidriera/domain/comercios';
import type { comercios } from '../schema.ts';

type NewComercio = typeof comercios.$inferInsert;

/** The demo portal's categories, in display order; `slug` names the generated image. */
export const DEMO_CATEGORIAS = [
  {
    slug: 'parrillas',
    titulo: 'Parrillas y restaurantes',
    descripcion: 'Asado a la leña, cocina de campo y platos para compartir',
  },
  {
    slug: 'pizzerias',
    titulo: 'Pizzerías y empanadas',
    descripcion: 'Pizza a la piedra, fugazzetas y empanadas al horno de barro',
  },
  {
    slug: 'heladerias',
    titulo: 'Heladerías y postres',
    descripcion: 'Helado artesanal, alfajores serranos y tortas caseras',
  },
  {
    slug: 'bares',
    titulo: 'Bares y cervecerías',
    descripcion: 'Cerveza artesanal, hamburguesas y picadas con amigos',
  },
  { slug: 'cafes', titulo: 'Cafés y meriendas', descripcion: 'Café de especialidad, medialunas y meriendas' },
  {
    slug: 'regionales',
    titulo: 'Productos regionales',
    descripcion: 'Quesos, salames y dulces de las sierras para llevar',
  },
] as const;
export type CategoriaSlug = (typeof DEMO_CATEGORIAS)[number]['slug'];

/** Where a category's generated image is served from (`_` keeps it apart from any business folder). */
export const toCategoriaImagenUrl = (slug: string) => `/img/_categorias/${slug}.webp`;

/** A demo business: its row plus where it is listed. */
export interface DemoComercio extends Omit<NewComercio, 'id' | 'configRestoParentId' | 'dominio'> {
  carpeta: string;
  nombreComercio: string;
  /** Categories of the Tandil portal that hold it. */
  categorias: CategoriaSlug[];
  /** Folder of its group of businesses when it is a branch (branches are listed through their group). */
  grupo?: string;
  /** Home page links (tipo 2). */
  links?: Array<{ titulo: string; enlace: string }>;
  /** Also listed on the centro.localhost portal. */
  enCentro?: boolean;
  /** Has its own single-business site at {carpeta}.localhost. */
  sitioPropio?: boolean;
}

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];
const TUE_TO_SUN = [SUN, TUE, WED, THU, FRI, SAT];
const MON_TO_SAT = [MON, TUE, WED, THU, FRI, SAT];

/** Opening windows on the given weekdays (a `hasta` not after `desde` runs past midnight). */
const hours = (dias: number[], desde: string, hasta: string): Horario[] => dias.map((dia) => ({ dia, desde, hasta }));

const contacto = (c: Partial<Contacto>): Contacto => ({
  facebook: null,
  instagram: null,
  whatsapp: null,
  telefono: null,
  email: null,
  ...c,
});

const mapsLink = (query: string) => ({
  titulo: 'Cómo llegar',
  enlace: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
});

/**
 * The Tandil demo businesses, in listing order. Open states are tuned for Saturday 21:00 in Buenos Aires (the
 * e2e and demo clock): ten of the portal's businesses are open then and five are closed.
 */
export const DEMO_COMERCIOS: DemoComercio[] = [
  {
    carpeta: 'la-farola',
    nombreComercio: 'La Farola Parrilla',
    tipo: 'restaurante',
    descrCorta: 'Parrilla de barrio con carnes a la leña',
    descrLarga:
      'Asado de tira, vacío, achuras y provoleta a la leña desde 1987. Los domingos, cordero al asador. ' +
      'Mirá nuestras promos en https://www.instagram.com/lafarolatandil y reservá tu mesa para grupos grandes.',
    domicilio: 'Av. Santamarina 651, Tandil',
    lat: -37.3245,
    lng: -59.1381,
    telefono: '0249 442-3187',
    horarios: [...hours(TUE_TO_SUN, '12:00', '15:30'), ...hours(TUE_TO_SUN, '20:00', '00:30')],
    horariosText: 'Martes a domingo de 12 a 15:30 y de 20 a 0:30. Lunes cerrado.',
    demora: 40,
    metaTags: 'Carne Parrilla Asado Achuras Bebida Vino Postre',
    metaDescription: 'Parrilla en Tandil: asado a la leña, achuras y provoleta. Pedidos online y reservas.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/lafarolatandil',
      facebook: 'https://www.facebook.com/lafarolatandil',
      whatsapp: '5492494423187',
      telefono: '0249 442-3187',
      email: 'reservas@lafarolatandil.com.ar',
    }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    permiteReservas: true,
    permiteConcursos: true,
    permiteLinks: true,
    categorias: ['parrillas'],
    links: [
      { titulo: 'Seguinos en Instagram', enlace: 'https://www.instagram.com/lafarolatandil' },
      mapsLink('La Farola Parrilla, Av. Santamarina 651, Tandil'),
      { titulo: 'Qué hacer en Tandil', enlace: 'https://www.tandil.gov.ar' },
    ],
    sitioPropio: true,
  },
  {
    carpeta: 'heladerias-cumbre',
    nombreComercio: 'Heladerías Cumbre',
    tipo: 'heladeria',
    descrCorta: 'Helado artesanal en tres sucursales de Tandil',
    descrLarga:
      'Helado artesanal hecho todos los días con leche de tambos de la zona. Probá el dulce de leche ' +
      'granizado y el sambayón. Elegí la sucursal más cercana y pedí online.',
    domicilio: 'Centro, Lago del Fuerte y La Movediza',
    lat: -37.3276,
    lng: -59.1364,
    telefono: '0249 443-0912',
    horarios: hours(EVERY_DAY, '12:00', '01:00'),
    horariosText: 'Todos los días de 12 a 1.',
    demora: 25,
    metaTags: 'Helado Postre Torta helada Café',
    metaDescription: 'Heladería artesanal en Tandil con tres sucursales y envíos a domicilio.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/heladeriascumbre',
      whatsapp: '5492494430912',
      telefono: '0249 443-0912',
    }),
    esGrupoDeComercios: true,
    permitePedidosOnline: true,
    categorias: ['heladerias'],
    enCentro: true,
  },
  {
    carpeta: 'cumbre-centro',
    nombreComercio: 'Heladerías Cumbre - Centro',
    tipo: 'heladeria',
    descrCorta: 'Frente a la plaza Independencia',
    descrLarga: 'Nuestra primera heladería, frente a la plaza. Salón con mesas y cucuruchos para llevar.',
    domicilio: 'Gral. Pinto 602, Tandil',
    lat: -37.3272,
    lng: -59.1355,
    telefono: '0249 443-0912',
    horarios: hours(EVERY_DAY, '12:00', '01:00'),
    horariosText: 'Todos los días de 12 a 1.',
    demora: 25,
    metaTags: 'Helado Postre Café',
    contacto: contacto({ whatsapp: '5492494430912', telefono: '0249 443-0912' }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    categorias: [],
    grupo: 'heladerias-cumbre',
  },
  {
    carpeta: 'cumbre-lago',
    nombreComercio: 'Heladerías Cumbre - Lago',
    tipo: 'heladeria',
    descrCorta: 'A media cuadra del Lago del Fuerte',
    descrLarga: 'Ideal para la vuelta al lago: helado, licuados y café para llevar.',
    domicilio: 'Av. Avellaneda 1380, Tandil',
    lat: -37.3412,
    lng: -59.1396,
    telefono: '0249 443-5520',
    horarios: hours(EVERY_DAY, '13:00', '00:00'),
    horariosText: 'Todos los días de 13 a 24.',
    demora: 30,
    metaTags: 'Helado Postre Licuado Bebida',
    contacto: contacto({ whatsapp: '5492494435520', telefono: '0249 443-5520' }),
    permitePedidosOnline: true,
    categorias: [],
    grupo: 'heladerias-cumbre',
  },
  {
    carpeta: 'cumbre-movediza',
    nombreComercio: 'Heladerías Cumbre - La Movediza',
    tipo: 'heladeria',
    descrCorta: 'Al pie del cerro La Movediza',
    descrLarga: 'Abrimos los fines de semana para los que suben a ver la réplica de la Piedra Movediza.',
    domicilio: 'Av. Actis 1420, Tandil',
    lat: -37.3078,
    lng: -59.1551,
    telefono: '0249 444-1180',
    horarios: hours([SAT, SUN], '14:00', '20:00'),
    horariosText: 'Sábados y domingos de 14 a 20.',
    demora: 35,
    metaTags: 'Helado Postre',
    contacto: contacto({ telefono: '0249 444-1180' }),
    permitePedidosOnline: true,
    categorias: [],
    grupo: 'heladerias-cumbre',
  },
  {
    carpeta: 'la-vieja-esquina',
    nombreComercio: 'La Vieja Esquina Pizzería',
    tipo: 'restaurante',
    descrCorta: 'Pizza a la piedra y empanadas al horno de barro',
    descrLarga:
      'Pizza a la piedra con masa de 48 horas, fugazzeta rellena y empanadas de carne cortada a cuchillo. ' +
      'Promos de la semana en https://www.instagram.com/laviejaesquinatandil',
    domicilio: '9 de Julio 701, Tandil',
    lat: -37.3281,
    lng: -59.1339,
    telefono: '0249 442-7760',
    horarios: [...hours([SUN, MON, TUE, WED, THU], '19:30', '00:30'), ...hours([FRI, SAT], '19:30', '01:30')],
    horariosText: 'Domingo a jueves de 19:30 a 0:30; viernes y sábados de 19:30 a 1:30.',
    demora: 35,
    metaTags: 'Pizza Empanada Fainá Fugazzeta Bebida Cerveza',
    metaDescription: 'Pizzería en el centro de Tandil: pizza a la piedra y empanadas con delivery.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/laviejaesquinatandil',
      facebook: 'https://www.facebook.com/laviejaesquinatandil',
      whatsapp: '5492494427760',
      telefono: '0249 442-7760',
      email: 'pedidos@laviejaesquina.com.ar',
    }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    permiteConcursos: true,
    permiteLinks: true,
    categorias: ['pizzerias'],
    links: [
      { titulo: 'Promos en Instagram', enlace: 'https://www.instagram.com/laviejaesquinatandil' },
      mapsLink('La Vieja Esquina Pizzería, 9 de Julio 701, Tandil'),
    ],
    enCentro: true,
    sitioPropio: true,
  },
  {
    carpeta: 'cerveceria-la-serrana',
    nombreComercio: 'Cervecería La Serrana',
    tipo: 'bar',
    descrCorta: 'Cerveza artesanal de Tandil, hamburguesas y picadas',
    descrLarga:
      'Doce canillas de cerveza artesanal elaborada en Tandil, hamburguesas smash y picadas serranas. ' +
      'Música en vivo los viernes: agenda en https://www.instagram.com/laserranabirra',
    domicilio: 'Av. España 520, Tandil',
    lat: -37.3229,
    lng: -59.1318,
    telefono: '0249 445-2231',
    horarios: [...hours([WED, THU, FRI, SAT], '18:00', '03:00'), ...hours([SUN], '18:00', '00:00')],
    horariosText: 'Miércoles a sábados de 18 a 3; domingos de 18 a 24.',
    demora: 30,
    metaTags: 'Cerveza Bebida Hamburguesa Papas Picada',
    metaDescription: 'Cervecería artesanal en Tandil con hamburguesas, picadas y música en vivo.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/laserranabirra',
      facebook: 'https://www.facebook.com/laserranabirra',
      whatsapp: '5492494452231',
      telefono: '0249 445-2231',
      email: 'hola@laserrana.com.ar',
    }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    permiteReservas: true,
    permiteEventos: true,
    permiteLinks: true,
    categorias: ['bares'],
    links: [
      { titulo: 'Agenda de shows', enlace: 'https://www.instagram.com/laserranabirra' },
      { titulo: 'Nuestras cervezas', enlace: 'https://www.facebook.com/laserranabirra' },
      mapsLink('Cervecería La Serrana, Av. España 520, Tandil'),
    ],
  },
  {
    carpeta: 'el-fogon-serrano',
    nombreComercio: 'El Fogón Serrano',
    tipo: 'restaurante',
    descrCorta: 'Cocina de campo y peñas folclóricas',
    descrLarga:
      'Cordero al asador, locro y empanadas fritas en un galpón de campo camino al lago. ' +
      'Peñas folclóricas los sábados a la noche.',
    domicilio: 'Av. Don Bosco 1320, Tandil',
    lat: -37.3378,
    lng: -59.1322,
    telefono: '0249 446-1075',
    horarios: [...hours([THU, FRI, SAT, SUN], '20:30', '00:00'), ...hours([SAT, SUN], '12:30', '16:00')],
    horariosText: 'Jueves a domingo de 20:30 a 24. Sábados y domingos también de 12:30 a 16.',
    demora: 45,
    metaTags: 'Carne Cordero Empanada Locro Bebida Vino',
    metaDescription: 'Restaurante de campo en Tandil: cordero al asador y peñas folclóricas.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/elfogonserrano',
      whatsapp: '5492494461075',
      telefono: '0249 446-1075',
    }),
    permiteQRCartaOnline: true,
    permiteReservas: true,
    permiteEventos: true,
    permiteLinks: true,
    categorias: ['parrillas'],
    links: [
      { titulo: 'Peñas del mes', enlace: 'https://www.instagram.com/elfogonserrano' },
      mapsLink('El Fogón Serrano, Av. Don Bosco 1320, Tandil'),
    ],
  },
  {
    carpeta: 'burger-club',
    nombreComercio: 'Burger Club Tandil',
    tipo: 'bar',
    descrCorta: 'Hamburguesas smash, papas y milkshakes',
    descrLarga: 'Hamburguesas de carne de pastura, pan de papa propio y papas rústicas. Menú sin TACC disponible.',
    domicilio: 'Maipú 802, Tandil',
    lat: -37.3252,
    lng: -59.1318,
    telefono: '0249 440-8800',
    horarios: hours(TUE_TO_SUN, '19:30', '00:00'),
    horariosText: 'Martes a domingo de 19:30 a 24.',
    demora: 30,
    ocultaDemora: true,
    metaTags: 'Hamburguesa Papas Bebida Milkshake Postre',
    metaDescription: 'Hamburguesería en Tandil con delivery y take away.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/burgerclubtandil',
      whatsapp: '5492494408800',
      telefono: '0249 440-8800',
    }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    categorias: ['bares'],
    enCentro: true,
  },
  {
    carpeta: 'empanadas-del-cerro',
    nombreComercio: 'Empanadas del Cerro',
    tipo: 'restaurante',
    descrCorta: 'Empanadas y pizzas para retirar en el local',
    descrLarga:
      'Más de veinte gustos de empanadas al horno y pizzas caseras. Solo para retirar: pedí online y ' +
      'pasá a buscarlo sin esperar.',
    domicilio: 'Av. Colón 1245, Tandil',
    lat: -37.3188,
    lng: -59.1439,
    telefono: '0249 444-6610',
    horarios: [...hours(MON_TO_SAT, '11:00', '14:30'), ...hours(EVERY_DAY, '19:00', '23:00')],
    horariosText: 'Lunes a sábados de 11 a 14:30 y de 19 a 23. Domingos de 19 a 23.',
    demora: 20,
    metaTags: 'Empanada Pizza Bebida',
    metaDescription: 'Empanadas y pizzas para retirar en Tandil.',
    contacto: contacto({ whatsapp: '5492494446610', telefono: '0249 444-6610' }),
    soloTakeAway: true,
    permitePedidosOnline: true,
    categorias: ['pizzerias'],
  },
  {
    carpeta: 'fugazza-al-paso',
    nombreComercio: 'Fugazza al Paso',
    tipo: 'restaurante',
    descrCorta: 'Pizza por porción al mediodía en el centro',
    descrLarga: 'Porciones de muzzarella, fugazza y fainá para el almuerzo de oficina. Combos con gaseosa.',
    domicilio: 'Gral. Pinto 450, Tandil',
    lat: -37.3291,
    lng: -59.1379,
    telefono: '0249 442-0345',
    horarios: hours(MON_TO_SAT, '11:30', '15:30'),
    horariosText: 'Lunes a sábados de 11:30 a 15:30.',
    demora: 15,
    metaTags: 'Pizza Fainá Bebida',
    metaDescription: 'Pizza al paso en el centro de Tandil.',
    contacto: contacto({ whatsapp: '5492494420345', telefono: '0249 442-0345' }),
    permitePedidosOnline: true,
    categorias: ['pizzerias'],
    enCentro: true,
  },
  {
    carpeta: 'bodegon-del-lago',
    nombreComercio: 'Bodegón del Lago',
    tipo: 'restaurante',
    descrCorta: 'Pastas caseras y minutas frente al Lago del Fuerte',
    descrLarga: 'Ñoquis, sorrentinos y milanesas como en casa, con vista al Lago del Fuerte. Abrimos solo al mediodía.',
    domicilio: 'Av. Avellaneda 1150, Tandil',
    lat: -37.3402,
    lng: -59.1368,
    telefono: '0249 443-9051',
    horarios: hours(EVERY_DAY, '11:30', '16:00'),
    horariosText: 'Todos los días de 11:30 a 16.',
    demora: 35,
    metaTags: 'Pasta Carne Milanesa Postre Bebida',
    metaDescription: 'Bodegón con pastas caseras frente al Lago del Fuerte, Tandil.',
    contacto: contacto({
      facebook: 'https://www.facebook.com/bodegondellago',
      whatsapp: '5492494439051',
      telefono: '0249 443-9051',
    }),
    permitePedidosOnline: true,
    permiteQRCartaOnline: true,
    permiteReservas: true,
    categorias: ['parrillas'],
  },
  {
    carpeta: 'cafe-de-la-plaza',
    nombreComercio: 'Café de la Plaza',
    tipo: 'cafe',
    descrCorta: 'Café de especialidad y medialunas frente a la plaza',
    descrLarga:
      'Café de especialidad tostado en Tandil, medialunas de manteca y tortas caseras. ' +
      'Dictamos un curso de barista: inscripciones en https://www.instagram.com/cafedelaplazatandil',
    domicilio: 'Gral. Pinto 636, Tandil',
    lat: -37.3269,
    lng: -59.1359,
    telefono: '0249 442-1188',
    horarios: [...hours(MON_TO_SAT, '07:30', '21:00'), ...hours([SUN], '08:30', '13:00')],
    horariosText: 'Lunes a sábados de 7:30 a 21; domingos de 8:30 a 13.',
    demora: 15,
    metaTags: 'Café Medialunas Postre Torta Bebida',
    metaDescription: 'Café de especialidad frente a la plaza Independencia de Tandil.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/cafedelaplazatandil',
      telefono: '0249 442-1188',
      email: 'hola@cafedelaplaza.com.ar',
    }),
    permiteQRCartaOnline: true,
    permiteCursos: true,
    categorias: ['cafes', 'heladerias'],
    enCentro: true,
  },
  {
    carpeta: 'casa-de-te-las-sierras',
    nombreComercio: 'Casa de Té Las Sierras',
    tipo: 'cafe',
    descrCorta: 'Meriendas y té en blends de autor',
    descrLarga: 'Té en hebras, scones, tortas galesas y la mejor vista del cerro desde el jardín.',
    domicilio: 'Av. Rivadavia 1480, Tandil',
    lat: -37.3347,
    lng: -59.1231,
    telefono: '0249 447-3321',
    horarios: hours(TUE_TO_SUN, '16:00', '21:30'),
    horariosText: 'Martes a domingo de 16 a 21:30.',
    demora: 20,
    metaTags: 'Té Café Postre Torta Bebida',
    metaDescription: 'Casa de té en Tandil: meriendas, tortas galesas y scones.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/casadetelassierras',
      whatsapp: '5492494473321',
      telefono: '0249 447-3321',
    }),
    permiteQRCartaOnline: true,
    permiteReservas: true,
    categorias: ['cafes'],
  },
  {
    carpeta: 'pulperia-la-tranquera',
    nombreComercio: 'Pulpería La Tranquera',
    tipo: 'bar',
    descrCorta: 'Picadas serranas, vermut y guitarreadas',
    descrLarga:
      'Picadas de salame, queso y jamón crudo de la zona, vermut de la casa y guitarreadas los jueves. ' +
      'Cerrado por vacaciones: volvemos el 1 de diciembre.',
    domicilio: 'Gral. Rodríguez 538, Tandil',
    lat: -37.3262,
    lng: -59.1352,
    telefono: '0249 442-5674',
    horarios: hours([WED, THU, FRI, SAT, SUN], '19:00', '01:00'),
    horariosText: 'Miércoles a domingo de 19 a 1.',
    aperturaManual: 'cerrado',
    demora: 25,
    metaTags: 'Picada Queso Salame Bebida Vermut',
    metaDescription: 'Pulpería en el centro de Tandil con picadas serranas y vermut.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/pulperialatranquera',
      telefono: '0249 442-5674',
    }),
    permiteQRCartaOnline: true,
    permiteReservas: true,
    categorias: ['parrillas', 'bares'],
    enCentro: true,
  },
  {
    carpeta: 'alfajores-serranos',
    nombreComercio: 'Alfajores Serranos',
    tipo: 'tienda',
    descrCorta: 'Tienda online de alfajores y dulces artesanales',
    descrLarga:
      'Alfajores de maicena, de chocolate y de dulce de leche con receta familiar. Vendemos solo online, ' +
      'con envío a todo Tandil. Regalos empresariales: https://www.alfajoresserranos.com.ar/empresas',
    domicilio: 'Envíos a todo Tandil',
    lat: -37.3215,
    lng: -59.1405,
    telefono: '0249 15 463-2290',
    horarios: hours(EVERY_DAY, '00:00', '00:00'),
    horariosText: 'Pedidos online las 24 horas; entregas de lunes a sábados.',
    demora: 60,
    metaTags: 'Postre Alfajor Dulce de leche Regalo',
    metaDescription: 'Alfajores artesanales de Tandil con envío a domicilio.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/alfajoresserranos',
      whatsapp: '5492494632290',
      email: 'ventas@alfajoresserranos.com.ar',
    }),
    comercioDigital: true,
    permitePedidosOnline: true,
    permiteConcursos: true,
    permiteLinks: true,
    categorias: ['heladerias'],
    links: [
      { titulo: 'Regalos empresariales', enlace: 'https://www.alfajoresserranos.com.ar/empresas' },
      { titulo: 'Seguinos en Instagram', enlace: 'https://www.instagram.com/alfajoresserranos' },
    ],
  },
  {
    carpeta: 'regionales-la-movediza',
    nombreComercio: 'Regionales La Movediza',
    tipo: 'tienda',
    descrCorta: 'Quesos, salames y dulces de Tandil para llevar',
    descrLarga: 'Salames quinteros, quesos de campo, dulce de leche y cervezas artesanales. Armamos cajas de regalo.',
    domicilio: 'Av. Actis 1550, Tandil',
    lat: -37.307,
    lng: -59.1565,
    telefono: '0249 444-9012',
    horarios: [...hours(EVERY_DAY, '09:30', '13:30'), ...hours(EVERY_DAY, '16:00', '20:30')],
    horariosText: 'Todos los días de 9:30 a 13:30 y de 16 a 20:30.',
    demora: 45,
    metaTags: 'Queso Salame Picada Dulce de leche Bebida',
    metaDescription: 'Productos regionales de Tandil: quesos, salames y dulces.',
    contacto: contacto({
      instagram: 'https://www.instagram.com/regionaleslamovediza',
      whatsapp: '5492494449012',
      telefono: '0249 444-9012',
    }),
    permitePedidosOnline: true,
    permiteLinks: true,
    categorias: ['regionales'],
    links: [
      { titulo: 'Cajas de regalo', enlace: 'https://www.instagram.com/regionaleslamovediza' },
      mapsLink('Regionales La Movediza, Av. Actis 1550, Tandil'),
    ],
  },
  {
    carpeta: 'sushi-del-lago',
    nombreComercio: 'Sushi del Lago',
    tipo: 'restaurante',
    descrCorta: 'Sushi y cocina nikkei, muy pronto en Tandil',
    descrLarga: 'Estamos preparando la apertura. Seguinos para enterarte primero.',
    domicilio: 'Av. Don Bosco 1450, Tandil',
    lat: -37.339,
    lng: -59.134,
    telefono: '0249 446-7788',
    horarios: hours(TUE_TO_SUN, '20:00', '00:00'),
    horariosText: 'Martes a domingo de 20 a 24.',
    demora: 45,
    metaTags: 'Sushi Pescado Bebida',
    contacto: contacto({ instagram: 'https://www.instagram.com/sushidellagotandil' }),
    publicado: false,
    permitePedidosOnline: true,
    categorias: ['parrillas'],
  },
];
