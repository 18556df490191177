import { Navigate, useParams } from '../../hash-router.tsx';
import { useCategorias } from '../../api/get-categorias.ts';
import { useFeedByCategoria } from '../../api/get-feed-by-categoria.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { es } from '../../i18n/es.ts';
import { BackButton } from '../../ui/site-header.tsx';
import { getSingleTarget } from './business-target.ts';
import { ListingError } from './listing-states.tsx';
import { ListingScreen } from './listing-screen.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useListingErrorAlert } from './use-listing-error-alert.ts';

/** feed/{categoryId}: the businesses of one category, with the listing's search and cards. */
export default function FeedPage() {
  const { categoryId = '' } = useParams();
  const { data: site } = useSiteMetadata();
  const feed = useFeedByCategoria(site?.dominioUrl, categoryId);
  // The title comes from the category list, usually cached from the categories screen.
  const categorias = useCategorias(site?.dominioUrl);
  const goBack = useGoBack('/regiones');
  useListingErrorAlert(feed.isError);
  if (feed.isError) return <ListingError message={es.listado.errorCarga} onRetry={() => void feed.refetch()} />;
  if (!site || feed.isPending || categorias.isPending) return <LoadingScreen />;
  const single = getSingleTarget(feed.data);
  if (single) return <Navigate to={single} replace />;
  const categoria = categorias.data?.find((c) => String(c.id) === categoryId);
  return (
    <ListingScreen
      site={site}
      comercios={feed.data}
      title={categoria?.titulo ?? es.regiones.categorias}
      subtitle={categoria?.descripcion}
      leading={<BackButton onClick={goBack} />}
      hidesHeader={false}
    />
  );
}
