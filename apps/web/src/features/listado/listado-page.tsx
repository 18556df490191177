import { Navigate } from '../../hash-router.tsx';
import { useListado } from '../../api/get-listado.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { es } from '../../i18n/es.ts';
import { getSingleTarget } from './business-target.ts';
import { ListingError } from './listing-states.tsx';
import { ListingScreen } from './listing-screen.tsx';
import { useListingErrorAlert } from './use-listing-error-alert.ts';

/** listado: the site's businesses, searchable. */
export default function ListadoPage() {
  const { data: site } = useSiteMetadata();
  const listado = useListado(site?.dominioUrl);
  useListingErrorAlert(listado.isError);
  if (listado.isError) return <ListingError message={es.listado.errorCarga} onRetry={() => void listado.refetch()} />;
  if (!site || listado.isPending) return <LoadingScreen />;
  const single = getSingleTarget(listado.data);
  if (single) return <Navigate to={single} replace />;
  return <ListingScreen site={site} comercios={listado.data} title={site.nombre} subtitle={site.frase} hidesHeader />;
}
