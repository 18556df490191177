import type { Cartelera } from '@vidriera/domain/schemas/evento';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { BusinessLogo } from '../../ui/business-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';

/** The board's header (spec 02 §2): the business's name, short description, address and quality stars. */
export function CarteleraHeader({ cartelera }: { cartelera: Cartelera }) {
  return (
    <section className="cart-comercio" aria-labelledby="cart-comercio-name">
      <div className="cart-comercio-logo">
        <BusinessLogo
          carpeta={cartelera.carpeta}
          size={100}
          displaySize={64}
          alt={esCartelera.logoDe(cartelera.nombreComercio)}
          eager
        />
      </div>
      <div className="cart-comercio-text">
        <h2 id="cart-comercio-name" className="cart-comercio-name">
          {cartelera.nombreComercio}
        </h2>
        {cartelera.descrCorta && <p className="cart-comercio-desc">{cartelera.descrCorta}</p>}
        {cartelera.domicilio && (
          <p className="cart-comercio-address">
            <Icon name="mapPin" size={15} />
            <span>{cartelera.domicilio}</span>
          </p>
        )}
        {cartelera.califProm > 0 && (
          <p className="cart-comercio-rating">
            <Stars rating={cartelera.califProm} label={esCartelera.calificacion(cartelera.califProm)} />
            <span aria-hidden="true">{cartelera.califProm.toFixed(1)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
