import type { Comercio } from '@vidriera/domain/schemas/comercio';
import { useId } from 'react';
import { es } from '../i18n/es.ts';
import { BusinessLogo } from './business-logo.tsx';
import { Icon } from './icons.tsx';
import { Stars } from './stars.tsx';
import './business-summary.css';

/**
 * The business at the top of its events board, course videos and reservation screens: logo, name, short
 * description, address and, when the screen shows it, the quality rating (shown only above 0).
 */
export function BusinessSummary({
  comercio,
  rating,
  aside = false,
}: {
  comercio: Pick<Comercio, 'carpeta' | 'nombreComercio' | 'descrCorta' | 'domicilio'>;
  rating?: number;
  /** Beside a form on wide screens: a centred column instead of a row. */
  aside?: boolean;
}) {
  const nameId = useId();
  return (
    <section className="biz-summary" data-aside={aside || undefined} aria-labelledby={nameId}>
      <div className="biz-summary-logo">
        <BusinessLogo
          carpeta={comercio.carpeta}
          size={100}
          displaySize={64}
          alt={es.listado.logoDe(comercio.nombreComercio)}
          eager
        />
      </div>
      <div className="biz-summary-text">
        <h2 id={nameId} className="biz-summary-name">
          {comercio.nombreComercio}
        </h2>
        {comercio.descrCorta && <p className="biz-summary-desc">{comercio.descrCorta}</p>}
        {comercio.domicilio && (
          <p className="biz-summary-address">
            <Icon name="mapPin" size={15} />
            <span>{comercio.domicilio}</span>
          </p>
        )}
        {rating !== undefined && rating > 0 && (
          <p className="biz-summary-rating">
            <Stars rating={rating} label={es.listado.calificacion(rating)} />
            <span aria-hidden="true">{rating.toFixed(1)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
