import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { useZonas } from '../../api/get-zonas.ts';
import { useZonasSitio } from '../../api/get-zonas-sitio.ts';
import { readPedidoPendiente } from '../../api/pedido-pendiente.ts';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { MapaComercio } from './mapa-comercio.tsx';
import { MapaGeneral } from './mapa-general.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import '../../ui/visually-hidden.css';
import pedidosCss from './pedidos.module.css';
import { cx } from '../../ui/cx.ts';

/**
 * The delivery-price map. mapaG/{carpeta}: that business's zones. mapa: the business of the order being built,
 * else the site's own (customer mode). mapaG: every business of the site that draws zones.
 */
export default function MapaEnviosPage({ general = false }: { general?: boolean }) {
  const params = useParams<{ carpeta?: string }>();
  const { data: site } = useSiteMetadata();
  const goBack = useGoBack('/');
  const [draft] = useState(() => readPedidoPendiente());
  const isGeneral = general && !params.carpeta;
  const carpeta = isGeneral
    ? null
    : (params.carpeta ?? draft?.carpeta ?? (site && !site.esPortal ? site.carpeta : null));
  const comercio = useZonas(carpeta);
  const sitio = useZonasSitio(isGeneral);
  const query = isGeneral ? sitio : comercio;

  let content: ReactNode;
  if (!isGeneral && !carpeta) {
    content = site ? (
      <ScreenMessage icon="mapPin" title={esPedidos.elegirComercio}>
        <Link className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)} to="/mapaG">
          {esPedidos.verTodasLasZonas}
        </Link>
      </ScreenMessage>
    ) : (
      <ScreenLoading label={esPedidos.cargando} />
    );
  } else if (isGeneral && sitio.data && site) {
    content = <MapaGeneral comercios={sitio.data} siteName={site.nombre} />;
  } else if (!isGeneral && comercio.data) {
    const isDraftOfComercio = draft?.carpeta.toLowerCase() === comercio.data.carpeta.toLowerCase();
    content = <MapaComercio data={comercio.data} returnsToOrder={isDraftOfComercio} />;
  } else if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    content = (
      <ScreenMessage icon="info" title={isNotFound ? esPedidos.comercioSinMapa : esPedidos.errorCarga} tone="warn">
        <button
          type="button"
          className={cx(pedidosCss.pedButton, pedidosCss.pedButtonPrimary)}
          onClick={() => void query.refetch()}
        >
          {esPedidos.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esPedidos.cargando} />;
  }

  return (
    <div className={pedidosCss.pedScreen}>
      <SiteHeader
        title={esPedidos.mapaTitulo}
        subtitle={isGeneral ? site?.nombre : comercio.data?.nombreComercio}
        leading={<BackButton onClick={goBack} />}
      />
      <main className={cx(pedidosCss.pedMain, pedidosCss.pedMainWide)}>{content}</main>
    </div>
  );
}
