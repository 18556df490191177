import type { CursoVideo } from '@vidriera/domain/cursos';
import { useState } from 'react';
import { esCursos } from '../../i18n/es-cursos.ts';
import { Icon } from '../../ui/icons.tsx';
import cursosCss from './cursos.module.css';

const PROVEEDORES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The embed address that starts playing at once (the visitor already pressed play on the placeholder). */
function withAutoplay(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * An embedded YouTube or Vimeo player behind a placeholder: the provider's player (hundreds of KB of script per
 * video) loads only when the visitor presses play, and a page of classes opened offline shows each class with its
 * placeholder instead of a browser error inside a frame.
 */
function EmbedPlayer({ video }: { video: CursoVideo }) {
  const [isPlaying, setPlaying] = useState(false);
  const proveedor = video.proveedor ? PROVEEDORES[video.proveedor] : '';
  if (isPlaying) {
    return (
      <iframe
        className={cursosCss.curPlayerFrame}
        src={withAutoplay(video.src)}
        title={esCursos.reproductor(video.titulo)}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className={cursosCss.curPlayerFacade}
      data-proveedor={video.proveedor ?? undefined}
      onClick={() => setPlaying(true)}
      aria-label={esCursos.reproductor(video.titulo)}
    >
      <span className={cursosCss.curPlayerPlay} aria-hidden="true">
        <Icon name="play" size={30} />
      </span>
      <span className={cursosCss.curPlayerNote} aria-hidden="true">
        {proveedor && <strong>{proveedor}</strong>}
        <span>{esCursos.sinConexionVideo}</span>
      </span>
    </button>
  );
}

/** The class's player: an uploaded file in the browser's own player, or a YouTube/Vimeo embed. */
export function CursoPlayer({ video }: { video: CursoVideo }) {
  if (video.tipo === 'archivo') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: merchants upload their own class recordings; no captions exist for them
      <video
        className={cursosCss.curPlayerVideo}
        controls
        preload="metadata"
        aria-label={esCursos.reproductor(video.titulo)}
      >
        <source src={video.src} type={video.mimeType ?? undefined} />
        {esCursos.videoNoSoportado}
      </video>
    );
  }
  return <EmbedPlayer video={video} />;
}
