import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { NativeSelect, Stack } from '@mantine/core';
import type { Periodo } from '@vidriera/domain/tablero';
import { useState } from 'react';
import { usePlataformaSites } from '../../../api/plataforma-get-sites.ts';
import { useBackOfficeTableroSitio } from '../../../api/back-office-get-tablero.ts';
import { esTablero as t } from '../../../i18n/es-tablero.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { PeriodoChoice, TableroView } from './tablero-view.tsx';

/** plataforma/tablero: a platform admin's numbers of every business a site shows, summed. */
export default function TableroSitiosPage() {
  const sites = usePlataformaSites();
  const [chosen, setChosen] = useState<number | null>(null);
  const [periodo, setPeriodo] = useState<Periodo>('hoy');
  const siteId = chosen ?? sites.data?.[0]?.id ?? null;
  const query = useBackOfficeTableroSitio(siteId, periodo);
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.tituloSitios} help={t.ayudaSitios} />
      <QueryState query={sites} />
      {sites.data && (
        <NativeSelect
          label={t.sitio}
          size="md"
          maw={420}
          value={siteId === null ? '' : String(siteId)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          data={sites.data.map((site) => ({ value: String(site.id), label: `${site.nombre} (${site.dominioUrl})` }))}
        />
      )}
      <PeriodoChoice value={periodo} onChange={setPeriodo} />
      {siteId !== null && <QueryState query={query} />}
      {query.data && <TableroView tablero={query.data} />}
    </Stack>
  );
}
