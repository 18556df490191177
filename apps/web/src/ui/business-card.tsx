import type { Comercio } from '@vidriera/domain/comercios';
import { Link } from '../hash-router.tsx';
import { es } from '../i18n/es.ts';
import businessCardCss from './business-card.module.css';
import { BusinessLogo } from './business-logo.tsx';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';
import { Stars } from './stars.tsx';
import { getBusinessStatus, StatusBadge } from './status-badge.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/** Closed businesses that take online orders are shown greyed (spec, listing screen). */
export function isGreyed(c: Pick<Comercio, 'publicado' | 'abierto' | 'permitePedidosOnline'>): boolean {
  return c.publicado && c.permitePedidosOnline && !c.abierto;
}

/** The estimated delay shows while the business is open, unless it hides it. */
export function isDelayShown(c: Pick<Comercio, 'publicado' | 'abierto' | 'ocultaDemora' | 'demora'>): boolean {
  return c.publicado && c.abierto && !c.ocultaDemora && c.demora > 0;
}

export interface BusinessCardProps {
  comercio: Comercio;
  /** Portal sites show each business's rating. */
  showStars: boolean;
  /** Where the card leads; without it the card is a button that calls onSelect. */
  to?: string;
  onSelect?: () => void;
  /** Load the logo eagerly (cards in the first screenful). */
  eager?: boolean;
  /** A class of the list's own module for how the card sits in it. */
  className?: string;
}

export function BusinessCard({ comercio: c, showStars, to, onSelect, eager = false, className }: BusinessCardProps) {
  const greyed = isGreyed(c);
  return (
    <article
      className={cx(businessCardCss.businessCard, greyed && businessCardCss.businessCardGreyed, className)}
      data-greyed={greyed}
    >
      <div className={businessCardCss.businessCardLogo}>
        <BusinessLogo
          carpeta={c.carpeta}
          logoUrl={c.logoUrl}
          size={170}
          displaySize={64}
          alt={es.listado.logoDe(c.nombreComercio)}
          eager={eager}
          thumbnail
        />
      </div>
      <div className={businessCardCss.businessCardBody}>
        <h2 className={businessCardCss.businessCardName}>
          {to ? (
            <Link className={businessCardCss.businessCardLink} to={to}>
              {c.nombreComercio}
            </Link>
          ) : (
            <button type="button" className={businessCardCss.businessCardLink} onClick={onSelect}>
              {c.nombreComercio}
            </button>
          )}
        </h2>
        {c.descrCorta && <p className={businessCardCss.businessCardDescr}>{c.descrCorta}</p>}
        <div className={businessCardCss.businessCardMeta}>
          <StatusBadge status={getBusinessStatus(c)} />
          {isDelayShown(c) && (
            <span className={businessCardCss.businessCardMetaItem}>
              <Icon name="clock" size={14} />
              <VisuallyHidden>{es.listado.demoraEstimada} </VisuallyHidden>
              {es.listado.demora(c.demora)}
            </span>
          )}
          {showStars && c.califProm > 0 && (
            <span className={cx(businessCardCss.businessCardMetaItem, businessCardCss.businessCardRating)}>
              <Stars rating={c.califProm} label={es.listado.calificacion(c.califProm)} />
              <span aria-hidden="true">{c.califProm.toFixed(1)}</span>
            </span>
          )}
        </div>
        {c.domicilio && (
          <p className={businessCardCss.businessCardAddress}>
            <Icon name="mapPin" size={14} />
            <VisuallyHidden>{es.listado.direccion} </VisuallyHidden>
            <span className={businessCardCss.businessCardAddressText}>{c.domicilio}</span>
          </p>
        )}
      </div>
      <Icon name="chevronRight" size={20} className={businessCardCss.businessCardChevron} />
    </article>
  );
}
