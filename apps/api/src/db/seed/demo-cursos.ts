import { eq } from 'drizzle-orm';
import { toVideoEmbed } from '@vidriera/domain/cursos';
import type { Db } from '../client.ts';
import { comercios, cursosVideos } from '../schema.ts';
import type { DemoCalendar } from './demo-calendar.ts';

interface DemoCurso {
  titulo: string;
  descripcion: string;
  url: string | null;
  publicado: boolean;
}

/**
 * Café de la Plaza teaches a barista course (permiteCursos): two published classes as YouTube links and a draft
 * the owner has not finished. Offline (tests, a demo without internet) the players do not load; the page still
 * lists each class with its title and description.
 */
const DEMO_CURSOS: Record<string, DemoCurso[]> = {
  'cafe-de-la-plaza': [
    {
      titulo: 'Clase 1: el espresso',
      descripcion:
        'Dosis, molienda, tiempo y temperatura: las variables de un buen espresso, con James Hoffmann (en inglés).',
      url: 'https://www.youtube.com/watch?v=1_XDwbW7YM4',
      publicado: true,
    },
    {
      titulo: 'Clase 2: arte latte',
      descripcion: 'Texturizar la leche y dibujar sobre la crema del café.',
      url: 'https://youtu.be/N8mQpf5Mzk8',
      publicado: true,
    },
    {
      titulo: 'Clase 3: métodos de filtrado',
      descripcion: 'V60, Chemex y prensa francesa. Muy pronto.',
      url: null,
      publicado: false,
    },
  ],
};

/** The course videos, uploaded three weeks before the demo Saturday. */
export async function insertDemoCursos(db: Db, calendar: DemoCalendar): Promise<void> {
  const createdAt = calendar.at(-20, '12:00');
  for (const [carpeta, cursos] of Object.entries(DEMO_CURSOS)) {
    const [comercio] = await db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
    if (!comercio) continue;
    await db.insert(cursosVideos).values(
      cursos.map((curso, orden) => ({
        comercioId: comercio.id,
        titulo: curso.titulo,
        descripcion: curso.descripcion,
        url: curso.url,
        embedUrl: curso.url ? (toVideoEmbed(curso.url)?.embedUrl ?? null) : null,
        orden,
        publicado: curso.publicado,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }
}
