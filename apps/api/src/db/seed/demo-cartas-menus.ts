/**
 * The demo menus: Tandil businesses' cartas with realistic prices in pesos (November 2026), option sets (ice
 * cream flavours by weight, burger extras, sauces, empanada flavours), announcements and payment methods.
 * demo-cartas.ts writes them; images.ts draws each dish's picture from its `icon`.
 */

export type DishIcon =
  | 'pizza'
  | 'helado'
  | 'hamburguesa'
  | 'empanada'
  | 'carne'
  | 'bebida'
  | 'cafe'
  | 'postre'
  | 'pasta';

/** An option: [descripcion, surcharge in pesos, annulled]. */
type DemoOpcion = readonly [string, number?, boolean?];

export interface DemoOptionSet {
  descripcion: string;
  opciones: readonly DemoOpcion[];
}

export interface DemoPlato {
  titulo: string;
  descripcion?: string;
  /** Pesos. */
  precio: number;
  /** Draws a picture for the dish and shows it. */
  icon?: DishIcon;
  /** Option sets by key of the menu's `optionSets`. */
  opciones?: ReadonlyArray<{ set: string; min: number; maxFree: number; max: number; precioExtra?: number }>;
  anulado?: boolean;
  /** False: a draft the owner has not published yet (default true). */
  publicado?: boolean;
}

export interface DemoCarta {
  nombre: string;
  /** 0 both menus, 1 online only, 2 in-venue only. */
  modo: 0 | 1 | 2;
  grupos: ReadonlyArray<{ descripcion: string; platos: readonly DemoPlato[] }>;
}

export interface DemoMenu {
  carpetas: readonly string[];
  pagos: {
    pTarjetaDomicilio?: boolean;
    pMercadoPago?: boolean;
    mpOnline?: boolean;
    pTransferencia?: boolean;
    pTransferenciaAlias?: string;
    pTransferenciaTelefono?: string;
  };
  costoEnvioText: string;
  optionSets?: Readonly<Record<string, DemoOptionSet>>;
  cartas: readonly DemoCarta[];
  anuncios?: ReadonlyArray<{ tipoDescripcion: string; descripcion: string; delivery?: boolean }>;
}

const BEBIDAS_SIN_ALCOHOL: DemoPlato[] = [
  { titulo: 'Agua mineral 500 ml', descripcion: 'Con o sin gas', precio: 2200, icon: 'bebida' },
  { titulo: 'Gaseosa línea Coca-Cola 1,5 l', precio: 4800, icon: 'bebida' },
  { titulo: 'Limonada con menta y jengibre', descripcion: 'Jarra de 1 litro', precio: 6500, icon: 'bebida' },
];

const GUSTOS_HELADO: DemoOptionSet = {
  descripcion: 'Gustos',
  opciones: [
    ['Dulce de leche granizado'],
    ['Dulce de leche'],
    ['Sambayón'],
    ['Chocolate amargo'],
    ['Chocolate suizo'],
    ['Frutilla a la crema'],
    ['Limón'],
    ['Menta granizada', 0, true],
    ['Vainilla'],
    ['Banana split'],
    ['Crema americana'],
    ['Tramontana'],
    ['Maracuyá'],
    ['Pistacho', 900],
  ],
};

