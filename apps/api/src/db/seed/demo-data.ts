import type { Db } from '../client.ts';
import { categoriaComercios, categorias, comercios, links, siteComercios, sites } from '../schema.ts';

type NewComercio = typeof comercios.$inferInsert;

/** Every day, the same hours (0 = Sunday). */
const everyDay = (desde: string, hasta: string) => [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, desde, hasta }));

const demoComercios: NewComercio[] = [
  {
    carpeta: 'la-farola',
    nombreComercio: 'La Farola Parrilla',
    descrCorta: 'Parrilla de barrio con carnes a la leña',
    descrLarga: 'Asado, achuras y provoleta desde 1987. Mirá nuestras promos en https://lafarola.example.com.ar',
    domicilio: 'Av. Santamarina 651, Tandil',
    lat: -37.3245,
    lng: -59.1381,
    horarios: everyDay('12:00', '15:30').concat(everyDay('20:00', '00:30')),
    horariosText: 'Todos los días de 12 a 15:30 y de 20 a 0:30',
    metaTags: 'Carne Parrilla Asado Bebida',
    califProm: 4.5,
    permitePedidosOnline: true,
    permiteReservas: true,
    permiteLinks: true,
  },
];

/** Inserts the demo sites and businesses; returns each business's folder and name (for its images). */
export async function insertDemoData(db: Db): Promise<Array<{ carpeta: string; nombre: string }>> {
  const inserted = await db.insert(comercios).values(demoComercios).returning();
  const [tandil] = await db
    .insert(sites)
    .values({
      dominioUrl: 'tandil.localhost',
      nombre: 'Tandil Come',
      nombreLargo: 'Tandil Come: los comercios de Tandil',
      frase: 'Pedí, reservá y disfrutá lo mejor de Tandil',
      esPortal: true,
      esPortalConCategorias: true,
    })
    .returning();
  if (!tandil) throw new Error('demo site not inserted');
  await db.insert(siteComercios).values(inserted.map((c, orden) => ({ siteId: tandil.id, comercioId: c.id, orden })));
  const [parrillas] = await db
    .insert(categorias)
    .values({ siteId: tandil.id, titulo: 'Parrillas', descripcion: 'Carnes a la parrilla' })
    .returning();
  if (parrillas && inserted[0]) {
    await db.insert(categoriaComercios).values({ categoriaId: parrillas.id, comercioId: inserted[0].id });
    await db
      .insert(links)
      .values({ comercioId: inserted[0].id, tipo: 2, titulo: 'Instagram', enlace: 'https://instagram.com/lafarola' });
  }
  return inserted.map((c) => ({ carpeta: c.carpeta, nombre: c.nombreComercio }));
}
