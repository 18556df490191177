import { CARTA_EN_LOCAL_RELOAD_MS } from '@vidriera/domain/pedidos';
import { useRef } from 'react';
import { useParams } from '../../hash-router.tsx';
import { useAnuncios } from '../../api/get-anuncios.ts';
import { useCarta } from '../../api/get-carta.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import { CartaView } from './carta-view.tsx';
import { useCartaGraveError } from './use-carta-grave-error.ts';
import { useMesa } from './use-mesa.ts';
import { useOtroComercioPrompt } from './use-otro-comercio-prompt.ts';
import '../../ui/visually-hidden.css';
import cartaCss from './carta.module.css';
import { cx } from '../../ui/cx.ts';

function parseCartaId(id: string | undefined): number | null {
  const value = Number(id);
  return id && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * carta/{carpeta} (ordering), carta2/{carpeta} (in-venue, ?mesa=N), carta3/{carpeta}/{id?} and
 * carta4/{carpeta}/{id?} (the same two with a given cartaId). Each menu starts afresh.
 */
export default function CartaPage({ enLocal }: { enLocal: boolean }) {
  const { carpeta = '', id } = useParams();
  const cartaId = parseCartaId(id);
  return (
    <CartaScreen key={`${carpeta}:${enLocal}:${cartaId ?? 0}`} carpeta={carpeta} enLocal={enLocal} cartaId={cartaId} />
  );
}

function CartaScreen({ carpeta, enLocal, cartaId }: { carpeta: string; enLocal: boolean; cartaId: number | null }) {
  const mesa = useMesa();
  const { data: site } = useSiteMetadata();
  const isPromptResolved = useOtroComercioPrompt(carpeta);
  // The in-venue menu reloads every 120 s: the merchant changes what is left during service.
  const query = useCarta(
    isPromptResolved ? carpeta : undefined,
    enLocal,
    cartaId,
    enLocal ? CARTA_EN_LOCAL_RELOAD_MS : undefined,
  );
  const isMissing = useCartaGraveError(carpeta, query.error, query.data);
  const carta = query.data;
  // The announcements sit above the dishes: waiting for them on the first paint keeps the menu from jumping down
  // (and a tap from landing on the wrong dish) when they arrive. CartaView reads the same query.
  const anuncios = useAnuncios(carta?.configRestoId, !enLocal);
  const shown = useRef(false);
  const waitsForAnuncios = !shown.current && anuncios.isPending && anuncios.fetchStatus !== 'idle';
  usePageMeta(
    carta ? { title: carta.configResto.nombreComercio, description: carta.configResto.descrCorta } : undefined,
  );

  if (!site || !isPromptResolved || isMissing || (query.isPending && !query.isError) || waitsForAnuncios) {
    return <LoadingScreen />;
  }
  if (!carta) {
    return (
      <main className={cartaCss.cartaUnavailable} role="alert">
        <h1 className={cartaCss.cartaUnavailableTitle}>{esCarta.errorCarga}</h1>
        <p>{esCarta.errorCargaTexto}</p>
        <button
          type="button"
          className={cx(cartaCss.cartaButton, cartaCss.cartaButtonPrimary)}
          onClick={() => void query.refetch()}
        >
          {esCarta.reintentar}
        </button>
      </main>
    );
  }
  shown.current = true;
  return <CartaView carta={carta} mesa={enLocal ? mesa : null} siteCarpeta={site.esPortal ? null : site.carpeta} />;
}
