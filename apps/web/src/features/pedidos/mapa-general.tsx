import type { ZonasComercio } from '@vidriera/domain/zonas';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { ScreenMessage } from '../../ui/screen-message.tsx';
import { LazyZonasMap } from './lazy-zonas-map.tsx';
import { ZonasLegend } from './zonas-legend.tsx';
import mapaCss from './mapa-envios.module.css';

/** mapaG: the delivery zones of every business of the site that draws them, each linking to its own map. */
export function MapaGeneral({ comercios, siteName }: { comercios: ZonasComercio[]; siteName: string }) {
  if (comercios.length === 0) return <ScreenMessage icon="mapPin" title={esPedidos.sinZonasSitio} />;
  return (
    <div className={mapaCss.pedMapa}>
      <div>
        <LazyZonasMap comercios={comercios} label={esPedidos.mapaEtiqueta(siteName)} />
      </div>
      <div className={mapaCss.pedMapaSide}>
        <ZonasLegend comercios={comercios} />
      </div>
    </div>
  );
}
