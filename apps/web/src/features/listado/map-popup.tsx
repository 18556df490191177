import type { Comercio } from '@vidriera/domain/comercios';
import { Link } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { getBusinessTarget } from './business-target.ts';
import listadoCss from './listado.module.css';

/** A marker's popup: name, address and a link to the business (or its coming-soon badge). */
export function MapPopup({ comercio: c }: { comercio: Comercio }) {
  const target = getBusinessTarget(c);
  return (
    <>
      <span className={listadoCss.listingPopupName}>{c.nombreComercio}</span>
      {c.domicilio && <span className={listadoCss.listingPopupAddress}>{c.domicilio}</span>}
      {target ? (
        <Link className={listadoCss.listingPopupLink} to={target}>
          {es.listado.verComercio}
        </Link>
      ) : (
        <StatusBadge status="proximamente" />
      )}
    </>
  );
}
