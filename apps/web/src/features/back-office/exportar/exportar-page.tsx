import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MerchantComercio } from '@vidriera/domain/back-office';
import type { TipoExportacion } from '@vidriera/domain/exportaciones';
import { getZonedIsoDate } from '@vidriera/domain/common';
import { useState } from 'react';
import { backOfficeDescargarExportacion } from '../../../api/back-office-descargar-exportacion.ts';
import { serverNow } from '../../../api/server-clock.ts';
import { esBackOfficeExportar as t } from '../../../i18n/es-back-office-exportar.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';

/** The exports a business has: those of the areas its flags turn on. */
function exportacionesDe(comercio: MerchantComercio): TipoExportacion[] {
  const { flags } = comercio;
  return [
    ...(flags.permitePedidosOnline ? (['pedidos'] as const) : []),
    ...(flags.permiteReservas ? (['reservas'] as const) : []),
    ...(flags.permiteEventos ? (['ventas'] as const) : []),
    ...(flags.permiteConcursos ? (['participantes'] as const) : []),
  ];
}

/** Saves a file the browser holds: a link to it with `download`, clicked once. */
function guardar(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Aviso = { tone: 'ok' | 'error'; title: string; text?: string };

/** comercio/:comercioId/exportar (owners): CSV downloads of the business's data for a range of its dates. */
export default function ExportarPage() {
  const comercio = useCurrentComercio();
  const hoy = getZonedIsoDate(serverNow(), comercio.timeZone);
  const [desde, setDesde] = useState(`${hoy.slice(0, 8)}01`);
  const [hasta, setHasta] = useState(hoy);
  const [descargando, setDescargando] = useState<TipoExportacion | null>(null);
  const [aviso, setAviso] = useState<Aviso | null>(null);

  const descargar = async (tipo: TipoExportacion) => {
    setDescargando(tipo);
    setAviso(null);
    try {
      const archivo = await backOfficeDescargarExportacion(comercio.configRestoId, tipo, desde, hasta);
      guardar(archivo.blob, archivo.filename);
      setAviso({ tone: 'ok', title: t.descargado(archivo.filename) });
    } catch (err) {
      setAviso({ tone: 'error', title: t.error, text: (err as Error).message });
    } finally {
      setDescargando(null);
    }
  };

  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.titulo(comercio.nombreComercio)} help={t.ayuda} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t.desde}
          size="md"
          value={desde}
          max={hasta}
          onChange={(event) => setDesde(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t.hasta}
          size="md"
          value={hasta}
          min={desde}
          onChange={(event) => setHasta(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t.periodoAyuda}
        </Text>
      </Group>
      {aviso && (
        <BackOfficeNotice tone={aviso.tone} title={aviso.title}>
          {aviso.text}
        </BackOfficeNotice>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {exportacionesDe(comercio).map((tipo) => {
          const textos = t.exportaciones[tipo];
          return (
            <Paper component="li" key={tipo} withBorder p="md" radius="md">
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={4} maw={520}>
                  <Title order={2} size="h4">
                    {textos.titulo}
                  </Title>
                  <Text size="sm">{textos.detalle}</Text>
                </Stack>
                <Button
                  onClick={() => void descargar(tipo)}
                  loading={descargando === tipo}
                  disabled={descargando !== null && descargando !== tipo}
                >
                  {t.descargar(textos.nombre)}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
