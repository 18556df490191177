import { parseEventoDeepLink } from '@vidriera/domain/eventos';
import { Link, Navigate, useLocation } from '../../hash-router.tsx';
import { useEventoLink } from '../../api/get-evento-link.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { ScreenMessage } from '../../ui/screen-message.tsx';
import { SiteHeader } from '../../ui/site-header.tsx';
import { buttonClass } from '../../ui/button.ts';
import carteleraCss from './cartelera.module.css';

/**
 * evento/?t=title&e=eventId&f=dateOrDateId (spec 01 §2): the event's deep link opens that event on its business's
 * board. A single-business site's business is the site's own; on a portal the server says which of the site's
 * businesses holds the event (an event of a business the site does not show is a broken link).
 */
export default function EventoLinkPage() {
  const { search } = useLocation();
  const { data: site } = useSiteMetadata();
  const link = parseEventoDeepLink(search);
  const isPortal = Boolean(site?.esPortal);
  const lookup = useEventoLink(link?.eventoId ?? null, isPortal);
  if (!site || (link && isPortal && lookup.isPending)) return <LoadingScreen />;
  const carpeta = isPortal ? (lookup.data?.carpeta ?? null) : site.carpeta;
  if (link && carpeta) {
    const fecha = link.fecha ? ('fecha' in link.fecha ? link.fecha.fecha : String(link.fecha.eventoFechaId)) : null;
    const path = `/cartelera/${encodeURIComponent(carpeta)}/${link.eventoId}`;
    return <Navigate to={fecha ? `${path}/${fecha}` : path} replace />;
  }
  return (
    <div className={carteleraCss.cartScreen}>
      <SiteHeader title={esCartelera.titulo} />
      <main className={carteleraCss.cartMain}>
        <ScreenMessage icon="ticket" title={esCartelera.enlaceInvalido}>
          <Link className={buttonClass('primary')} to="/">
            {esCartelera.irAlInicio}
          </Link>
        </ScreenMessage>
      </main>
    </div>
  );
}
