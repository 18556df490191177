import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePlataformaOutbox } from '../../../api/plataforma-get-outbox.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { BackOfficeTable } from '../shell/back-office-table.tsx';
import { formatDateTime } from '../shell/format-date.ts';
import { QueryState } from '../shell/query-state.tsx';

const STATUS_COLORS: Record<string, string> = { sent: 'green', failed: 'red', logged: 'gray' };

/** plataforma/mensajes: the outbox (WhatsApp codes and notices), newest first, by phone when asked. */
export default function MensajesPage() {
  const [telefono, setTelefono] = useState('');
  const [filter] = useDebouncedValue(telefono, 400);
  const query = usePlataformaOutbox(filter);
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.mensajes.titulo} help={t.mensajes.ayuda} />
      <TextInput
        label={t.mensajes.telefono}
        type="tel"
        inputMode="tel"
        size="md"
        maw={320}
        value={telefono}
        onChange={(event) => setTelefono(event.currentTarget.value)}
      />
      <QueryState query={query} />
      {query.data && query.data.length === 0 && <Text>{t.mensajes.vacio}</Text>}
      {query.data && query.data.length > 0 && (
        <BackOfficeTable
          minWidth={640}
          columns={[t.mensajes.fecha, t.mensajes.telefono, t.mensajes.estado, t.mensajes.mensaje]}
        >
          {query.data.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
              <Table.Td>{message.telefono}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[message.status] ?? 'gray'}>
                  {t.mensajes.estados[message.status] ?? message.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{message.body}</Text>
                {message.error && (
                  <Text size="xs" c="red.9">
                    {message.error}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </BackOfficeTable>
      )}
    </Stack>
  );
}
