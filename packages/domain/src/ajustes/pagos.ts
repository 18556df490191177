import { z } from 'zod';
import {
  MAX_LUGARES_IMPAGOS_MAX,
  MAX_LUGARES_IMPAGOS_MIN,
  MINUTOS_ESPERA_PAGO_MAX,
  MINUTOS_ESPERA_PAGO_MIN,
} from '../pagos/reintegros.ts';
import { nameField } from '../common/field-labels.ts';
import { bool, telefonoOpcional, textoOpcional } from './fields.ts';

// Ajustes, Pagos: the payment methods of orders, unpaid holds and the business's own MercadoPago account.

export const MSG_ALIAS_REQUERIDO = 'Indicá el alias (o CBU/CVU) para recibir transferencias';
export const MSG_MP_MODOS_DISTINTOS =
  'El access token y la public key deben ser los dos de prueba (TEST-) o los dos de producción (APP_USR-)';

const minutos = (campo: string, min: number, max: number) =>
  z
    .number({ error: `${nameField(campo)} debe ser un número de minutos` })
    .int(`${nameField(campo)} debe ser un número entero de minutos`)
    .min(min, `${nameField(campo)} debe ser de al menos ${min} minutos`)
    .max(max, `${nameField(campo)} puede ser de hasta ${max} minutos`);

/** PUT .../pagos: payment methods of orders (cash is always offered), and how unpaid online holds behave. */
export const ajustesPagosInputSchema = z
  .object({
    pTarjetaDomicilio: bool('pTarjetaDomicilio'),
    pMercadoPago: bool('pMercadoPago'),
    mp_Online: bool('mp_Online'),
    pTransferencia: bool('pTransferencia'),
    pTransferencia_Alias: textoOpcional('El alias', 60),
    pTransferencia_Telefono: telefonoOpcional('El teléfono para transferencias'),
    /** Minutes an order or purchase waiting for its online payment holds its places; absent keeps the stored one. */
    minutosEsperaPago: minutos('La espera del pago', MINUTOS_ESPERA_PAGO_MIN, MINUTOS_ESPERA_PAGO_MAX).optional(),
    /** Unpaid ticket places one customer may hold at once; absent keeps the stored one. */
    maxLugaresImpagos: z
      .number({ error: 'Las entradas sin pagar por cliente deben ser un número' })
      .int('Las entradas sin pagar por cliente deben ser un número entero')
      .min(MAX_LUGARES_IMPAGOS_MIN, `Las entradas sin pagar por cliente deben ser al menos ${MAX_LUGARES_IMPAGOS_MIN}`)
      .max(MAX_LUGARES_IMPAGOS_MAX, `Las entradas sin pagar por cliente pueden ser hasta ${MAX_LUGARES_IMPAGOS_MAX}`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.pTransferencia && !value.pTransferencia_Alias) {
      ctx.addIssue({ code: 'custom', path: ['pTransferencia_Alias'], message: MSG_ALIAS_REQUERIDO });
    }
  });
export type AjustesPagosInput = z.input<typeof ajustesPagosInputSchema>;

const MP_TOKEN = /^(APP_USR|TEST)-[A-Za-z0-9_-]{8,300}$/;
const mpModo = (value: string) => value.split('-')[0];

/**
 * PUT .../mercadopago: the business's own MercadoPago account. A field left empty keeps what is stored (the
 * owner cannot read the secrets back); the first time all three are needed.
 */
export const ajustesMercadoPagoInputSchema = z
  .object({
    accessToken: textoOpcional('El access token', 300).refine((v) => v === null || MP_TOKEN.test(v), {
      message: 'El access token debe empezar con APP_USR- o TEST-',
    }),
    publicKey: textoOpcional('La public key', 300).refine((v) => v === null || MP_TOKEN.test(v), {
      message: 'La public key debe empezar con APP_USR- o TEST-',
    }),
    webhookSecret: textoOpcional('La clave secreta de webhooks', 200).refine(
      (v) => v === null || /^[A-Za-z0-9_-]{8,200}$/.test(v),
      { message: 'La clave secreta de webhooks debe tener al menos 8 letras o números' },
    ),
  })
  .superRefine((value, ctx) => {
    if (value.accessToken && value.publicKey && mpModo(value.accessToken) !== mpModo(value.publicKey)) {
      ctx.addIssue({ code: 'custom', path: ['publicKey'], message: MSG_MP_MODOS_DISTINTOS });
    }
  });
export type AjustesMercadoPagoInput = z.input<typeof ajustesMercadoPagoInputSchema>;

export const mercadoPagoAjusteSchema = z.object({
  /** The business takes online payments into its own account. */
  configurado: z.boolean(),
  /** The last 4 characters only, e.g. '••••1a2b'. */
  accessToken: z.string().nullable(),
  publicKey: z.string().nullable(),
  webhookSecret: z.string().nullable(),
  /** ISO 8601. */
  actualizado: z.string().nullable(),
  /** The address to set as the webhook in MercadoPago (Tus integraciones → Webhooks). */
  webhookPath: z.string(),
});
