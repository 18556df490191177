import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { AuditoriaList } from './auditoria-list.tsx';

/** comercio/:comercioId/auditoria: the business's own trail (its owner's). */
export default function ComercioAuditoriaPage() {
  const comercio = useCurrentComercio();
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.auditoria.tituloComercio(comercio.nombreComercio)} help={t.auditoria.ayuda} />
      <AuditoriaList scope={{ kind: 'comercio', configRestoId: comercio.configRestoId }} timeZone={comercio.timeZone} />
    </Stack>
  );
}
