import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { comercios, zonasEnvio } from '../schema.ts';

type LatLng = [lat: number, lng: number];

/** Kilometres per degree of latitude, and of longitude at Tandil's latitude (about 37° S). */
const KM_PER_DEG_LAT = 111.32;
const KM_PER_DEG_LNG = 111.32 * Math.cos((37.32 * Math.PI) / 180);

/**
 * A polygon around a centre whose corners lie at the given distances (km), clockwise from north: uneven
 * radii give the irregular shapes real delivery areas have (a river, a ring road, a hill).
 */
function zoneAround(center: LatLng, radiiKm: number[]): LatLng[] {
  const [lat, lng] = center;
  return radiiKm.map((r, i) => {
    const angle = (2 * Math.PI * i) / radiiKm.length;
    const round = (x: number) => Math.round(x * 1e5) / 1e5;
    return [round(lat + (r * Math.cos(angle)) / KM_PER_DEG_LAT), round(lng + (r * Math.sin(angle)) / KM_PER_DEG_LNG)];
  });
}

interface DemoZona {
  nombre: string;
  /** Distances (km) from the business to the polygon's corners, clockwise from north. */
  radiosKm: number[];
  /** Pesos. */
  precio: number;
}

/**
 * Two businesses price delivery by zones (a centre and a wider ring around them, so a point in the centre lies
 * in both and pays the centre's price), with the prices their costoEnvioText notes announce; the others use
 * their note.
 */
const DEMO_ZONAS: Record<string, { center: LatLng; zonas: DemoZona[] }> = {
  'burger-club': {
    center: [-37.3252, -59.1318],
    zonas: [
      { nombre: 'Centro', radiosKm: [1.2, 1.1, 1.3, 1.0, 1.1, 1.2, 1.0, 1.1], precio: 1200 },
      { nombre: 'Barrios cercanos', radiosKm: [2.6, 2.4, 2.9, 2.2, 2.5, 2.8, 2.3, 2.6], precio: 2500 },
    ],
  },
  'la-farola': {
    center: [-37.3245, -59.1381],
    zonas: [
      { nombre: 'Centro (sin cargo)', radiosKm: [1.0, 1.3, 1.1, 1.2, 0.9, 1.1, 1.3, 1.0, 1.2, 1.1], precio: 0 },
      { nombre: 'Resto de Tandil', radiosKm: [4.0, 3.6, 4.2, 3.8, 3.5, 4.1, 3.7, 4.3, 3.6, 3.9], precio: 1500 },
    ],
  },
};

export async function insertDemoZonas(db: Db): Promise<void> {
  const rows = await db
    .select({ id: comercios.id, carpeta: comercios.carpeta })
    .from(comercios)
    .where(inArray(comercios.carpeta, Object.keys(DEMO_ZONAS)));
  const values = rows.flatMap(({ id, carpeta }) => {
    const demo = DEMO_ZONAS[carpeta];
    if (!demo) return [];
    return demo.zonas.map((zona, orden) => ({
      comercioId: id,
      nombre: zona.nombre,
      poligono: zoneAround(demo.center, zona.radiosKm),
      precio: zona.precio * 100,
      orden,
    }));
  });
  if (values.length > 0) await db.insert(zonasEnvio).values(values);
}
