import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { GRUPOS_COLA } from '@vidriera/domain/pedidos';
import { Link } from '../../../hash-router.tsx';
import { useBackOfficePedidosCola } from '../../../api/back-office-get-pedidos-cola.ts';
import { useBackOfficePedidosResumen } from '../../../api/back-office-get-pedidos-resumen.ts';
import { esBackOfficeComanda } from '../../../i18n/es-back-office-comanda.ts';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { comercioPath } from '../shell/back-office-nav.ts';
import { BackOfficeLoading } from '../shell/back-office-gates.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { PedidosDialogos } from './pedidos-dialogos.tsx';
import { PedidosGrupo } from './pedidos-grupo.tsx';
import { ResumenPedidosStrip } from './resumen-pedidos-strip.tsx';
import { SonidoControl } from './sonido-control.tsx';
import { useAvisosNuevos } from './use-avisos-nuevos.ts';
import { useComanda, useImprimirAlAceptar } from './use-comanda.tsx';
import { useMoverPedidoDialogo } from './use-mover-pedido-dialogo.ts';
import { usePedidosSonido } from './use-pedidos-sonido.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

/**
 * comercio/:comercioId/pedidos: the live queue. The layout's badge source keeps the business's live channel
 * open, so orders arrive and move without reloading; each arrival beeps (once sound is allowed) and is announced.
 */
export default function PedidosPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const cola = useBackOfficePedidosCola(comercioId);
  const resumen = useBackOfficePedidosResumen(comercioId);
  const sonido = usePedidosSonido();
  const recientes = useAvisosNuevos(cola.data?.nuevos, () => sonido.sonar());
  const comanda = useComanda(comercio.nombreComercio);
  const [alAceptar, setAlAceptar] = useImprimirAlAceptar();
  const mover = useMoverPedidoDialogo(comercioId, alAceptar ? comanda.imprimir : undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t.titulo}
          </Title>
          <Text c="gray.7" size="sm">
            {t.subtitulo}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          <SonidoControl sonido={sonido} />
          <Switch
            size="md"
            label={esBackOfficeComanda.alAceptar}
            description={esBackOfficeComanda.alAceptarAyuda}
            checked={alAceptar}
            onChange={(event) => setAlAceptar(event.currentTarget.checked)}
          />
          <Button component={Link} to={comercioPath(comercioId, 'cocina')} variant="default" size="md">
            {t.verCocina}
          </Button>
          <Button component={Link} to={comercioPath(comercioId, 'pedidos/nuevo')} size="md">
            {t.nuevoPedido}
          </Button>
        </Group>
      </Group>
      <div role="status" aria-live="polite">
        {recientes > 0 && <p className={pedidosAdminCss.admLlegada}>{t.llegaron(recientes)}</p>}
      </div>
      {mover.aviso && (
        <Alert
          color={mover.aviso.tone === 'ok' ? 'teal' : 'red'}
          withCloseButton
          closeButtonLabel={t.cerrarAviso}
          onClose={mover.clearAviso}
          role={mover.aviso.tone === 'error' ? 'alert' : 'status'}
        >
          {mover.aviso.text}
        </Alert>
      )}
      {resumen.data && <ResumenPedidosStrip resumen={resumen.data} />}
      {cola.data ? (
        <div className={pedidosAdminCss.admPedidosTablero}>
          {GRUPOS_COLA.map((grupo) => (
            <PedidosGrupo
              key={grupo}
              grupo={grupo}
              pedidos={cola.data[grupo]}
              ocupadoId={mover.ocupadoId}
              onAccion={mover.onAccion}
              onImprimir={comanda.imprimir}
            />
          ))}
        </div>
      ) : cola.isError ? (
        <Alert color="red" title={t.errorCarga}>
          <Button size="md" variant="white" onClick={() => void cola.refetch()}>
            {t.reintentar}
          </Button>
        </Alert>
      ) : (
        <BackOfficeLoading />
      )}
      <PedidosDialogos mover={mover} />
      {comanda.ticket}
    </Stack>
  );
}
