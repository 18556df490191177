import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  type AuditoriaFilters,
  type AuditoriaScope,
  useBackOfficeAuditoria,
} from '../../../api/back-office-get-auditoria.ts';
import { useBackOfficeComercios } from '../../../api/back-office-get-comercios.ts';
import { usePlataformaSites } from '../../../api/plataforma-get-sites.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { QueryState } from '../shell/query-state.tsx';
import { AuditEntryRow } from './audit-entry-row.tsx';
import auditoriaCss from './auditoria.module.css';

interface Props {
  scope: AuditoriaScope;
  timeZone?: string;
}

/** Filters of the platform only: which business or site. */
function PlatformFilters({
  filters,
  onChange,
}: {
  filters: AuditoriaFilters;
  onChange: (f: AuditoriaFilters) => void;
}) {
  const comercios = useBackOfficeComercios();
  const sites = usePlataformaSites();
  return (
    <>
      <Select
        label={t.auditoria.comercio}
        placeholder={t.auditoria.todos}
        searchable
        clearable
        data={(comercios.data ?? []).map((c) => ({ value: String(c.configRestoId), label: c.nombreComercio }))}
        value={filters.comercioId ? String(filters.comercioId) : null}
        onChange={(value) => onChange({ ...filters, comercioId: value ? Number(value) : null })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t.auditoria.sitio}
        placeholder={t.auditoria.todos}
        searchable
        clearable
        data={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.dominioUrl }))}
        value={filters.siteId ? String(filters.siteId) : null}
        onChange={(value) => onChange({ ...filters, siteId: value ? Number(value) : null })}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

/** The audit trail with its filters, newest first, page by page. */
export function AuditoriaList({ scope, timeZone }: Props) {
  const [filters, setFilters] = useState<AuditoriaFilters>({});
  const [debounced] = useDebouncedValue(filters, 400);
  const query = useBackOfficeAuditoria(scope, debounced);
  const comercios = useBackOfficeComercios({}, scope.kind === 'plataforma');
  const nombreDe = (id: number | null) =>
    id === null ? undefined : comercios.data?.find((c) => c.configRestoId === id)?.nombreComercio;
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const text = (key: 'userName' | 'action' | 'entity' | 'entityId', label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={filters[key] ?? ''}
      autoCapitalize="none"
      onChange={(event) => setFilters({ ...filters, [key]: event.currentTarget.value })}
    />
  );

  return (
    <Stack gap="md">
      <Fieldset legend={t.auditoria.filtros}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {scope.kind === 'plataforma' && <PlatformFilters filters={filters} onChange={setFilters} />}
          {text('userName', t.auditoria.usuario)}
          {text('action', t.auditoria.accion, t.auditoria.accionAyuda)}
          {text('entity', t.auditoria.entidad)}
          {text('entityId', t.auditoria.entidadId)}
        </SimpleGrid>
      </Fieldset>
      <QueryState query={query} />
      {query.data && entries.length === 0 && <Text>{t.auditoria.vacio}</Text>}
      {entries.length > 0 && (
        <ul className={auditoriaCss.adminAuditList}>
          {entries.map((entry) => (
            <AuditEntryRow
              key={entry.id}
              entry={entry}
              timeZone={timeZone}
              comercioNombre={scope.kind === 'plataforma' ? nombreDe(entry.comercioId) : undefined}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          w="fit-content"
        >
          {t.auditoria.cargarMas}
        </Button>
      )}
      {query.data && entries.length > 0 && !query.hasNextPage && (
        <Text size="sm" c="dimmed">
          {t.auditoria.fin}
        </Text>
      )}
    </Stack>
  );
}
