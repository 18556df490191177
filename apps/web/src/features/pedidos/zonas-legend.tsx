import { formatPesos } from '@vidriera/domain/pedidos-precios';
import type { ZonasComercio } from '@vidriera/domain/schemas/zona-envio';
import { Link } from '../../hash-router.tsx';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { getZonaColor } from './zona-colors.ts';

/**
 * The zones and their prices, with the colours the map draws them in (zones of all the businesses, in order).
 * With several businesses, each heads its zones and links to its own map.
 */
export function ZonasLegend({ comercios }: { comercios: ZonasComercio[] }) {
  const isGeneral = comercios.length > 1;
  let index = 0;
  return (
    <section className="ped-card" aria-labelledby="ped-zonas-title">
      <h2 id="ped-zonas-title" className="ped-card-title">
        {esPedidos.zonas}
      </h2>
      {comercios.map((comercio) => (
        <div key={comercio.configRestoId} className="ped-zonas-comercio">
          {isGeneral && (
            <h3 className="ped-zonas-nombre">
              <Link to={`/mapaG/${encodeURIComponent(comercio.carpeta)}`}>{comercio.nombreComercio}</Link>
            </h3>
          )}
          <ul className="ped-zonas">
            {comercio.zonas.map((zona) => (
              <li key={zona.id} className="ped-zona">
                <span className="ped-zona-color" style={{ background: getZonaColor(index++) }} aria-hidden="true" />
                <span className="ped-zona-name">{zona.nombre}</span>
                <span className="ped-zona-price">
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
