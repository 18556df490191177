/** Meta tags the listing's chips filter on. */
export const TAG_CHIPS = ['Helado', 'Hamburguesa', 'Pizza', 'Empanada', 'Carne', 'Postre', 'Bebida'] as const;
