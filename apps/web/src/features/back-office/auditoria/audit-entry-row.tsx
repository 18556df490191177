import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditEntryView } from '@vidriera/domain/back-office';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { formatDateTime } from '../shell/format-date.ts';
import auditoriaCss from './auditoria.module.css';

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed">
        {label}
      </Text>
      <Code block className={auditoriaCss.adminAuditJson}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

interface Props {
  entry: AuditEntryView;
  /** Name of the entry's business, when the trail mixes businesses (the platform's). */
  comercioNombre?: string;
  timeZone?: string;
}

/** One change of the trail: when, who, what; before and after behind "Ver el detalle". */
export function AuditEntryRow({ entry, comercioNombre, timeZone }: Props) {
  const hasDetail = entry.before !== null || entry.after !== null;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{entry.action}</Badge>
          <Text size="sm" fw={600}>
            {entry.userId === null ? t.auditoria.sistema : entry.userName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.createdAt, timeZone)}
          </Text>
        </Group>
        <Text size="sm">
          {entry.entity} #{entry.entityId}
          {comercioNombre ? ` · ${comercioNombre}` : ''}
        </Text>
        {hasDetail && (
          <details className={auditoriaCss.adminAuditDetails}>
            <summary>{t.auditoria.verDetalle}</summary>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mt="xs">
              <JsonBlock label={t.auditoria.antes} value={entry.before} />
              <JsonBlock label={t.auditoria.despues} value={entry.after} />
            </SimpleGrid>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