const CUMBRE: DemoMenu = {
  carpetas: ['cumbre-centro', 'cumbre-lago', 'cumbre-movediza'],
  pagos: {
    pMercadoPago: true,
    mpOnline: true,
    pTransferencia: true,
    pTransferenciaAlias: 'HELADOS.CUMBRE.MP',
    pTransferenciaTelefono: '2494430912',
  },
  costoEnvioText: 'Envío $ 1.200 dentro de las cuatro avenidas; fuera del centro, consultá el mapa de zonas.',
  optionSets: {
    gustos: GUSTOS_HELADO,
    salsa: { descripcion: 'Salsa', opciones: [['Sin salsa'], ['Chocolate'], ['Dulce de leche'], ['Frutilla']] },
  },
  cartas: [
    {
      nombre: 'Carta',
      modo: 0,
      grupos: [
        {
          descripcion: 'Helados por peso',
          platos: [
            {
              titulo: 'Helado 1/4 kg',
              descripcion: 'Hasta 2 gustos; el tercero suma $ 800',
              precio: 8500,
              icon: 'helado',
              opciones: [{ set: 'gustos', min: 1, maxFree: 2, max: 3, precioExtra: 800 }],
            },
            {
              titulo: 'Helado 1/2 kg',
              descripcion: 'Hasta 3 gustos',
              precio: 14500,
              icon: 'helado',
              opciones: [{ set: 'gustos', min: 1, maxFree: 3, max: 3 }],
            },
            {
              titulo: 'Helado 1 kg',
              descripcion: 'Hasta 4 gustos, el preferido de la familia',
              precio: 26000,
              icon: 'helado',
              opciones: [{ set: 'gustos', min: 1, maxFree: 4, max: 4 }],
            },
          ],
        },
        {
          descripcion: 'Para tomar en el momento',
          platos: [
            {
              titulo: 'Cucurucho',
              descripcion: '2 gustos con baño de chocolate',
              precio: 5200,
              icon: 'helado',
              opciones: [{ set: 'gustos', min: 1, maxFree: 2, max: 2 }],
            },
            {
              titulo: 'Copa Cumbre',
              descripcion: 'Tres bochas, crema, nueces y salsa a elección',
              precio: 9800,
              icon: 'postre',
              opciones: [
                { set: 'gustos', min: 3, maxFree: 3, max: 3 },
                { set: 'salsa', min: 1, maxFree: 1, max: 1 },
              ],
            },
          ],
        },
        {
          descripcion: 'Postres helados',
          platos: [
            { titulo: 'Torta helada Cumbre', descripcion: 'Para 8 porciones', precio: 32000, icon: 'postre' },
            { titulo: 'Bombón escocés (x6)', precio: 11500, icon: 'postre' },
          ],
        },
      ],
    },
  ],
  anuncios: [
    { tipoDescripcion: 'Promo', descripcion: 'Los martes, el segundo 1/4 kg con 30% de descuento.' },
    { tipoDescripcion: 'Envíos', descripcion: 'Te lo llevamos en conservadora: llega firme.', delivery: true },
  ],
};

