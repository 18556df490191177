import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MerchantComercio } from '@vidriera/domain/back-office';
import { useState } from 'react';
import { Link } from '../../../hash-router.tsx';
import { useBackOfficeComercios } from '../../../api/back-office-get-comercios.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { BackOfficeTable } from '../shell/back-office-table.tsx';
import { QueryState } from '../shell/query-state.tsx';

const SHOWN_FLAGS = [
  'permitePedidosOnline',
  'permiteReservas',
  'permiteEventos',
  'permiteConcursos',
  'permiteCursos',
] as const;

function FlagBadges({ comercio }: { comercio: MerchantComercio }) {
  const on = SHOWN_FLAGS.filter((flag) => comercio.flags[flag]);
  if (on.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {on.map((flag) => (
        <Badge key={flag} variant="light" color="gray" size="sm">
          {t.comercios.flags[flag]}
        </Badge>
      ))}
    </Group>
  );
}

/** plataforma/comercios: every business, searchable, to edit (with its staff) or create. */
export default function ComerciosPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const query = useBackOfficeComercios({ q });
  return (
    <Stack gap="lg">
      <BackOfficePageHeader
        title={t.comercios.titulo}
        actions={
          <Button component={Link} to="/admin/plataforma/comercios/nuevo" size="md">
            {t.comercios.nuevo}
          </Button>
        }
      />
      <TextInput
        label={t.comercios.buscar}
        type="search"
        size="md"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState query={query} />
      {query.data && query.data.length === 0 && <Text>{t.comercios.vacio}</Text>}
      {query.data && query.data.length > 0 && (
        <BackOfficeTable
          minWidth={640}
          highlightOnHover
          columns={[t.comercios.nombre, t.comercios.carpeta, t.comercios.estado, t.comercios.funciones]}
        >
          {query.data.map((comercio) => (
            <Table.Tr key={comercio.configRestoId}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/plataforma/comercios/${comercio.configRestoId}`} fw={600}>
                  {comercio.nombreComercio}
                </Anchor>
              </Table.Td>
              <Table.Td>{comercio.carpeta}</Table.Td>
              <Table.Td>
                <Badge variant={comercio.publicado ? 'light' : 'outline'} color={comercio.publicado ? 'green' : 'gray'}>
                  {comercio.publicado ? t.comercios.publicado : t.comercios.noPublicado}
                </Badge>
              </Table.Td>
              <Table.Td>
                <FlagBadges comercio={comercio} />
              </Table.Td>
            </Table.Tr>
          ))}
        </BackOfficeTable>
      )}
    </Stack>
  );
}
