import { isDemoraShown } from '@vidriera/domain/pedidos';
import { HOME_LOGO_SIZE, type Comercio } from '@vidriera/domain/comercios';
import { es } from '../../i18n/es.ts';
import { BusinessLogo } from '../../ui/business-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';
import { type BusinessStatus, StatusBadge } from '../../ui/status-badge.tsx';
import homeCss from './home.module.css';

/** On its own page a published business is open or closed by its hours, whether or not it takes online orders. */
function getHomeStatus(c: Pick<Comercio, 'publicado' | 'abierto'>): BusinessStatus {
  if (!c.publicado) return 'proximamente';
  return c.abierto ? 'abierto' : 'cerrado';
}

export function HomeHero({ comercio: c, showRating }: { comercio: Comercio; showRating: boolean }) {
  return (
    <section className={homeCss.homeHero} aria-labelledby="home-title">
      <div className={homeCss.homeLogo}>
        <BusinessLogo
          carpeta={c.carpeta}
          logoUrl={c.logoUrl}
          size={HOME_LOGO_SIZE}
          displaySize={112}
          alt={es.home.logoDe(c.nombreComercio)}
          eager
        />
      </div>
      <h1 id="home-title" className={homeCss.homeTitle}>
        {c.nombreComercio}
      </h1>
      {c.descrCorta && <p className={homeCss.homeTagline}>{c.descrCorta}</p>}
      <div className={homeCss.homeBadges}>
        <StatusBadge status={getHomeStatus(c)} />
        {isDemoraShown(c) && (
          <span className={homeCss.homePill}>
            <Icon name="clock" size={14} />
            {es.home.demora(c.demora)}
          </span>
        )}
        {showRating && c.califProm > 0 && (
          <span className={homeCss.homeRating}>
            <Stars rating={c.califProm} label={es.listado.calificacion(c.califProm)} />
            <span aria-hidden="true">{c.califProm.toFixed(1)}</span>
          </span>
        )}
      </div>
    </section>
  );
}
