import { z } from 'zod';
import { bool } from './fields.ts';

// Ajustes, Funciones: the feature flags that turn the business's screens on.

/** PUT .../funciones: the feature flags that turn the business's screens on. */
export const ajustesFuncionesSchema = z.object({
  permitePedidosOnline: bool('permitePedidosOnline'),
  permiteQRCartaOnline: bool('permiteQRCartaOnline'),
  permiteReservas: bool('permiteReservas'),
  permiteEventos: bool('permiteEventos'),
  permiteCursos: bool('permiteCursos'),
  permiteConcursos: bool('permiteConcursos'),
  permiteLinks: bool('permiteLinks'),
  soloTakeAway: bool('soloTakeAway'),
  comercioDigital: bool('comercioDigital'),
});
export type AjustesFunciones = z.infer<typeof ajustesFuncionesSchema>;
