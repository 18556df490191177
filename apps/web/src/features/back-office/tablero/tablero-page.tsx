import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import type { Periodo } from '@vidriera/domain/tablero';
import { useState } from 'react';
import { useBackOfficeTablero } from '../../../api/back-office-get-tablero.ts';
import { esTablero as t } from '../../../i18n/es-tablero.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { QueryState } from '../shell/query-state.tsx';
import { PeriodoChoice, TableroView } from './tablero-view.tsx';

/** comercio/:comercioId/tablero: the business's numbers for today or the last 7 or 30 days. */
export default function TableroPage() {
  const comercio = useCurrentComercio();
  const [periodo, setPeriodo] = useState<Periodo>('hoy');
  const query = useBackOfficeTablero(comercio.configRestoId, periodo);
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.titulo(comercio.nombreComercio)} help={t.ayuda} />
      <PeriodoChoice value={periodo} onChange={setPeriodo} />
      <QueryState query={query} />
      {query.data && <TableroView tablero={query.data} />}
    </Stack>
  );
}
