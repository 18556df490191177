import type { Comercio } from '@vidriera/domain/comercios';
import { useId } from 'react';
import { es } from '../i18n/es.ts';
import { BusinessLogo } from './business-logo.tsx';
import { Icon } from './icons.tsx';
import { Stars } from './stars.tsx';
import businessSummaryCss from './business-summary.module.css';

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
    <section className={businessSummaryCss.bizSummary} data-aside={aside || undefined} aria-labelledby={nameId}>
      <div className={businessSummaryCss.bizSummaryLogo}>
        <BusinessLogo
          carpeta={comercio.carpeta}
          size={100}
          displaySize={64}
          alt={es.listado.logoDe(comercio.nombreComercio)}
          eager
          thumbnail
        />
      </div>
      <div className={businessSummaryCss.bizSummaryText}>
        <h2 id={nameId} className={businessSummaryCss.bizSummaryName}>
          {comercio.nombreComercio}
        </h2>
        {comercio.descrCorta && <p className={businessSummaryCss.bizSummaryDesc}>{comercio.descrCorta}</p>}
        {comercio.domicilio && (
          <p className={businessSummaryCss.bizSummaryAddress}>
            <Icon name="mapPin" size={15} />
            <span>{comercio.domicilio}</span>
          </p>
        )}
        {rating !== undefined && rating > 0 && (
          <p className={businessSummaryCss.bizSummaryRating}>
            <Stars rating={rating} label={es.listado.calificacion(rating)} />
            <span aria-hidden="true">{rating.toFixed(1)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
