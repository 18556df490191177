import { Link, useLocation } from '../../hash-router.tsx';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { ReservasMessage } from './reservas-message.tsx';
import './reservas.css';

/** reservaconfirmada: the thank-you after booking; Volver leads to the business's home, Ver Reservas to the list. */
export default function ReservaConfirmadaPage() {
  const location = useLocation();
  const { data: site } = useSiteMetadata();
  const state = location.state as { carpeta?: string | null } | null;
  const carpeta = state?.carpeta ?? site?.carpeta ?? null;
  return (
    <div className="rsv-screen">
      <SiteHeader title={esReservas.reservaEnviada} />
      <main className="rsv-main rsv-main--narrow">
        <ReservasMessage
          icon="calendar"
          tone="success"
          title={esReservas.confirmadaTitulo}
          text={esReservas.confirmadaTexto}
        >
          <Link className="rsv-button" to={carpeta ? `/home/${encodeURIComponent(carpeta)}` : '/'}>
            {esReservas.volver}
          </Link>
          <Link className="rsv-button rsv-button--primary" to="/mis-reservas">
            {esReservas.verReservas}
          </Link>
        </ReservasMessage>
      </main>
    </div>
  );
}
