import { isDemoraShown } from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { esCarta } from '../../i18n/es-carta.ts';
import { BusinessLogo } from '../../ui/business-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import cartaCss from './carta.module.css';

export interface CartaHeaderProps {
  comercio: CartaConfigResto;
  mesa: number | null;
  enLocal: boolean;
  /** Spec 02 §6: the rating stars show when the customer is neither in the merchant's own site nor in-store. */
  showRatings: boolean;
}

function Rating({ tipo, value }: { tipo: string; value: number }) {
  return (
    <span className={cartaCss.cartaRating}>
      <span aria-hidden="true">{tipo}</span>
      <Stars rating={value} label={esCarta.calificacion(tipo, value)} />
    </span>
  );
}

/** The merchant's card at the top of the menu: who, where, open or closed, delay and ratings. */
export function CartaHeader({ comercio: c, mesa, enLocal, showRatings }: CartaHeaderProps) {
  // The menu is only served for a business the site shows, so it is published.
  const showDemora = isDemoraShown({ ...c, publicado: true });
  const ratings = showRatings && (c.califCalidad > 0 || c.califEnvios > 0);
  return (
    <section className={cartaCss.cartaHero} aria-labelledby="carta-title">
      <div className={cartaCss.cartaHeroLogo}>
        <BusinessLogo
          carpeta={c.carpeta}
          size={100}
          displaySize={72}
          alt={esCarta.logoDe(c.nombreComercio)}
          eager
          thumbnail
        />
      </div>
      <div className={cartaCss.cartaHeroText}>
        <h1 id="carta-title" className={cartaCss.cartaTitle}>
          {c.nombreComercio}
        </h1>
        {c.descrCorta && <p className={cartaCss.cartaTagline}>{c.descrCorta}</p>}
        {c.domicilio && (
          <p className={cartaCss.cartaAddress}>
            <Icon name="mapPin" size={14} />
            {c.domicilio}
          </p>
        )}
        <div className={cartaCss.cartaBadges}>
          <StatusBadge status={c.abierto ? 'abierto' : 'cerrado'} />
          {enLocal && (
            <span className={cartaCss.cartaPill}>
              <Icon name="qr" size={14} />
              {mesa ? esCarta.mesa(mesa) : esCarta.enLocal}
            </span>
          )}
          {showDemora && (
            <span className={cartaCss.cartaPill}>
              <Icon name="clock" size={14} />
              {enLocal ? esCarta.preparacion(c.demora) : esCarta.demora(c.demora)}
            </span>
          )}
        </div>
        {ratings && (
          <div className={cartaCss.cartaRatings}>
            <VisuallyHidden>{esCarta.calificaciones}</VisuallyHidden>
            {c.califCalidad > 0 && <Rating tipo={esCarta.calidad} value={c.califCalidad} />}
            {c.califEnvios > 0 && <Rating tipo={esCarta.envios} value={c.califEnvios} />}
          </div>
        )}
      </div>
    </section>
  );
}
