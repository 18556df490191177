import { z } from 'zod';
import { findPasswordWeakness } from '../cuentas/password-strength.ts';
import { MAX_ID } from '../common/schemas.ts';

// The people who run a business: its owners and day-to-day staff. A platform admin manages any business's
// (admin/comercios/{configRestoId}/staff), an owner their own (merchant/staff/{configRestoId}). Nobody becomes a
// platform admin through these calls.

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRolName = (typeof STAFF_ROLES)[number];

/** User names of staff: what they type at login; never a phone (customers' user names are their phones). */
export const STAFF_USER_NAME_PATTERN = /^[a-z][a-z0-9._-]{2,39}$/;

const rolSchema = z.enum(STAFF_ROLES, { error: 'El rol debe ser "owner" (dueño) o "staff" (personal)' });

/**
 * POST …/staff: adds a person. A new user name creates the user with this password (strong enough:
 * cuentas/password-strength.ts); an existing one (someone who already works elsewhere) is added as they are, without a
 * password.
 */
export const staffAddSchema = z
  .object({
    userName: z
      .string({ error: (issue) => (issue.input == null ? 'Ingresá el usuario' : 'El usuario debe ser un texto') })
      .trim()
      .toLowerCase()
      .regex(
        STAFF_USER_NAME_PATTERN,
        'El usuario debe empezar con una letra y tener de 3 a 40 letras minúsculas, números, puntos, guiones o guiones bajos',
      ),
    password: z
      .string({ error: 'La contraseña debe ser un texto' })
      .max(200, 'La contraseña es demasiado larga')
      .nullish()
      .transform((value) => (value ? value : null))
      .superRefine((value, ctx) => {
        // Its own rules here (final: the user name's check below adds nothing then), the user name's once both
        // fields are read.
        const weakness = value === null ? null : findPasswordWeakness(value);
        if (weakness) ctx.addIssue({ code: 'custom', message: weakness, continue: false });
      }),
    nombreApellido: z
      .string({ error: 'El nombre debe ser un texto' })
      .trim()
      .max(120, 'El nombre puede tener hasta 120 caracteres')
      .default(''),
    rol: rolSchema.default('staff'),
  })
  .superRefine((value, ctx) => {
    const weakness = value.password === null ? null : findPasswordWeakness(value.password, value.userName);
    if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness });
  });
export type StaffAdd = z.infer<typeof staffAddSchema>;

/** PUT …/staff/{userId} */
export const staffRolUpdateSchema = z.object({ rol: rolSchema });

export const staffMemberParamsSchema = z.object({
  configRestoId: z.coerce
    .number({ error: 'El identificador del comercio debe ser un número' })
    .int('El identificador del comercio debe ser un número entero')
    .positive('El identificador del comercio debe ser positivo')
    .max(MAX_ID, 'El identificador del comercio es demasiado grande'),
  userId: z.coerce
    .number({ error: 'El identificador del usuario debe ser un número' })
    .int('El identificador del usuario debe ser un número entero')
    .positive('El identificador del usuario debe ser positivo')
    .max(MAX_ID, 'El identificador del usuario es demasiado grande'),
});

export const staffMemberSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nombreApellido: z.string(),
  rol: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);
