import type { Anuncio } from '@vidriera/domain/schemas/carta';
import { esCarta } from '../../i18n/es-carta.ts';
import { Icon } from '../../ui/icons.tsx';
import './carta-notices.css';

/** Spec 02 §2: a closed merchant's menu says so, with its opening hours. */
export function ComercioCerradoNotice({ horariosText }: { horariosText: string }) {
  return (
    <section className="carta-notice carta-notice--cerrado" aria-labelledby="carta-cerrado">
      <span className="carta-notice-icon">
        <Icon name="clock" size={20} />
      </span>
      <div>
        <h2 id="carta-cerrado" className="carta-notice-title">
          {esCarta.comercioCerrado}
        </h2>
        {horariosText && (
          <p className="carta-notice-text">
            <span className="visually-hidden">{esCarta.horarios}: </span>
            {horariosText}
          </p>
        )}
      </div>
    </section>
  );
}

/** A menu to read only: the business takes no online orders. */
export function SoloLecturaNotice() {
  return (
    <p className="carta-notice carta-notice--info">
      <span className="carta-notice-icon">
        <Icon name="info" size={20} />
      </span>
      <span className="carta-notice-text">{esCarta.soloLectura}</span>
    </p>
  );
}

/** The merchant's announcements for this ordering mode. */
export function CartaAnuncios({ anuncios }: { anuncios: Anuncio[] }) {
  if (anuncios.length === 0) return null;
  return (
    <section className="carta-anuncios" aria-label={esCarta.anuncios}>
      {anuncios.map((anuncio, index) => (
        // Announcements have no id of their own; their order is the merchant's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <article key={index} className="carta-anuncio">
          {anuncio.tipoDescripcion && <h2 className="carta-anuncio-tipo">{anuncio.tipoDescripcion}</h2>}
          <p className="carta-anuncio-text">{anuncio.descripcion}</p>
        </article>
      ))}
    </section>
  );
}
