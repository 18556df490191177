import type { Categoria } from '@vidriera/domain/comercios';
import { Navigate } from '../../hash-router.tsx';
import { useCategorias } from '../../api/get-categorias.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { es } from '../../i18n/es.ts';
import { SiteFooter } from '../../ui/site-footer.tsx';
import { SiteHeader } from '../../ui/site-header.tsx';
import { AllBusinessesCard, CategoriaCard } from './categoria-card.tsx';
import regionesCss from './regiones.module.css';

function CategoriaList({ categorias }: { categorias: readonly Categoria[] }) {
  return (
    <>
      <h2 className={regionesCss.regionesTitle}>{es.regiones.titulo}</h2>
      {categorias.length === 0 && (
        <div className={regionesCss.regionesState}>
          <p>{es.regiones.vacio}</p>
        </div>
      )}
      <ul className={regionesCss.regionesList}>
        {categorias.map((c, index) => (
          <li key={c.id}>
            <CategoriaCard categoria={c} lead={index === 0} />
          </li>
        ))}
        <li>
          <AllBusinessesCard title={es.regiones.verTodos} description={es.regiones.verTodosDescripcion} />
        </li>
      </ul>
    </>
  );
}

/** regiones: the site's categories, each leading to its feed; a single category opens straight away. */
export default function RegionesPage() {
  const { data: site } = useSiteMetadata();
  const categorias = useCategorias(site?.dominioUrl);
  if (!site || (categorias.isPending && !categorias.isError)) return <LoadingScreen />;
  const [only] = categorias.data ?? [];
  if (categorias.data?.length === 1 && only) return <Navigate to={`/feed/${only.id}`} replace />;
  return (
    <div className={regionesCss.regiones}>
      <SiteHeader title={site.nombre} subtitle={site.frase} />
      <main className={regionesCss.regionesMain}>
        {categorias.data ? (
          <CategoriaList categorias={categorias.data} />
        ) : (
          <div className={regionesCss.regionesState} role="alert">
            <p>{es.regiones.errorCarga}</p>
            <button type="button" className={regionesCss.regionesRetry} onClick={() => void categorias.refetch()}>
              {es.listado.reintentar}
            </button>
          </div>
        )}
      </main>
      <SiteFooter siteName={site.nombre} contacto={site.contacto} />
    </div>
  );
}
