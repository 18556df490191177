import { Link, useLocation } from '../../hash-router.tsx';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { esReservas } from '../../i18n/es-reservas.ts';
import { SiteHeader } from '../../ui/site-header.tsx';
import { ReservasMessage } from './reservas-message.tsx';
import reservasCss from './reservas.module.css';
import { cx } from '../../ui/cx.ts';

/** reservaconfirmada: the thank-you after booking; Volver leads to the business's home, Ver Reservas to the list. */
export default function ReservaConfirmadaPage() {
  const location = useLocation();
  const { data: site } = useSiteMetadata();
  const state = location.state as { carpeta?: string | null } | null;
  const carpeta = state?.carpeta ?? site?.carpeta ?? null;
  return (
    <div className={reservasCss.rsvScreen}>
      <SiteHeader title={esReservas.reservaEnviada} />
      <main className={cx(reservasCss.rsvMain, reservasCss.rsvMainNarrow)}>
        <ReservasMessage
          icon="calendar"
          tone="success"
          title={esReservas.confirmadaTitulo}
          text={esReservas.confirmadaTexto}
        >
          <Link className={reservasCss.rsvButton} to={carpeta ? `/home/${encodeURIComponent(carpeta)}` : '/'}>
            {esReservas.volver}
          </Link>
          <Link className={cx(reservasCss.rsvButton, reservasCss.rsvButtonPrimary)} to="/mis-reservas">
            {esReservas.verReservas}
          </Link>
        </ReservasMessage>
      </main>
    </div>
  );
}
