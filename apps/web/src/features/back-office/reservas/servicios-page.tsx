import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from '../../../hash-router.tsx';
import { useBackOfficeReservasConfig } from '../../../api/back-office-get-reservas-config.ts';
import { esBackOfficeReservas as t } from '../../../i18n/es-back-office-reservas.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { QueryState } from '../shell/query-state.tsx';
import { DiasCerradosEditor } from './dias-cerrados-editor.tsx';
import { SectoresEditor } from './sectores-editor.tsx';
import { ServicioForm } from './servicio-form.tsx';
import reservasAdminCss from './reservas-back-office.module.css';

/**
 * comercio/:comercioId/reservas/servicios (owner): the services (turnos) with their windows and durations, the
 * sectors with their capacity and the closed days. Changes apply to the customers' availability at once.
 */
export default function ServiciosReservasPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const config = useBackOfficeReservasConfig(comercioId);
  const [isNuevo, setNuevo] = useState(false);

  return (
    <Stack gap="lg" className={reservasAdminCss.admReservasConfig}>
      <BackOfficePageHeader
        title={t.configTitulo}
        actions={
          <Button component={Link} to={comercioPath(comercioId, 'reservas')} variant="default" size="md">
            {t.volverAlLibro}
          </Button>
        }
      />
      <Text size="sm" c="gray.7" maw={640}>
        {t.configAyuda}
      </Text>
      {!config.data ? (
        <QueryState query={config} />
      ) : (
        <>
          <SectoresEditor comercioId={comercioId} sectores={config.data.sectores} />
          <Stack gap="sm" component="section" aria-labelledby="adm-res-servicios">
            <Title order={2} size="h3" id="adm-res-servicios">
              {t.servicios}
            </Title>
            <Text size="sm" c="gray.7">
              {t.serviciosAyuda}
            </Text>
            <div className={reservasAdminCss.admResConfigLista}>
              {config.data.servicios.map((servicio) => (
                <ServicioForm key={`${servicio.id}-${servicio.activo}`} comercioId={comercioId} servicio={servicio} />
              ))}
              {isNuevo ? (
                <ServicioForm comercioId={comercioId} servicio={null} onCreated={() => setNuevo(false)} />
              ) : (
                <Button variant="light" size="md" onClick={() => setNuevo(true)} style={{ justifySelf: 'start' }}>
                  {t.nuevoServicio}
                </Button>
              )}
            </div>
          </Stack>
          <DiasCerradosEditor comercioId={comercioId} hoy={config.data.hoy} diasCerrados={config.data.diasCerrados} />
        </>
      )}
    </Stack>
  );
}
