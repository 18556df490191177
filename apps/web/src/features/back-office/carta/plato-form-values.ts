import {
  PRECIO_MAXIMO,
  type PlatoActualizarBody,
  type PlatoCrearBody,
  type PlatoOpcionesBody,
  type PlatoAdmin,
} from '@vidriera/domain/carta';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';

export interface PlatoOpcionValues {
  productoOpcId: number;
  min: number;
  maxFree: number;
  max: number;
  precioExtra: number;
}

/** The dish editor's fields (NumberInput gives a string while a number is half-typed). */
export interface PlatoFormValues {
  titulo: string;
  descripcion: string;
  precio: number | string;
  grupoId: string;
  imagenUrl: string | null;
  mostrarImagen: boolean;
  publicado: boolean;
  disponible: boolean;
  opciones: PlatoOpcionValues[];
}

export function toPlatoFormValues(plato: PlatoAdmin | null, grupoId: number): PlatoFormValues {
  if (!plato) {
    return {
      titulo: '',
      descripcion: '',
      precio: '',
      grupoId: String(grupoId),
      imagenUrl: null,
      mostrarImagen: false,
      publicado: false,
      disponible: true,
      opciones: [],
    };
  }
  return {
    titulo: plato.titulo,
    descripcion: plato.descripcion,
    precio: plato.precio,
    grupoId: String(plato.grupoId),
    imagenUrl: plato.imagenUrl,
    mostrarImagen: plato.mostrarImagen,
    publicado: plato.publicado,
    disponible: plato.disponible,
    opciones: plato.opciones
      .filter((o) => !o.anulado)
      .map(({ productoOpcId, min, maxFree, max, precioExtra }) => ({ productoOpcId, min, maxFree, max, precioExtra })),
  };
}

/** The same checks the API makes, so the form says what is wrong before sending (field path → message). */
export function validatePlatoForm(values: PlatoFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.titulo.trim()) errors.titulo = t.faltaTitulo;
  if (typeof values.precio !== 'number' || !Number.isFinite(values.precio)) errors.precio = t.faltaPrecio;
  else if (values.precio < 0) errors.precio = t.precioNegativo;
  else if (values.precio > PRECIO_MAXIMO) errors.precio = t.precioMaximo;
  values.opciones.forEach((o, i) => {
    if (o.min > o.max) errors[`opciones.${i}.min`] = t.minimoMayor;
    if (o.maxFree > o.max) errors[`opciones.${i}.maxFree`] = t.sinCargoMayor;
  });
  return errors;
}

export function toPlatoCrear(values: PlatoFormValues): PlatoCrearBody {
  return {
    titulo: values.titulo.trim(),
    descripcion: values.descripcion.trim(),
    precio: Number(values.precio),
    imagenUrl: values.imagenUrl,
    mostrarImagen: values.mostrarImagen,
    publicado: values.publicado,
  };
}

/** Only what changed, so the audit log says exactly what the owner did (null when nothing did). */
export function toPlatoCambios(plato: PlatoAdmin, values: PlatoFormValues): PlatoActualizarBody | null {
  const next = { ...toPlatoCrear(values), disponible: values.disponible, grupoId: Number(values.grupoId) };
  const changes: PlatoActualizarBody = {};
  for (const key of Object.keys(next) as Array<keyof typeof next>) {
    if (next[key] !== plato[key]) Object.assign(changes, { [key]: next[key] });
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

export function toPlatoOpciones(values: PlatoFormValues): PlatoOpcionesBody {
  return { opciones: values.opciones.map((o) => ({ ...o })) };
}

/** Whether the dish's option sets (in order, with their counts) differ from what it offers now. */
export function hasOpcionesCambios(plato: PlatoAdmin | null, values: PlatoFormValues): boolean {
  const before = plato ? toPlatoFormValues(plato, plato.grupoId).opciones : [];
  return JSON.stringify(before) !== JSON.stringify(values.opciones);
}
