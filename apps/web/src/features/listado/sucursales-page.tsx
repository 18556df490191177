import { Navigate, useParams } from '../../hash-router.tsx';
import { useListado } from '../../api/get-listado.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { es } from '../../i18n/es.ts';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { BusinessList } from './business-list.tsx';
import { getSingleTarget } from './business-target.ts';
import { ListingError } from './listing-states.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useGroupName } from './use-group-name.ts';
import { useListingErrorAlert } from './use-listing-error-alert.ts';
import { ViewToggleLink } from './view-toggle-link.tsx';
import listadoCss from './listado.module.css';

/** listado/{carpeta}: the branches of a group of businesses, with a toggle to the map. */
export default function SucursalesPage() {
  const { carpeta = '' } = useParams();
  const { data: site } = useSiteMetadata();
  const listado = useListado(site?.dominioUrl, carpeta);
  const groupName = useGroupName(site?.dominioUrl, carpeta);
  const goBack = useGoBack('/');
  useListingErrorAlert(listado.isError);
  if (listado.isError) return <ListingError message={es.listado.errorCarga} onRetry={() => void listado.refetch()} />;
  if (!site || listado.isPending) return <LoadingScreen />;
  const single = getSingleTarget(listado.data);
  if (single) return <Navigate to={single} replace />;
  return (
    <div className={listadoCss.listing}>
      <div className={listadoCss.listingTop}>
        <SiteHeader
          title={es.listado.elegiSucursal}
          subtitle={groupName && es.listado.sucursalesDe(groupName)}
          leading={<BackButton onClick={goBack} />}
        />
      </div>
      <main className={listadoCss.listingMain}>
        <div className={listadoCss.listingToolbar}>
          <p className={listadoCss.listingCount}>{es.listado.sucursales(listado.data.length)}</p>
          <ViewToggleLink to={`/listadomapa/${encodeURIComponent(carpeta)}`} label={es.listado.verMapa} icon="map" />
        </div>
        <BusinessList comercios={listado.data} showStars={site.esPortal} />
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
