import { eq, inArray } from 'drizzle-orm';
import { hashSecret } from '../../modules/cuentas/passwords.ts';
import type { Db } from '../client.ts';
import { comercios, sites, staff, users } from '../schema.ts';

interface DemoMerchant {
  userName: string;
  password: string;
  nombreApellido: string;
  /** The businesses this user runs; those missing from the demo data are skipped. */
  carpetas: string[];
  /** 'owner' unless told otherwise; 'staff' runs the day-to-day (orders, reservations, sales, check-in). */
  rol?: 'owner' | 'staff';
}

/** Documented in the README: the demo's logins. */
export const DEMO_ADMIN = { userName: 'admin', password: 'admin1234' } as const;
export const DEMO_CUSTOMER = { telefono: '2494000000', nombreApellido: 'Cliente Demo' } as const;

const demoMerchants: DemoMerchant[] = [
  { userName: 'lafarola', password: 'lafarola1234', nombreApellido: 'Marta Farola', carpetas: ['la-farola'] },
  {
    userName: 'cumbre',
    password: 'cumbre1234',
    nombreApellido: 'Julián Cumbre',
    carpetas: ['heladerias-cumbre', 'cumbre-centro', 'cumbre-lago', 'cumbre-movediza'],
  },
  {
    userName: 'serrana',
    password: 'serrana1234',
    nombreApellido: 'Lucía Serrana',
    carpetas: ['cerveceria-la-serrana'],
  },
  {
    userName: 'plaza',
    password: 'plaza1234',
    nombreApellido: 'Ana Plaza',
    carpetas: ['cafe-de-la-plaza'],
  },
  { userName: 'mozo', password: 'mozo1234', nombreApellido: 'Tomás Mozo', carpetas: ['la-farola'], rol: 'staff' },
  // Events and ticket sales by transfer (its back office: events, sales, check-in at the door).
  { userName: 'fogon', password: 'fogon1234', nombreApellido: 'Ramón Suárez', carpetas: ['el-fogon-serrano'] },
];

/**
 * The demo's people: the platform admin, an owner for a few businesses and a waiter of La Farola (found by
 * carpeta, so the business data can change freely), and a customer with a phone, who registers again through the
 * WhatsApp code flow.
 */
export async function insertDemoUsers(db: Db): Promise<void> {
  await db.insert(users).values({
    userName: DEMO_ADMIN.userName,
    passwordHash: await hashSecret(DEMO_ADMIN.password),
    nombreApellido: 'Administración Vidriera',
    admin: true,
  });

  const carpetas = demoMerchants.flatMap((m) => m.carpetas);
  const found = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta })
    .from(comercios)
    .where(inArray(comercios.carpeta, carpetas));
  const idByCarpeta = new Map(found.map((c) => [c.carpeta, c.id]));
  for (const merchant of demoMerchants) {
    const comercioIds = merchant.carpetas.flatMap((c) => idByCarpeta.get(c) ?? []);
    if (comercioIds.length === 0) continue;
    const [member] = await db
      .insert(users)
      .values({
        userName: merchant.userName,
        passwordHash: await hashSecret(merchant.password),
        nombreApellido: merchant.nombreApellido,
      })
      .returning({ id: users.id });
    if (!member) throw new Error(`demo merchant ${merchant.userName} not inserted`);
    const rol = merchant.rol ?? 'owner';
    await db.insert(staff).values(comercioIds.map((comercioId) => ({ userId: member.id, comercioId, rol })));
  }

  const [tandil] = await db.select({ id: sites.id }).from(sites).where(eq(sites.dominioUrl, 'tandil.localhost'));
  await db.insert(users).values({
    userName: DEMO_CUSTOMER.telefono,
    nombreApellido: DEMO_CUSTOMER.nombreApellido,
    telefono: DEMO_CUSTOMER.telefono,
    domicilio: 'Av. España 555, Tandil',
    siteId: tandil?.id ?? null,
  });
}