export const DEMO_MENUS: readonly DemoMenu[] = [
  {
    carpetas: ['la-farola'],
    pagos: { pTarjetaDomicilio: true, pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Envío sin cargo en el centro; al resto de Tandil, $ 1.500.',
    optionSets: {
      punto: { descripcion: 'Punto de cocción', opciones: [['Jugoso'], ['A punto'], ['Cocido']] },
      guarnicion: {
        descripcion: 'Guarnición',
        opciones: [['Papas fritas'], ['Ensalada mixta'], ['Puré de calabaza'], ['Papas a la provenzal', 1200]],
      },
    },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Entradas',
            platos: [
              {
                titulo: 'Provoleta a la parrilla',
                descripcion: 'Con orégano, ají molido y aceite de oliva',
                precio: 9800,
                icon: 'carne',
              },
              { titulo: 'Empanada de carne frita', descripcion: 'Cortada a cuchillo', precio: 2400, icon: 'empanada' },
              { titulo: 'Chorizo criollo', descripcion: 'Con pan casero y chimichurri', precio: 4500, icon: 'carne' },
              { titulo: 'Morcilla', precio: 3800, icon: 'carne' },
            ],
          },
          {
            descripcion: 'Parrilla',
            platos: [
              {
                titulo: 'Asado de tira',
                descripcion: '500 g, con guarnición',
                precio: 23500,
                icon: 'carne',
                opciones: [{ set: 'guarnicion', min: 1, maxFree: 1, max: 1 }],
              },
              {
                titulo: 'Vacío',
                descripcion: '450 g, tierno y jugoso',
                precio: 24800,
                icon: 'carne',
                opciones: [
                  { set: 'punto', min: 1, maxFree: 1, max: 1 },
                  { set: 'guarnicion', min: 1, maxFree: 1, max: 1 },
                ],
              },
              {
                titulo: 'Bife de chorizo',
                descripcion: '400 g',
                precio: 26500,
                icon: 'carne',
                opciones: [
                  { set: 'punto', min: 1, maxFree: 1, max: 1 },
                  { set: 'guarnicion', min: 1, maxFree: 1, max: 2, precioExtra: 3500 },
                ],
              },
              {
                titulo: 'Parrillada para dos',
                descripcion: 'Asado, vacío, chorizo, morcilla y achuras',
                precio: 48000,
                icon: 'carne',
              },
            ],
          },
          {
            descripcion: 'Postres',
            platos: [
              { titulo: 'Flan casero mixto', descripcion: 'Con dulce de leche y crema', precio: 5500, icon: 'postre' },
              { titulo: 'Panqueque con dulce de leche', precio: 5200, icon: 'postre' },
              // A draft in the back office's menu editor: customers do not see it until it is published.
              {
                titulo: 'Volcán de chocolate',
                descripcion: 'Con helado de crema americana',
                precio: 7200,
                icon: 'postre',
                publicado: false,
              },
            ],
          },
          {
            descripcion: 'Bebidas',
            platos: [
              ...BEBIDAS_SIN_ALCOHOL,
              { titulo: 'Malbec de la casa', descripcion: 'Botella 750 ml', precio: 14000, icon: 'bebida' },
            ],
          },
        ],
      },
      {
        nombre: 'Menú ejecutivo',
        modo: 1,
        grupos: [
          {
            descripcion: 'Menú del mediodía',
            platos: [
              {
                titulo: 'Ejecutivo de parrilla',
                descripcion: 'Entraña con guarnición, bebida y postre del día',
                precio: 17500,
                icon: 'carne',
                opciones: [{ set: 'guarnicion', min: 1, maxFree: 1, max: 1 }],
              },
            ],
          },
        ],
      },
    ],
    anuncios: [
      { tipoDescripcion: 'Promo', descripcion: 'Parrillada para dos + Malbec de la casa: $ 58.000.' },
      { tipoDescripcion: 'Envíos', descripcion: 'Envío sin cargo en el centro de Tandil.', delivery: true },
      {
        tipoDescripcion: 'Salón',
        descripcion: 'Pedí tu postre cuando termines: te lo traemos a la mesa.',
        delivery: false,
      },
    ],
  },
  CUMBRE,
  {
    carpetas: ['la-vieja-esquina'],
    pagos: {
      pTarjetaDomicilio: true,
      pTransferencia: true,
      pTransferenciaAlias: 'VIEJA.ESQUINA.PIZZA',
      mpOnline: true,
    },
    costoEnvioText: 'Envío $ 1.000 a todo Tandil.',
    optionSets: {
      empanadas: {
        descripcion: 'Gustos de empanada',
        opciones: [['Carne cortada a cuchillo'], ['Jamón y queso'], ['Humita'], ['Pollo'], ['Caprese'], ['Roquefort']],
      },
    },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Pizzas a la piedra',
            platos: [
              {
                titulo: 'Muzzarella',
                descripcion: 'Salsa de tomate, muzzarella y aceitunas',
                precio: 13500,
                icon: 'pizza',
              },
              { titulo: 'Napolitana', descripcion: 'Con tomate en rodajas y ajo', precio: 15200, icon: 'pizza' },
              {
                titulo: 'Fugazzeta rellena',
                descripcion: 'Rellena de muzzarella, con cebolla',
                precio: 16800,
                icon: 'pizza',
              },
              { titulo: 'Especial de la casa', descripcion: 'Jamón, morrones y huevo', precio: 17500, icon: 'pizza' },
              { titulo: 'Fainá', precio: 3500, icon: 'pizza' },
            ],
          },
          {
            descripcion: 'Empanadas al horno de barro',
            platos: [
              {
                titulo: 'Empanada',
                descripcion: 'Elegí el gusto',
                precio: 1900,
                icon: 'empanada',
                opciones: [{ set: 'empanadas', min: 1, maxFree: 1, max: 1 }],
              },
              {
                titulo: 'Media docena de empanadas',
                descripcion: 'Seis gustos a elección',
                precio: 10500,
                icon: 'empanada',
                opciones: [{ set: 'empanadas', min: 6, maxFree: 6, max: 6 }],
              },
            ],
          },
          {
            descripcion: 'Bebidas',
            platos: [...BEBIDAS_SIN_ALCOHOL, { titulo: 'Cerveza Quilmes 1 l', precio: 5800, icon: 'bebida' }],
          },
        ],
      },
    ],
    anuncios: [{ tipoDescripcion: 'Promo', descripcion: 'De domingo a jueves, muzzarella + fainá a $ 15.500.' }],
  },
  {
    carpetas: ['cerveceria-la-serrana'],
    pagos: { pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Envío $ 1.300 a todo Tandil.',
    optionSets: {
      extras: {
        descripcion: 'Extras',
        opciones: [
          ['Cheddar', 900],
          ['Panceta', 1400],
          ['Huevo frito', 800],
          ['Cebolla caramelizada', 700],
        ],
      },
      papas: { descripcion: 'Papas', opciones: [['Papas rústicas'], ['Papas con cheddar y verdeo', 2500]] },
    },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Hamburguesas smash',
            platos: [
              {
                titulo: 'Serrana doble',
                descripcion: 'Doble carne, cheddar, cebolla y salsa de la casa',
                precio: 14500,
                icon: 'hamburguesa',
                opciones: [
                  { set: 'papas', min: 1, maxFree: 1, max: 1 },
                  { set: 'extras', min: 0, maxFree: 0, max: 3 },
                ],
              },
              {
                titulo: 'Cheeseburger',
                descripcion: 'Carne, cheddar, pepinos',
                precio: 11800,
                icon: 'hamburguesa',
                opciones: [
                  { set: 'papas', min: 1, maxFree: 1, max: 1 },
                  { set: 'extras', min: 0, maxFree: 0, max: 3 },
                ],
              },
            ],
          },
          {
            descripcion: 'Picadas',
            platos: [
              {
                titulo: 'Picada serrana para dos',
                descripcion: 'Salame, queso de campo, jamón crudo y aceitunas',
                precio: 19500,
                icon: 'carne',
              },
            ],
          },
          {
            descripcion: 'Cervezas tiradas',
            platos: [
              { titulo: 'Pinta Golden', descripcion: '473 ml', precio: 5200, icon: 'bebida' },
              { titulo: 'Pinta IPA', descripcion: '473 ml', precio: 5800, icon: 'bebida' },
              { titulo: 'Pinta Stout', descripcion: '473 ml', precio: 5600, icon: 'bebida' },
            ],
          },
        ],
      },
      {
        nombre: 'Cervezas del salón',
        modo: 2,
        grupos: [
          {
            descripcion: 'Cervezas tiradas',
            platos: [
              { titulo: 'Pinta Golden', descripcion: '473 ml', precio: 5200, icon: 'bebida' },
              { titulo: 'Pinta IPA', descripcion: '473 ml', precio: 5800, icon: 'bebida' },
              { titulo: 'Vuelo de degustación', descripcion: 'Cuatro medias pintas', precio: 9500, icon: 'bebida' },
            ],
          },
        ],
      },
    ],
    anuncios: [{ tipoDescripcion: 'Happy hour', descripcion: 'De 18 a 20, la segunda pinta a mitad de precio.' }],
  },
  {
    carpetas: ['el-fogon-serrano'],
    pagos: {},
    costoEnvioText: '',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'De campo',
            platos: [
              { titulo: 'Cordero al asador', descripcion: 'Porción con papas', precio: 27000, icon: 'carne' },
              { titulo: 'Locro criollo', precio: 12500, icon: 'pasta' },
              { titulo: 'Empanada frita', precio: 2300, icon: 'empanada' },
            ],
          },
          { descripcion: 'Bebidas', platos: BEBIDAS_SIN_ALCOHOL },
        ],
      },
    ],
  },
  {
    carpetas: ['burger-club'],
    pagos: { pTarjetaDomicilio: true, pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Envío $ 1.200; gratis en pedidos de más de $ 30.000.',
    optionSets: {
      extras: {
        descripcion: 'Extras',
        opciones: [
          ['Cheddar', 900],
          ['Bacon', 1500],
          ['Huevo', 800],
          ['Pepinos', 500],
        ],
      },
      acompanamiento: {
        descripcion: 'Acompañamiento',
        opciones: [['Papas rústicas'], ['Batatas fritas', 1200], ['Aros de cebolla', 1500]],
      },
      pan: { descripcion: 'Pan', opciones: [['Pan de papa'], ['Pan sin TACC', 1000]] },
    },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Burgers',
            platos: [
              {
                titulo: 'Club clásica',
                descripcion: 'Medallón de 150 g, cheddar, lechuga y tomate',
                precio: 12500,
                icon: 'hamburguesa',
                opciones: [
                  { set: 'pan', min: 1, maxFree: 1, max: 1 },
                  { set: 'acompanamiento', min: 1, maxFree: 1, max: 1 },
                  { set: 'extras', min: 0, maxFree: 0, max: 3 },
                ],
              },
              {
                titulo: 'Doble bacon',
                descripcion: 'Dos medallones, bacon crocante y barbacoa',
                precio: 15800,
                icon: 'hamburguesa',
                opciones: [
                  { set: 'pan', min: 1, maxFree: 1, max: 1 },
                  { set: 'acompanamiento', min: 1, maxFree: 1, max: 1 },
                  { set: 'extras', min: 0, maxFree: 0, max: 3 },
                ],
              },
              {
                titulo: 'Veggie',
                descripcion: 'Medallón de lentejas y hongos',
                precio: 12200,
                icon: 'hamburguesa',
                opciones: [
                  { set: 'pan', min: 1, maxFree: 1, max: 1 },
                  { set: 'acompanamiento', min: 1, maxFree: 1, max: 1 },
                ],
              },
            ],
          },
          {
            descripcion: 'Milkshakes',
            platos: [
              { titulo: 'Milkshake de dulce de leche', precio: 6200, icon: 'postre' },
              { titulo: 'Milkshake de frutilla', precio: 6200, icon: 'postre' },
            ],
          },
          { descripcion: 'Bebidas', platos: BEBIDAS_SIN_ALCOHOL },
        ],
      },
    ],
    anuncios: [{ tipoDescripcion: 'Sin TACC', descripcion: 'Todas las burgers se pueden pedir con pan sin TACC.' }],
  },
  {
    carpetas: ['empanadas-del-cerro'],
    pagos: {},
    costoEnvioText: '',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Empanadas',
            platos: [
              { titulo: 'Carne suave', precio: 1700, icon: 'empanada' },
              { titulo: 'Carne picante', precio: 1700, icon: 'empanada' },
              { titulo: 'Jamón y queso', precio: 1700, icon: 'empanada' },
              { titulo: 'Verdura', precio: 1700, icon: 'empanada' },
              {
                titulo: 'Docena surtida',
                descripcion: 'Elegimos los gustos más pedidos',
                precio: 18500,
                icon: 'empanada',
              },
            ],
          },
          {
            descripcion: 'Pizzas caseras',
            platos: [
              { titulo: 'Pizza muzzarella', precio: 11000, icon: 'pizza' },
              { titulo: 'Pizza de cebolla', precio: 11500, icon: 'pizza' },
            ],
          },
          { descripcion: 'Bebidas', platos: BEBIDAS_SIN_ALCOHOL.slice(0, 2) },
        ],
      },
    ],
    anuncios: [{ tipoDescripcion: 'Retiro', descripcion: 'Pedí online y retiralo sin hacer fila.', delivery: false }],
  },
  {
    carpetas: ['fugazza-al-paso'],
    pagos: { pTarjetaDomicilio: true },
    costoEnvioText: 'Envío $ 800 en el microcentro.',
    optionSets: { gaseosa: { descripcion: 'Gaseosa', opciones: [['Coca-Cola'], ['Sprite'], ['Agua saborizada']] } },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Porciones',
            platos: [
              { titulo: 'Porción de muzzarella', precio: 2600, icon: 'pizza' },
              { titulo: 'Porción de fugazza', precio: 2600, icon: 'pizza' },
              { titulo: 'Porción de fainá', precio: 1400, icon: 'pizza' },
            ],
          },
          {
            descripcion: 'Combos',
            platos: [
              {
                titulo: 'Combo oficina',
                descripcion: 'Dos porciones y una gaseosa de 500 ml',
                precio: 7200,
                icon: 'pizza',
                opciones: [{ set: 'gaseosa', min: 1, maxFree: 1, max: 1 }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    carpetas: ['bodegon-del-lago'],
    pagos: { pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Envío $ 1.500.',
    optionSets: {
      salsa: {
        descripcion: 'Salsa',
        opciones: [['Fileto'], ['Crema'], ['Mixta'], ['Bolognesa', 2500], ['Cuatro quesos', 3000]],
      },
    },
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Pastas caseras',
            platos: [
              {
                titulo: 'Ñoquis de papa',
                precio: 11500,
                icon: 'pasta',
                opciones: [{ set: 'salsa', min: 1, maxFree: 1, max: 1 }],
              },
              {
                titulo: 'Sorrentinos de jamón y queso',
                precio: 13800,
                icon: 'pasta',
                opciones: [{ set: 'salsa', min: 1, maxFree: 1, max: 1 }],
              },
            ],
          },
          {
            descripcion: 'Minutas',
            platos: [
              { titulo: 'Milanesa napolitana con papas', precio: 16500, icon: 'carne' },
              { titulo: 'Tortilla de papas', precio: 10500, icon: 'postre' },
            ],
          },
          { descripcion: 'Bebidas', platos: BEBIDAS_SIN_ALCOHOL },
        ],
      },
    ],
  },
  {
    carpetas: ['cafe-de-la-plaza'],
    pagos: {},
    costoEnvioText: '',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Cafetería',
            platos: [
              { titulo: 'Espresso', precio: 2800, icon: 'cafe' },
              { titulo: 'Café con leche', precio: 3600, icon: 'cafe' },
              { titulo: 'Flat white', precio: 4200, icon: 'cafe' },
            ],
          },
          {
            descripcion: 'Pastelería',
            platos: [
              { titulo: 'Medialuna de manteca', precio: 1300, icon: 'postre' },
              { titulo: 'Porción de lemon pie', precio: 5200, icon: 'postre' },
            ],
          },
        ],
      },
    ],
  },
  {
    carpetas: ['casa-de-te-las-sierras'],
    pagos: {},
    costoEnvioText: '',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Té en hebras',
            platos: [
              { titulo: 'Té negro de las sierras', precio: 3900, icon: 'cafe' },
              { titulo: 'Té verde con cedrón', precio: 3900, icon: 'cafe' },
            ],
          },
          {
            descripcion: 'Meriendas',
            platos: [
              { titulo: 'Torta galesa', precio: 6500, icon: 'postre' },
              { titulo: 'Scones con manteca y dulce', precio: 5400, icon: 'postre' },
            ],
          },
        ],
      },
    ],
  },
  {
    carpetas: ['pulperia-la-tranquera'],
    pagos: {},
    costoEnvioText: '',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Picadas',
            platos: [
              {
                titulo: 'Picada pulpera',
                descripcion: 'Salame, queso y jamón crudo de Tandil',
                precio: 21000,
                icon: 'carne',
              },
              { titulo: 'Vermut de la casa', precio: 4800, icon: 'bebida' },
            ],
          },
        ],
      },
    ],
  },
  {
    carpetas: ['alfajores-serranos'],
    pagos: { pTransferencia: true, pTransferenciaAlias: 'ALFAJORES.SERRANOS', pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Coordinamos la entrega por WhatsApp.',
    cartas: [
      {
        nombre: 'Tienda',
        modo: 0,
        grupos: [
          {
            descripcion: 'Cajas de alfajores',
            platos: [
              {
                titulo: 'Caja surtida x6',
                descripcion: 'Maicena, chocolate y dulce de leche',
                precio: 9600,
                icon: 'postre',
              },
              { titulo: 'Caja de chocolate x12', precio: 18000, icon: 'postre' },
              { titulo: 'Caja regalo x24', descripcion: 'Con moño y tarjeta', precio: 34000, icon: 'postre' },
            ],
          },
        ],
      },
    ],
  },
  {
    carpetas: ['regionales-la-movediza'],
    pagos: { pTarjetaDomicilio: true, pMercadoPago: true, mpOnline: true },
    costoEnvioText: 'Envío $ 2.000 a todo Tandil.',
    cartas: [
      {
        nombre: 'Carta',
        modo: 0,
        grupos: [
          {
            descripcion: 'Quesos y fiambres',
            platos: [
              { titulo: 'Salame quintero (400 g)', precio: 9500, icon: 'carne' },
              { titulo: 'Queso de campo (500 g)', precio: 8800, icon: 'postre' },
            ],
          },
          {
            descripcion: 'Cajas de regalo',
            platos: [
              {
                titulo: 'Caja Tandil',
                descripcion: 'Salame, queso, dulce de leche y cerveza',
                precio: 32000,
                icon: 'carne',
              },
            ],
          },
        ],
      },
    ],
  },
];
