import { type Comercio, HOME_LINKS_TYPE } from '@vidriera/domain/comercios';
import { type ReactNode, useCallback, useRef } from 'react';
import { Navigate, useNavigate, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useComercio } from '../../api/get-comercio.ts';
import { useConcursos } from '../../api/get-concursos.ts';
import { useLinks } from '../../api/get-links.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageMeta } from '../../ui/page-meta.ts';
import { HomeUnavailable } from './home-unavailable.tsx';
import { HomeView } from './home-view.tsx';
import { useComercioLoadAlerts } from './use-comercio-load-alerts.ts';
import homeCss from './home.module.css';

/**
 * home/{carpeta} (also /#/home/{carpeta}/?t=name): the business's landing page on the current site. The draws'
 * section is another feature's (features/concursos): app/home-screen.tsx hands it in as `renderConcursos`, with the
 * class of the home's card titles for the section's own title.
 */
export function HomePage({
  renderConcursos,
}: {
  renderConcursos: (comercio: Comercio, titleClassName: string | undefined) => ReactNode;
}) {
  const { carpeta } = useParams();
  const { data: site } = useSiteMetadata();
  const query = useComercio(site?.dominioUrl, carpeta);
  const navigate = useNavigate();
  // After the spec's alert for a business the site does not have, back to the site's start; not when the
  // missing business is the site's own (its start is this page: the not-found state stays).
  const isSiteOwn = Boolean(site?.carpeta && carpeta && site.carpeta.toLowerCase() === carpeta.toLowerCase());
  const leave = useCallback(() => {
    if (!isSiteOwn) navigate('/', { replace: true });
  }, [isSiteOwn, navigate]);
  useComercioLoadAlerts(query.error, query.data, leave);
  const comercio = query.data?.[0];
  // The draws and links cards sit above the description: waiting for them keeps the page from jumping when they
  // arrive (the draws section reads the same query). Only for the first paint: a later reload of the draws (after
  // a login) shows in their section, not as a blank page.
  const links = useLinks(comercio?.id, HOME_LINKS_TYPE, Boolean(comercio?.permiteLinks));
  const concursos = useConcursos(comercio?.permiteConcursos && comercio.id > 0 ? comercio.id : null);
  const shown = useRef(false);
  const waitsForConcursos = !shown.current && concursos.isPending && concursos.fetchStatus !== 'idle';
  usePageMeta(
    comercio
      ? { title: comercio.nombreComercio, description: comercio.metaDescription || comercio.descrCorta }
      : undefined,
  );

  if (
    !site ||
    (query.isPending && query.fetchStatus !== 'idle') ||
    (links.isPending && links.fetchStatus !== 'idle') ||
    waitsForConcursos
  ) {
    return <LoadingScreen />;
  }
  if (query.isError) {
    const isNotFound = query.error instanceof ApiError && query.error.status === 404;
    return <HomeUnavailable kind={isNotFound ? 'notFound' : 'error'} onRetry={() => void query.refetch()} />;
  }
  if (!comercio) return <HomeUnavailable kind="notFound" />;
  // A group of businesses has no home of its own: its listing lets the visitor pick a branch.
  if (comercio.esGrupoDeComercios) return <Navigate to={`/listado/${encodeURIComponent(comercio.carpeta)}`} replace />;
  shown.current = true;
  return (
    <HomeView
      comercio={comercio}
      site={site}
      concursos={comercio.permiteConcursos && renderConcursos(comercio, homeCss.homeCardTitle)}
    />
  );
}
