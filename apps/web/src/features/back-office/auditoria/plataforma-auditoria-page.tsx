import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { AuditoriaList } from './auditoria-list.tsx';

/** plataforma/auditoria: every change on the platform, filtered by business, site, user or action. */
export default function PlataformaAuditoriaPage() {
  return (
    <Stack gap="lg">
      <BackOfficePageHeader title={t.auditoria.titulo} help={t.auditoria.ayuda} />
      <AuditoriaList scope={{ kind: 'plataforma' }} />
    </Stack>
  );
}
