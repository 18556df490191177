import type { Comercio } from '@vidriera/domain/comercios';
import type { SiteMetadata } from '@vidriera/domain/sites';
import { toTitleSlug } from '@vidriera/domain/common';
import { type ReactNode, useRef } from 'react';
import { Link, useNavigate } from '../../hash-router.tsx';
import { es } from '../../i18n/es.ts';
import { Icon } from '../../ui/icons.tsx';
import { ShareButton } from '../../ui/share-button.tsx';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { BackButton } from '../../ui/site-header.tsx';
import { ActionButtons } from './action-buttons.tsx';
import { HomeAbout } from './home-about.tsx';
import { HomeContact, hasContactSection } from './home-contact.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeLinks } from './home-links.tsx';
import { MoreInfoButton } from './more-info-button.tsx';
import { useParentCarpeta } from './use-parent-carpeta.ts';
import homeCss from './home.module.css';

/** The profile deep link the spec gives: /#/home/{carpeta}/?t=name. */
function toShareUrl(c: Pick<Comercio, 'carpeta' | 'nombreComercio'>): string {
  const base = `${window.location.origin}${window.location.pathname}`;
  return `${base}#/home/${encodeURIComponent(c.carpeta)}/?t=${encodeURIComponent(toTitleSlug(c.nombreComercio))}`;
}

/** `concursos`: the draws' section (features/concursos), shown above the links when the business runs draws. */
export function HomeView({
  comercio,
  site,
  concursos,
}: {
  comercio: Comercio;
  site: SiteMetadata;
  concursos?: ReactNode;
}) {
  const contactRef = useRef<HTMLElement>(null);
  const parentCarpeta = useParentCarpeta(comercio, site.dominioUrl);
  const navigate = useNavigate();
  // React Router numbers the app's history entries; 0 means no screen of the app before this one (opened from a
  // link, or the single-business site's start). Then a portal goes back to its listing, a single business has
  // nowhere to go.
  const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const canGoBack = hasPrevious || site.esPortal;
  const goBack = () => (hasPrevious ? navigate(-1) : navigate('/', { replace: true }));
  const showContact = hasContactSection(comercio);
  return (
    <div className={homeCss.home}>
      <header className={homeCss.homeCover}>
        <div className={homeCss.homeCoverBar}>
          {canGoBack ? <BackButton onClick={goBack} /> : <span />}
          <ShareButton
            className={homeCss.homeShare}
            data={{ title: comercio.nombreComercio, text: comercio.descrCorta, url: toShareUrl(comercio) }}
          />
        </div>
      </header>
      <main className={homeCss.homeMain}>
        <div className={homeCss.homeLayout}>
          <div className={homeCss.homePrimary}>
            <HomeHero comercio={comercio} showRating={site.esPortal} />
            <ActionButtons comercio={comercio} parentCarpeta={parentCarpeta} />
          </div>
          <div className={homeCss.homeSecondary}>
            {concursos}
            <HomeLinks commerceId={comercio.id} enabled={comercio.permiteLinks} />
            <HomeAbout comercio={comercio} />
            {showContact && <HomeContact comercio={comercio} sectionRef={contactRef} />}
            <Link className={homeCss.homeHelp} to={`/ayuda?c=${encodeURIComponent(comercio.carpeta)}`}>
              <span className={homeCss.homeContactIcon}>
                <Icon name="help" />
              </span>
              <span className={homeCss.homeHelpText}>
                <span className={homeCss.homeHelpTitle}>{es.home.ayudaTitulo}</span>
                <span className={homeCss.homeHelpSub}>{es.home.ayudaTexto}</span>
              </span>
              <Icon name="chevronRight" size={18} />
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
      {showContact && <MoreInfoButton target={contactRef} />}
    </div>
  );
}
