import { parseEventoDeepLink } from '@vidriera/domain/evento-fecha';
import { Link, Navigate, useLocation } from 'react-router';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { ScreenMessage } from '../../ui/screen-message.tsx';
import { SiteHeader } from '../../ui/site-header.tsx';
import '../../ui/button.css';
import './cartelera.css';

/**
 * evento/?t=title&e=eventId&f=dateOrDateId (spec 01 §2): the event's deep link opens that event on its business's
 * board. The business is the site's own; a portal's links also name it (c=, see format-evento.ts).
 */
export default function EventoLinkPage() {
  const { search } = useLocation();
  const { data: site } = useSiteMetadata();
  if (!site) return <LoadingScreen />;
  const link = parseEventoDeepLink(search);
  const carpeta = new URLSearchParams(search).get('c') || (site.esPortal ? null : site.carpeta);
  if (link && carpeta) {
    const fecha = link.fecha ? ('fecha' in link.fecha ? link.fecha.fecha : String(link.fecha.eventoFechaId)) : null;
    const path = `/cartelera/${encodeURIComponent(carpeta)}/${link.eventoId}`;
    return <Navigate to={fecha ? `${path}/${fecha}` : path} replace />;
  }
  return (
    <div className="cart-screen">
      <SiteHeader title={esCartelera.titulo} />
      <main className="cart-main">
        <ScreenMessage icon="ticket" title={esCartelera.enlaceInvalido}>
          <Link className="ui-button ui-button--primary" to="/">
            {esCartelera.irAlInicio}
          </Link>
        </ScreenMessage>
      </main>
    </div>
  );
}
