import { isDomicilioMissing, type User } from '@vidriera/domain/cuentas';
import type { SiteMetadata } from '@vidriera/domain/sites';

/** The account form's fields: what the customer types plus the site the account is created from. */
export interface CuentaFormValues {
  domicilio: string;
  nombreApellido: string;
  telefono: string;
  authCode: string;
  /** Hidden: the site's default business (0 if none). */
  configRestoId: number;
  /** Hidden: the site's dominioUrl. */
  domainName: string;
}

/** Spec: a visitor with no session edits a blank user (new account template). */
export const BLANK_USER: User = {
  id: 0,
  userName: '',
  nombreApellido: '',
  telefono: '',
  domicilio: '',
  admin: false,
  anulado: false,
};

export function toCuentaFormValues(user: User, site: SiteMetadata): CuentaFormValues {
  return {
    // The placeholder address is not shown back as if the customer had typed it.
    domicilio: isDomicilioMissing(user.domicilio) ? '' : user.domicilio,
    nombreApellido: user.nombreApellido,
    telefono: user.telefono ?? '',
    authCode: '',
    configRestoId: site.configRestoId,
    domainName: site.dominioUrl,
  };
}
