import type { Cartelera } from '@vidriera/domain/eventos';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useCartelera } from '../../api/get-cartelera.ts';
import { useEvento } from '../../api/get-evento.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { usePageMeta } from '../../ui/page-meta.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { es } from '../../i18n/es.ts';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { CarteleraDias } from './cartelera-dias.tsx';
import { BusinessSummary } from '../../ui/business-summary.tsx';
import { useLoadErrorAlert } from '../../ui/use-load-error-alert.ts';
import { buttonClass } from '../../ui/button.ts';
import carteleraCss from './cartelera.module.css';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function usePageMetaOf(cartelera: Cartelera | undefined, isSingle: boolean) {
  const evento = isSingle ? cartelera?.dias[0]?.eventos[0] : undefined;
  usePageMeta(
    cartelera
      ? {
          title: evento
            ? `${evento.titulo} · ${cartelera.nombreComercio}`
            : `${esCartelera.titulo} · ${cartelera.nombreComercio}`,
          description: evento?.descripcion || cartelera.descrCorta,
        }
      : undefined,
  );
}

/**
 * cartelera, cartelera/{carpeta}, cartelera/{carpeta}/{eventoId} and cartelera/{carpeta}/{eventoId}/{fecha}: the
 * events board of a business (the site's own without a carpeta), grouped by day from today through one year; or
 * one event, with a button to see all the business's events.
 */
export default function CarteleraPage() {
  const params = useParams<{ carpeta?: string; eventoId?: string; fecha?: string }>();
  const { data: site } = useSiteMetadata();
  const carpeta = params.carpeta ?? (site && !site.esPortal ? site.carpeta : null);
  const isSingle = params.eventoId !== undefined;
  const eventoId = Number(params.eventoId);
  const board = useCartelera(isSingle ? null : carpeta);
  const single = useEvento(isSingle ? carpeta : null, eventoId, params.fecha ?? null);
  const query = isSingle ? single : board;
  const goBack = useGoBack(carpeta ? `/home/${encodeURIComponent(carpeta)}` : '/');
  useLoadErrorAlert(query.data ? null : query.error);
  usePageMetaOf(query.data, isSingle);

  if (site && !carpeta) return <Navigate to="/" replace />;
  const todos = carpeta && (
    <Link className={buttonClass()} to={`/cartelera/${encodeURIComponent(carpeta)}`}>
      {query.data ? esCartelera.verTodos(query.data.nombreComercio) : esCartelera.verCartelera}
    </Link>
  );

  let content: ReactNode;
  if (query.data) {
    const cartelera = query.data;
    content = (
      <>
        <BusinessSummary comercio={cartelera} rating={cartelera.califProm} />
        {cartelera.dias.length > 0 ? (
          <CarteleraDias cartelera={cartelera} isSingle={isSingle} />
        ) : (
          <ScreenMessage
            icon="ticket"
            title={isSingle ? esCartelera.sinEntradas : esCartelera.vacia}
            text={isSingle ? esCartelera.sinEntradasTexto : esCartelera.vaciaTexto}
          >
            {isSingle && todos}
          </ScreenMessage>
        )}
        {isSingle && cartelera.dias.length > 0 && <div className={carteleraCss.cartTodos}>{todos}</div>}
      </>
    );
  } else if ((isSingle && !(eventoId > 0)) || (query.isError && isNotFound(query.error))) {
    content = isSingle ? (
      <ScreenMessage icon="ticket" title={esCartelera.sinEntradas} text={esCartelera.noEncontrado}>
        {todos}
      </ScreenMessage>
    ) : (
      <ScreenMessage icon="search" title={es.comercio.noEncontrado}>
        <Link className={buttonClass('primary')} to="/">
          {esCartelera.irAlInicio}
        </Link>
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esCartelera.error} tone="warn">
        <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
          {esCartelera.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esCartelera.cargando} />;
  }

  return (
    <div className={carteleraCss.cartScreen}>
      <SiteHeader title={esCartelera.titulo} leading={<BackButton onClick={goBack} />} />
      <main className={carteleraCss.cartMain}>{content}</main>
    </div>
  );
}
