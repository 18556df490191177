import type { Comercio } from '@vidriera/domain/schemas/comercio';
import type { ReactNode } from 'react';
import { esReservas } from '../../i18n/es-reservas.ts';
import { BusinessLogo } from '../../ui/business-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';
import './comercio-summary.css';

/**
 * The business card at the top of the reservation screens: name, short description, address and, outside
 * customer mode (a portal), the quality rating.
 */
export function ComercioSummary({
  comercio,
  showRating,
  children,
}: {
  comercio: Pick<Comercio, 'carpeta' | 'nombreComercio' | 'descrCorta' | 'domicilio' | 'califCalidad' | 'califProm'>;
  showRating: boolean;
  children?: ReactNode;
}) {
  const rating = comercio.califCalidad > 0 ? comercio.califCalidad : comercio.califProm;
  return (
    <section className="rsv-comercio" aria-labelledby="rsv-comercio-name">
      <div className="rsv-comercio-logo">
        <BusinessLogo
          carpeta={comercio.carpeta}
          size={100}
          displaySize={64}
          alt={esReservas.logoDe(comercio.nombreComercio)}
          eager
        />
      </div>
      <div className="rsv-comercio-text">
        <h2 id="rsv-comercio-name" className="rsv-comercio-name">
          {comercio.nombreComercio}
        </h2>
        {comercio.descrCorta && <p className="rsv-comercio-desc">{comercio.descrCorta}</p>}
        {comercio.domicilio && (
          <p className="rsv-comercio-address">
            <Icon name="mapPin" size={15} />
            <span>{comercio.domicilio}</span>
          </p>
        )}
        {showRating && rating > 0 && (
          <p className="rsv-comercio-rating">
            <Stars rating={rating} label={esReservas.calificacion(rating)} />
            <span aria-hidden="true">{rating.toFixed(1)}</span>
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
