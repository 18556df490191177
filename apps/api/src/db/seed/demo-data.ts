import type { Contacto } from '@vidriera/domain/common';
import type { Db } from '../client.ts';
import { categoriaComercios, categorias, comercios, links, siteComercios, sites } from '../schema.ts';
import { DEMO_CATEGORIAS, DEMO_COMERCIOS, type DemoComercio, toCategoriaImagenUrl } from './demo-comercios.ts';

type NewSite = typeof sites.$inferInsert;

/** Link type shown on a business's home page. */
const LINK_TIPO_HOME = 2;

const TANDIL_CONTACTO: Contacto = {
  facebook: 'https://www.facebook.com/tandilcome',
  instagram: 'https://www.instagram.com/tandilcome',
  whatsapp: '5492494000111',
  telefono: '0249 400-0111',
  email: 'hola@tandilcome.com.ar',
};

const TANDIL_SITE: NewSite = {
  dominioUrl: 'tandil.localhost',
  nombre: 'Tandil Come',
  nombreLargo: 'Tandil Come: los comercios gastronómicos de Tandil',
  frase: 'Pedí, reservá y disfrutá lo mejor de Tandil',
  homeTitulo: 'Tandil Come | Restaurantes, heladerías y bares de Tandil',
  homeDescription:
    'Parrillas, pizzerías, heladerías, cervecerías y cafés de Tandil en un solo lugar: pedí online, reservá tu ' +
    'mesa y enterate de las promos.',
  homeKeywords:
    'Tandil, restaurantes, delivery, pedidos online, parrillas, pizzerías, heladerías, cervecerías, reservas',
  esPortal: true,
  esPortalConCategorias: true,
  contacto: TANDIL_CONTACTO,
};

const CENTRO_SITE: NewSite = {
  dominioUrl: 'centro.localhost',
  nombre: 'Centro Tandil',
  nombreLargo: 'Centro Tandil: gastronomía a pasos de la plaza',
  frase: 'Lo mejor del centro de Tandil, a pasos de la plaza Independencia',
  homeTitulo: 'Centro Tandil | Dónde comer en el centro de Tandil',
  homeDescription: 'Cafés, pizzerías, heladerías y bares del centro de Tandil, con pedidos online y take away.',
  homeKeywords: 'Tandil centro, plaza Independencia, cafés, pizzerías, heladerías, bares',
  esPortal: true,
  esPortalConCategorias: false,
  contacto: {
    facebook: 'https://www.facebook.com/centrotandil',
    instagram: 'https://www.instagram.com/centrotandil',
    whatsapp: '5492494000222',
    telefono: '0249 400-0222',
    email: 'contacto@centrotandil.com.ar',
  },
};

/**
 * The demo's Android app (apps/android): La Vieja Esquina's own site has one, so its page offers it on Android.
 * No signing certificate: the platform admin enters the fingerprint of the key the app is signed with.
 */
export const DEMO_ANDROID_PACKAGES: Readonly<Record<string, string>> = {
  'la-vieja-esquina': 'ar.com.laviejaesquina.app',
};

/** The own site of a business: {carpeta}.localhost, showing only that business. */
function toOwnSite(c: DemoComercio, comercioId: number): NewSite {
  return {
    androidPackage: DEMO_ANDROID_PACKAGES[c.carpeta] ?? null,
    dominioUrl: toOwnDomain(c.carpeta),
    nombre: c.nombreComercio,
    nombreLargo: `${c.nombreComercio} - ${c.descrCorta}`,
    frase: c.descrCorta ?? '',
    comercioId,
    homeTitulo: `${c.nombreComercio} | Tandil`,
    homeDescription: c.metaDescription ?? '',
    homeKeywords: (c.metaTags ?? '').split(/\s+/).concat('Tandil').join(', '),
    esPortal: false,
    esPortalConCategorias: false,
    contacto: c.contacto,
  };
}

