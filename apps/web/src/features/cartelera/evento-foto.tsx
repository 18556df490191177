import { useState } from 'react';
import { esCartelera } from '../../i18n/es-cartelera.ts';
import { Icon } from '../../ui/icons.tsx';

/**
 * The sources to try for an event picture on the board: the 240 px variant (spec 01: _zz240) in webp, then jpg,
 * then the picture as stored. A stored name that is not one of ours is tried as it is.
 */
export function eventoFotoCandidates(urlFoto: string | null): string[] {
  if (!urlFoto) return [];
  const match = /^(.*)_512\.(webp|jpg|png)$/.exec(urlFoto);
  if (!match) return [urlFoto];
  return [`${match[1]}_zz240.webp`, `${match[1]}_zz240.jpg`, urlFoto];
}

/** The picture of an event, with the AGOTADAS watermark when sold out; a failing picture gives way to a placeholder. */
export function EventoFoto({ urlFoto, titulo, agotado }: { urlFoto: string | null; titulo: string; agotado: boolean }) {
  const candidates = eventoFotoCandidates(urlFoto);
  const [index, setIndex] = useState(0);
  const src = candidates[index];
  return (
    <div className="cart-foto">
      {src ? (
        <img
          src={src}
          alt={esCartelera.fotoDe(titulo)}
          width={240}
          height={240}
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
