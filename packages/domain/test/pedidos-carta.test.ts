import { describe, expect, it } from 'vitest';
import { canOrdenarDesdeCarta, filterCarta, listCartaTags } from '../src/pedidos/carta.ts';
import type { CartaGrupo } from '../src/carta/schemas.ts';

const plato = (platoId: number, titulo: string, descripcion = '') => ({
  platoId,
  titulo,
  descripcion,
  precio: 1000,
  orden: platoId,
  imagenUrl: null,
  mostrarImagen: false,
  cantidad: 0,
  opciones: [],
  platoProductoOpcs: [],
});
const grupos: CartaGrupo[] = [
  {
    grupoId: 1,
    orden: 1,
    descripcion: 'Pizzas a la piedra',
    platos: [plato(1, 'Muzzarella'), plato(2, 'Fugazzeta', 'Con cebolla')],
  },
  { grupoId: 2, orden: 2, descripcion: 'Empanadas al horno', platos: [plato(3, 'Carne cortada a cuchillo')] },
  { grupoId: 3, orden: 3, descripcion: 'Pizzas especiales', platos: [plato(4, 'Napolitana')] },
];

describe('menu search and tags', () => {
  it('searches dish title, description and group, accent-insensitively', () => {
    expect(filterCarta(grupos, 'cebolla').flatMap((g) => g.platos.map((p) => p.platoId))).toEqual([2]);
    expect(filterCarta(grupos, 'EMPANADAS').flatMap((g) => g.platos.map((p) => p.platoId))).toEqual([3]);
    expect(filterCarta(grupos, 'múzzarella').map((g) => g.grupoId)).toEqual([1]);
    expect(filterCarta(grupos, '  ')).toHaveLength(3);
  });

  it('tags are the first word of each group, without repeats, and none with one group', () => {
    expect(listCartaTags(grupos)).toEqual(['Pizzas', 'Empanadas']);
    expect(listCartaTags(grupos.slice(0, 1))).toEqual([]);
  });

  it('lets the customer order only when open and not read-only', () => {
    expect(canOrdenarDesdeCarta({ soloLectura: false, configResto: { abierto: true } })).toBe(true);
    expect(canOrdenarDesdeCarta({ soloLectura: true, configResto: { abierto: true } })).toBe(false);
    expect(canOrdenarDesdeCarta({ soloLectura: false, configResto: { abierto: false } })).toBe(false);
  });
});
