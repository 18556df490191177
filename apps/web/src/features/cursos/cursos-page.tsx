import type { CursosComercio } from '@vidriera/domain/cursos';
import type { ReactNode } from 'react';
import { Link, useParams } from '../../hash-router.tsx';
import { ApiError } from '../../api/client.ts';
import { useCursos } from '../../api/get-cursos.ts';
import { usePageMeta } from '../../ui/page-meta.ts';
import { useGoBack } from '../../ui/use-go-back.ts';
import { es } from '../../i18n/es.ts';
import { esCursos } from '../../i18n/es-cursos.ts';
import { LinkifiedText } from '../../ui/linkified-text.tsx';
import { ScreenLoading, ScreenMessage } from '../../ui/screen-message.tsx';
import { BackButton, SiteHeader } from '../../ui/site-header.tsx';
import { CursoPlayer } from './curso-player.tsx';
import { BusinessSummary } from '../../ui/business-summary.tsx';
import { buttonClass } from '../../ui/button.ts';
import cursosCss from './cursos.module.css';

function VideoList({ cursos }: { cursos: CursosComercio }) {
  return (
    <section aria-labelledby="cur-videos-title">
      <h2 id="cur-videos-title" className={cursosCss.curVideosTitle}>
        {esCursos.titulo} <span className={cursosCss.curVideosCount}>({esCursos.cantidad(cursos.videos.length)})</span>
      </h2>
      <ol className={cursosCss.curList}>
        {cursos.videos.map((video) => (
          <li key={video.id} className={cursosCss.curCard}>
            <article aria-labelledby={`cur-video-${video.id}`}>
              <div className={cursosCss.curPlayer}>
                <CursoPlayer video={video} />
              </div>
              <div className={cursosCss.curCardText}>
                <h3 id={`cur-video-${video.id}`} className={cursosCss.curCardTitle}>
                  {video.titulo}
                </h3>
                {video.descripcion && <LinkifiedText className={cursosCss.curCardDesc} text={video.descripcion} />}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** cursos/{carpeta}: the business's course videos ('Ver Videos de las Clases' on its home). */
export default function CursosPage() {
  const { carpeta } = useParams<{ carpeta: string }>();
  const query = useCursos(carpeta);
  const homePath = carpeta ? `/home/${encodeURIComponent(carpeta)}` : '/';
  const goBack = useGoBack(homePath);
  usePageMeta(
    query.data
      ? { title: `${esCursos.titulo} · ${query.data.nombreComercio}`, description: query.data.descrCorta }
      : undefined,
  );

  let content: ReactNode;
  if (query.data) {
    content = (
      <>
        <BusinessSummary comercio={query.data} rating={query.data.califProm} />
        {query.data.videos.length > 0 ? (
          <VideoList cursos={query.data} />
        ) : (
          <ScreenMessage icon="play" title={esCursos.vacio} text={esCursos.vacioTexto}>
            <Link className={buttonClass()} to={homePath}>
              {esCursos.volverAlComercio}
            </Link>
          </ScreenMessage>
        )}
      </>
    );
  } else if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    const sinCursos = query.error.message === esCursos.sinCursos;
    content = (
      <ScreenMessage icon="search" title={sinCursos ? esCursos.sinCursos : es.comercio.noEncontrado}>
        <Link className={buttonClass('primary')} to={sinCursos ? homePath : '/'}>
          {sinCursos ? esCursos.volverAlComercio : esCursos.irAlInicio}
        </Link>
      </ScreenMessage>
    );
  } else if (query.isError) {
    content = (
      <ScreenMessage icon="info" title={esCursos.error} tone="warn">
        <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
          {esCursos.reintentar}
        </button>
      </ScreenMessage>
    );
  } else {
    content = <ScreenLoading label={esCursos.cargando} />;
  }

  return (
    <div className={cursosCss.curScreen}>
      <SiteHeader title={esCursos.titulo} leading={<BackButton onClick={goBack} />} />
      <main className={cursosCss.curMain}>{content}</main>
    </div>
  );
}
