import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Badge, Button, Stack, Table } from '@mantine/core';
import { Link } from '../../../hash-router.tsx';
import { usePlataformaSites } from '../../../api/plataforma-get-sites.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { BackOfficeTable } from '../shell/back-office-table.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { siteAddress } from './site-address.ts';

/** plataforma/sitios: every site, to open, edit or create. */
export default function SitiosPage() {
  const query = usePlataformaSites();
  return (
    <Stack gap="lg">
      <BackOfficePageHeader
        title={t.sitios.titulo}
        actions={
          <Button component={Link} to="/admin/plataforma/sitios/nuevo" size="md">
            {t.sitios.nuevo}
          </Button>
        }
      />
      <QueryState query={query} />
      {query.data && (
        <BackOfficeTable
          minWidth={560}
          highlightOnHover
          columns={[t.sitios.dominio, t.sitios.nombre, t.sitios.tipo, t.sitios.buildMinimo, t.comun.acciones]}
        >
          {query.data.map((site) => (
            <Table.Tr key={site.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/plataforma/sitios/${site.id}`} fw={600}>
                  {site.dominioUrl}
                </Anchor>
              </Table.Td>
              <Table.Td>{site.nombre}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={site.esPortal ? 'brand' : 'gray'}>
                  {site.esPortal ? t.sitios.portal : t.sitios.comercio}
                </Badge>
              </Table.Td>
              <Table.Td>{site.minBuild || '—'}</Table.Td>
              <Table.Td>
                <Anchor href={siteAddress(site.dominioUrl)} target="_blank" rel="noopener">
                  {t.sitios.verSitio}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </BackOfficeTable>
      )}
    </Stack>
  );
}
