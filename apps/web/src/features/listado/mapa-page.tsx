import type { Comercio } from '@vidriera/domain/comercios';
import { useMemo } from 'react';
import { useParams } from '../../hash-router.tsx';
import { useListado } from '../../api/get-listado.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { es } from '../../i18n/es.ts';
import { type MapMarker, MapView } from '../../ui/map-view.tsx';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { ListingError } from './listing-states.tsx';
import { MapPopup } from './map-popup.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useGroupName } from './use-group-name.ts';
import { useListingErrorAlert } from './use-listing-error-alert.ts';
import { ViewToggleLink } from './view-toggle-link.tsx';
import listadoCss from './listado.module.css';

function toMarkers(comercios: readonly Comercio[]): MapMarker[] {
  return comercios.flatMap((c) =>
    c.lat === null || c.lng === null
      ? []
      : [
          {
            id: c.id,
            lat: c.lat,
            lng: c.lng,
            title: es.listado.marcador(c.nombreComercio),
            iconUrl: `/img/${encodeURIComponent(c.carpeta)}/logo_100_z.webp`,
            popup: <MapPopup comercio={c} />,
          },
        ],
  );
}

/** listadomapa/{carpeta}: the branches of a group on a map, with a toggle back to the list. */
export default function MapaPage() {
  const { carpeta = '' } = useParams();
  const { data: site } = useSiteMetadata();
  const listado = useListado(site?.dominioUrl, carpeta);
  const groupName = useGroupName(site?.dominioUrl, carpeta);
  const goBack = useGoBack('/');
  const markers = useMemo(() => toMarkers(listado.data ?? []), [listado.data]);
  useListingErrorAlert(listado.isError);
  if (listado.isError) return <ListingError message={es.listado.errorCarga} onRetry={() => void listado.refetch()} />;
  if (!site || listado.isPending) return <LoadingScreen />;
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
          <ViewToggleLink to={`/listado/${encodeURIComponent(carpeta)}`} label={es.listado.verLista} icon="list" />
        </div>
        <div className={listadoCss.listingMap}>
          <MapView markers={markers} label={es.listado.mapaTitulo} />
          {markers.length === 0 && <p className={listadoCss.listingMapNote}>{es.listado.mapaSinUbicaciones}</p>}
        </div>
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
