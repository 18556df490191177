import { Alert } from '@mantine/core';
import { useListado } from '../../api/get-listado.ts';
import { useSiteMetadata } from '../../api/get-site-metadata.ts';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { es } from '../../i18n/es.ts';

export default function ListadoPage() {
  const { data: site } = useSiteMetadata();
  const listado = useListado(site?.dominioUrl);
  if (!site || listado.isPending) return <LoadingScreen />;
  if (listado.isError) return <Alert color="red">{es.listado.errorCarga}</Alert>;
  return (
    <main className="page">
      <h1>{site.nombre}</h1>
      <ul>
        {listado.data.map((c) => (
          <li key={c.id}>{c.nombreComercio}</li>
        ))}
      </ul>
    </main>
  );
}
