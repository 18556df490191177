import { z } from 'zod';
import { bool } from '../ajustes/fields.ts';
import { idParamSchema } from '../common/schemas.ts';

/** Which WhatsApp notices the business sends (GET and PUT merchant/notificaciones/{configRestoId}). */
export const avisosComercioSchema = z.object({
  pedidoAceptado: bool('pedidoAceptado'),
  pedidoListo: bool('pedidoListo'),
  pedidoRechazado: bool('pedidoRechazado'),
  reservaConfirmada: bool('reservaConfirmada'),
  reservaRecordatorio: bool('reservaRecordatorio'),
});

export const avisosComercioParamsSchema = z.object({ configRestoId: idParamSchema });

/** The customer's remembered choice (the checkbox's default at checkout) and the phone the notices go to. */
export const preferenciaAvisosSchema = z.object({
  avisarWhatsapp: z.boolean(),
  telefono: z.string().nullable(),
});
