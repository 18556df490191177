import type { Anuncio } from '@vidriera/domain/carta';
import { esCarta } from '../../i18n/es-carta.ts';
import { Icon } from '../../ui/icons.tsx';
import cartaNoticesCss from './carta-notices.module.css';
import { cx } from '../../ui/cx.ts';

/** Spec 02 §2: a closed merchant's menu says so, with its opening hours. */
export function ComercioCerradoNotice({ horariosText }: { horariosText: string }) {
  return (
    <section
      className={cx(cartaNoticesCss.cartaNotice, cartaNoticesCss.cartaNoticeCerrado)}
      aria-labelledby="carta-cerrado"
    >
      <span className={cartaNoticesCss.cartaNoticeIcon}>
        <Icon name="clock" size={20} />
      </span>
      <div>
        <h2 id="carta-cerrado" className={cartaNoticesCss.cartaNoticeTitle}>
          {esCarta.comercioCerrado}
        </h2>
        {horariosText && (
          <p className={cartaNoticesCss.cartaNoticeText}>
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
    <p className={cx(cartaNoticesCss.cartaNotice, cartaNoticesCss.cartaNoticeInfo)}>
      <span className={cartaNoticesCss.cartaNoticeIcon}>
        <Icon name="info" size={20} />
      </span>
      <span className={cartaNoticesCss.cartaNoticeText}>{esCarta.soloLectura}</span>
    </p>
  );
}

/** The merchant's announcements for this ordering mode. */
export function CartaAnuncios({ anuncios }: { anuncios: Anuncio[] }) {
  if (anuncios.length === 0) return null;
  return (
    <section className={cartaNoticesCss.cartaAnuncios} aria-label={esCarta.anuncios}>
      {anuncios.map((anuncio, index) => (
        // Announcements have no id of their own; their order is the merchant's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <article key={index} className={cartaNoticesCss.cartaAnuncio}>
          {anuncio.tipoDescripcion && <h2 className={cartaNoticesCss.cartaAnuncioTipo}>{anuncio.tipoDescripcion}</h2>}
          <p className={cartaNoticesCss.cartaAnuncioText}>{anuncio.descripcion}</p>
        </article>
      ))}
    </section>
  );
}
