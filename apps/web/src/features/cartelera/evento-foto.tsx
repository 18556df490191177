import { eventoFotoFuentes } from '@vidriera/domain/imagenes';
import { useState } from 'react';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { Icon } from '../../ui/icons.tsx';

/** The picture of an event, with the AGOTADAS watermark when sold out; a failing picture gives way to a placeholder. */
export function EventoFoto({ urlFoto, titulo, agotado }: { urlFoto: string | null; titulo: string; agotado: boolean }) {
  // A small square (104 px, 88 on a phone): the _zz120 variant, _zz240 at double density (domain imagenes.ts).
  const fuentes = eventoFotoFuentes(urlFoto);
  const [index, setIndex] = useState(0);
  const fuente = fuentes[index];
  return (
    <div className="cart-foto">
      {fuente ? (
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
      ) : (
        <span className="cart-foto-placeholder" aria-hidden="true">
          <Icon name="ticket" size={40} />
        </span>
      )}
      {agotado && <span className="cart-agotadas">{esCartelera.agotadas}</span>}
    </div>
  );
}
