import { formatPesos } from '@vidriera/domain/pedidos';
import type { ZonasComercio } from '@vidriera/domain/zonas';
import { Link } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { getZonaColor } from './zona-colors.ts';
import pedidosCss from './pedidos.module.css';
import mapaCss from './mapa-envios.module.css';

/**
 * The zones and their prices, with the colours the map draws them in (zones of all the businesses, in order).
 * With several businesses, each heads its zones and links to its own map.
 */
export function ZonasLegend({ comercios }: { comercios: ZonasComercio[] }) {
  const isGeneral = comercios.length > 1;
  let index = 0;
  return (
    <section className={pedidosCss.pedCard} aria-labelledby="ped-zonas-title">
      <h2 id="ped-zonas-title" className={pedidosCss.pedCardTitle}>
        {esPedidos.zonas}
      </h2>
      {comercios.map((comercio) => (
        <div key={comercio.configRestoId} className={mapaCss.pedZonasComercio}>
          {isGeneral && (
            <h3 className={mapaCss.pedZonasNombre}>
              <Link to={`/mapaG/${encodeURIComponent(comercio.carpeta)}`}>{comercio.nombreComercio}</Link>
            </h3>
          )}
          <ul className={mapaCss.pedZonas}>
            {comercio.zonas.map((zona) => (
              <li key={zona.id} className={mapaCss.pedZona}>
                <span
                  className={mapaCss.pedZonaColor}
                  style={{ background: getZonaColor(index++) }}
                  aria-hidden="true"
                />
                <span className={mapaCss.pedZonaName}>{zona.nombre}</span>
                <span className={mapaCss.pedZonaPrice}>
                  {zona.precio === 0 ? esPedidos.envioSinCargo : formatPesos(zona.precio)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
