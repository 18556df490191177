/** Zone colours, one per zone in order (the map's outlines and the legend's swatches); each 4.5:1 on white. */
export const ZONA_COLORS = ['#c2410c', '#1d4ed8', '#15803d', '#7e22ce', '#b91c1c', '#0e7490'] as const;

export function getZonaColor(index: number): string {
  return ZONA_COLORS[index % ZONA_COLORS.length] ?? ZONA_COLORS[0];
}
