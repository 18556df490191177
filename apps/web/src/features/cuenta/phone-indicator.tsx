import { normalizePhone } from '@vidriera/domain/common';
import { esCuenta } from '../../i18n/es-cuenta.ts';
import cuentaCss from './cuenta.module.css';

/** The live check under the phone field: green '(Ok) => …' when valid, a question when suspicious. */
export function PhoneIndicator({ telefono }: { telefono: string }) {
  const phone = normalizePhone(telefono);
  return (
    <span className={cuentaCss.cuentaPhoneIndicator} data-status={phone.status} aria-live="polite">
      {esCuenta.telefonoIndicador(phone)}
    </span>
  );
}
