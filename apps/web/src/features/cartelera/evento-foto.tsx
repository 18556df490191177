import { eventoFotoFuentes } from '@vidriera/domain/imagenes';
import { useState } from 'react';
import { useFirstScreenShown } from '../../ui/first-screen-shown.ts';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { Icon } from '../../ui/icons.tsx';
import carteleraCss from './cartelera.module.css';

/** The picture of an event, with the AGOTADAS watermark when sold out; a failing picture gives way to a placeholder. */
export function EventoFoto({ urlFoto, titulo, agotado }: { urlFoto: string | null; titulo: string; agotado: boolean }) {
  // A small square (104 px, 88 on a phone): the _zz120 variant, _zz240 at double density (domain imagenes.ts).
  const fuentes = eventoFotoFuentes(urlFoto);
  const [index, setIndex] = useState(0);
  const fuente = fuentes[index];
  // On the visit's first screen the board's text comes first: the photos' squares stay empty until it is shown.
  const isShown = useFirstScreenShown();
  return (
    <div className={carteleraCss.cartFoto}>
      {fuente ? (
        isShown && (
          <img
            key={fuente.src}
            src={fuente.src}
            srcSet={fuente.srcSet}
            alt={esCartelera.fotoDe(titulo)}
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            onError={() => setIndex((i) => i + 1)}
          />
        )
      ) : (
        <span className={carteleraCss.cartFotoPlaceholder} aria-hidden="true" data-testid="evento-foto-placeholder">
          <Icon name="ticket" size={40} />
        </span>
      )}
      {agotado && <span className={carteleraCss.cartAgotadas}>{esCartelera.agotadas}</span>}
    </div>
  );
}
