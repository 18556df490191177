import { z } from 'zod';
import {
  MSG_EXPORTACION_DESDE,
  MSG_EXPORTACION_HASTA,
  MSG_EXPORTACION_TIPO,
  TIPOS_EXPORTACION,
} from './exportaciones.ts';
import { idParamSchema } from '../common/schemas.ts';

/** GET merchant/exportaciones/{configRestoId}/{tipo}: the business and which export. */
export const exportacionParamsSchema = z.object({
  configRestoId: idParamSchema,
  tipo: z.enum(TIPOS_EXPORTACION, { error: MSG_EXPORTACION_TIPO }),
});

/**
 * ?desde=&hasta= ('YYYY-MM-DD', the merchant's calendar). Their shape is checked here; whether they are real dates,
 * in order and at most EXPORTACION_MAX_DIAS apart is parseRangoExportacion's (the same messages).
 */
export const exportacionQuerySchema = z.object({
  desde: z.string({ error: MSG_EXPORTACION_DESDE }).max(10, MSG_EXPORTACION_DESDE),
  hasta: z.string({ error: MSG_EXPORTACION_HASTA }).max(10, MSG_EXPORTACION_HASTA),
});
