import type { ReactNode } from 'react';
import { Link, useParams } from '../../hash-router.tsx';
import { useComprasTickets } from '../../api/get-compras-tickets.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { esTickets } from '../../i18n/es-tickets.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { CompraCard } from './compra-card.tsx';
import { buttonClass } from '../../ui/button.ts';
import ticketsCss from './tickets.module.css';
import { cx } from '../../ui/cx.ts';
import misComprasCss from './mis-compras.module.css';

/**
 * mis-compras and mis-compras/{carpeta} (login): the customer's ticket purchases (of one business in customer
 * mode), newest first, refreshed every 120000 ms. A failed load says 'Error al cargar las compras' (spec 02 §8).
 */
export default function MisComprasPage() {
  const goBack = useGoBack('/');
  const params = useParams<{ carpeta?: string }>();
  const { data: site } = useSiteMetadata();
  const carpeta = params.carpeta ?? (site && !site.esPortal ? site.carpeta : null);
  const query = useComprasTickets(carpeta, Boolean(site));
  const compras = query.data ? [...query.data].sort((a, b) => b.id - a.id) : undefined;

  let content: ReactNode;
  if (compras && compras.length > 0) {
    content = (
      <ul className={misComprasCss.tktCompras}>
        {compras.map((venta) => (
          <li key={venta.id}>
            <CompraCard venta={venta} />
          </li>
        ))}
      </ul>
    );
  } else if (compras) {
    content = (
      <ScreenMessage icon="ticket" title={esTickets.vacio} text={esTickets.vacioTexto}>
        <Link className={buttonClass('primary')} to="/">
          {esTickets.irAInicio}
        </Link>
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esTickets.errorLista} tone="warn">
        <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
          {esTickets.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esTickets.cargandoLista} />;
  }

  return (
    <div className={ticketsCss.tktScreen}>
      <SiteHeader title={esTickets.misCompras} leading={<BackButton onClick={goBack} />} />
      <main className={cx(ticketsCss.tktMain, ticketsCss.tktMainList)}>{content}</main>
    </div>
  );
}
