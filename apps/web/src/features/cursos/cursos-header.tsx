import type { CursosComercio } from '@vidriera/domain/schemas/curso';
import { esCursos } from '../../i18n/es-cursos.ts';
import { BusinessLogo } from '../../ui/business-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Stars } from '../../ui/stars.tsx';

/** The business at the top of the page, as on its other screens: logo, name, short description, address, stars. */
export function CursosHeader({ cursos }: { cursos: CursosComercio }) {
  return (
    <section className="cur-comercio" aria-labelledby="cur-comercio-name">
      <div className="cur-comercio-logo">
        <BusinessLogo
          carpeta={cursos.carpeta}
          size={100}
          displaySize={64}
          alt={esCursos.logoDe(cursos.nombreComercio)}
          eager
        />
      </div>
      <div className="cur-comercio-text">
        <h2 id="cur-comercio-name" className="cur-comercio-name">
          {cursos.nombreComercio}
        </h2>
        {cursos.descrCorta && <p className="cur-comercio-desc">{cursos.descrCorta}</p>}
        {cursos.domicilio && (
          <p className="cur-comercio-address">
            <Icon name="mapPin" size={15} />
            <span>{cursos.domicilio}</span>
          </p>
        )}
        {cursos.califProm > 0 && (
          <p className="cur-comercio-rating">
            <Stars rating={cursos.califProm} label={esCursos.calificacion(cursos.califProm)} />
            <span aria-hidden="true">{cursos.califProm.toFixed(1)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
