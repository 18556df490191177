import { eq } from 'drizzle-orm';
import { type ConcursoInput, concursoInputSchema } from '@vidriera/domain/concursos';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { comercios, users } from '../../src/db/schema.ts';
import { createConcurso } from '../../src/modules/concursos/back-office.ts';
import { bearer } from './sessions.ts';

export interface TestCustomer {
  id: number;
  telefono: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * `count` customers with verified phones `{prefix}000`, `{prefix}001`, ... (prefix of 7 digits), each with a
 * session token. Inserted directly: registering hundreds through login/Create would hit its rate limit.
 */
export async function createCustomers(app: App, db: Db, prefix: string, count: number): Promise<TestCustomer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        const telefono = `${prefix}${String(i).padStart(3, '0')}`;
        return { userName: telefono, telefono, nombreApellido: `Cliente ${i}` };
      }),
    )
    .returning();
  return Promise.all(
    rows.map(async (row) => {
      const { token } = await app.issueToken(row);
      return { id: row.id, telefono: row.telefono ?? '', token, headers: bearer(token) };
    }),
  );
}

export async function findComercioId(db: Db, carpeta: string): Promise<number> {
  const [row] = await db.select({ id: comercios.id }).from(comercios).where(eq(comercios.carpeta, carpeta));
  if (!row) throw new Error(`no demo business ${carpeta}`);
  return row.id;
}

/** A draw created through the back office service (so a scheduled one gets its seed), published by default. */
export async function createTestConcurso(
  db: Db,
  comercioId: number,
  now: Date,
  input: Partial<ConcursoInput> & Pick<ConcursoInput, 'instantaneo'>,
) {
  const hour = 60 * 60 * 1000;
  const parsed = concursoInputSchema.parse({
    titulo: 'Concurso de prueba',
    publicado: true,
    fechaHoraHastaUTC: new Date(now.getTime() + hour).toISOString(),
    fechaHoraSorteoEstimado: new Date(now.getTime() + 2 * hour).toISOString(),
    premios: [{ descripcion: 'Una pizza', cantidad: 1 }],
    ...input,
  });
  return createConcurso(db, comercioId, parsed, now);
}
