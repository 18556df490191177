import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AjustesComercio } from '@vidriera/domain/ajustes';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../../hash-router.tsx';
import { useBackOfficeAjustes } from '../../../api/back-office-get-ajustes.ts';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { LoadErrorAlert, LoadingStatus } from '../shell/screen-status.tsx';
import { AvisosSection } from './avisos-section.tsx';
import { ContactoSection } from './contacto-section.tsx';
import { DatosSection } from './datos-section.tsx';
import { EnlacesSection } from './enlaces-section.tsx';
import { EnviosSection } from './envios-section.tsx';
import { DemoraSection, EstadoSection } from './estado-section.tsx';
import { FuncionesSection } from './funciones-section.tsx';
import { HorariosSection } from './horarios-section.tsx';
import { MercadoPagoSection, PagosSection } from './pagos-section.tsx';
import './mantine-styles.ts';
import ajustesCss from './ajustes.module.css';

type TabKey = keyof typeof t.tabs;

const TABS: Array<{ key: TabKey; render: (ajustes: AjustesComercio) => ReactNode }> = [
  {
    key: 'estado',
    render: (a) => (
      <>
        <EstadoSection ajustes={a} />
        <DemoraSection ajustes={a} />
        {a.rol !== 'staff' && <HorariosSection ajustes={a} />}
      </>
    ),
  },
  {
    key: 'pagos',
    render: (a) => (
      <>
        <PagosSection ajustes={a} />
        <MercadoPagoSection ajustes={a} />
      </>
    ),
  },
  { key: 'envios', render: (a) => <EnviosSection ajustes={a} /> },
  { key: 'funciones', render: (a) => <FuncionesSection ajustes={a} /> },
  { key: 'contacto', render: (a) => <ContactoSection ajustes={a} /> },
  { key: 'enlaces', render: (a) => <EnlacesSection ajustes={a} /> },
  { key: 'datos', render: (a) => <DatosSection ajustes={a} /> },
  { key: 'avisos', render: (a) => <AvisosSection configRestoId={a.configRestoId} /> },
];

const isTabKey = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/**
 * comercio/:comercioId/ajustes: the business's settings, one tab per group. Day-to-day staff see only open/closed
 * and the delay (what they may change); the owner and platform admins see every tab. The tab is in the address
 * (?tab=envios), so a link opens it.
 */
export default function AjustesPage() {
  const comercio = useCurrentComercio();
  const query = useBackOfficeAjustes(comercio.configRestoId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const ajustes = query.data;
  const tabs = ajustes?.rol === 'staff' ? TABS.slice(0, 1) : TABS;
  const active = isTabKey(requested) && tabs.some((tab) => tab.key === requested) ? requested : 'estado';

  return (
    <Stack gap="md" className={ajustesCss.ajsPage}>
      <div>
        <Title order={1} size="h2">
          {t.titulo}
        </Title>
        <Text c="dimmed" size="sm">
          {t.subtitulo(comercio.nombreComercio)}
        </Text>
      </div>
      {query.isLoading && <LoadingStatus text={t.cargando} />}
      {query.isError && !ajustes && (
        <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void query.refetch()} />
      )}
      {ajustes && (
        <>
          {ajustes.rol === 'staff' && (
            <Alert color="blue" role="note">
              {t.soloDuenioResto}
            </Alert>
          )}
          <Tabs
            value={active}
            onChange={(value) => setParams(value && value !== 'estado' ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
            variant="pills"
            radius="md"
          >
            <Tabs.List className={ajustesCss.ajsTabs}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key} className={ajustesCss.ajsTab}>
                  {t.tabs[tab.key]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.key} value={tab.key} pt="md">
                <Stack gap="md">{tab.render(ajustes)}</Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