const toOwnDomain = (carpeta: string) => `${carpeta}.localhost`;

/**
 * Inserts the demo sites and businesses: the Tandil portal with categories, the centro portal without them, and
 * a single-business site for each business that has its own. Ids follow insert order, so they are the same on
 * every fresh database. Returns each business's folder, name and kind (for its generated logo).
 */
export async function insertDemoData(db: Db): Promise<Array<{ carpeta: string; nombre: string; tipo: string }>> {
  const idByCarpeta = new Map<string, number>();
  for (const demo of DEMO_COMERCIOS) {
    const { categorias: _categorias, grupo, links: _links, enCentro: _enCentro, sitioPropio, ...row } = demo;
    const [inserted] = await db
      .insert(comercios)
      .values({
        ...row,
        configRestoParentId: grupo ? requireId(idByCarpeta, grupo) : null,
        dominio: sitioPropio ? toOwnDomain(demo.carpeta) : null,
      })
      .returning({ id: comercios.id });
    if (!inserted) throw new Error(`demo business ${demo.carpeta} not inserted`);
    idByCarpeta.set(demo.carpeta, inserted.id);
  }
  const idOf = (c: DemoComercio) => requireId(idByCarpeta, c.carpeta);
  // Branches reach a portal through their group, so only top-level businesses are listed.
  const topLevel = DEMO_COMERCIOS.filter((c) => !c.grupo);
  const ownSites = DEMO_COMERCIOS.filter((c) => c.sitioPropio);

  const siteRows = await db
    .insert(sites)
    .values([TANDIL_SITE, CENTRO_SITE, ...ownSites.map((c) => toOwnSite(c, idOf(c)))])
    .returning({ id: sites.id, dominioUrl: sites.dominioUrl });
  const siteId = (dominio: string) => {
    const site = siteRows.find((s) => s.dominioUrl === dominio);
    if (!site) throw new Error(`demo site ${dominio} not inserted`);
    return site.id;
  };
  const tandilId = siteId(TANDIL_SITE.dominioUrl);
  const centroId = siteId(CENTRO_SITE.dominioUrl);

  await db
    .insert(siteComercios)
    .values([
      ...topLevel.map((c, orden) => ({ siteId: tandilId, comercioId: idOf(c), orden })),
      ...topLevel.filter((c) => c.enCentro).map((c, orden) => ({ siteId: centroId, comercioId: idOf(c), orden })),
      ...ownSites.map((c) => ({ siteId: siteId(toOwnDomain(c.carpeta)), comercioId: idOf(c), orden: 0 })),
    ]);

  const categoriaRows = await db
    .insert(categorias)
    .values(
      DEMO_CATEGORIAS.map((cat, orden) => ({
        siteId: tandilId,
        titulo: cat.titulo,
        descripcion: cat.descripcion,
        imagenUrl: toCategoriaImagenUrl(cat.slug),
        mostrarImagen: true,
        orden,
      })),
    )
    .returning({ id: categorias.id });
  const categoriaIdBySlug = new Map(DEMO_CATEGORIAS.map((cat, i) => [cat.slug, categoriaRows[i]?.id]));
  await db
    .insert(categoriaComercios)
    .values(
      DEMO_COMERCIOS.flatMap((c) =>
        c.categorias.map((slug) => ({ categoriaId: requireId(categoriaIdBySlug, slug), comercioId: idOf(c) })),
      ),
    );

  const linkRows = DEMO_COMERCIOS.flatMap((c) =>
    (c.links ?? []).map((link, orden) => ({ comercioId: idOf(c), tipo: LINK_TIPO_HOME, orden, ...link })),
  );
  await db.insert(links).values(linkRows);

  return DEMO_COMERCIOS.map((c) => ({ carpeta: c.carpeta, nombre: c.nombreComercio, tipo: c.tipo ?? 'restaurante' }));
}

function requireId(ids: Map<string, number | undefined>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo data refers to unknown ${key}`);
  return id;
}
