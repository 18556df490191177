import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Switch } from '@mantine/core';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import type { PedidosSonido } from './use-pedidos-sonido.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

/** 'Activar sonido' until the browser lets the page play sound; then the visible mute toggle. */
export function SonidoControl({ sonido }: { sonido: PedidosSonido }) {
  if (!sonido.isDisponible) return null;
  if (!sonido.isDesbloqueado) {
    return (
      <Button variant="light" size="md" onClick={sonido.desbloquear} title={t.sonido.activarAyuda}>
        {t.sonido.activar}
      </Button>
    );
  }
  return (
    <Switch
      size="md"
      label={t.sonido.toggle}
      checked={sonido.isActivo}
      onChange={(event) => sonido.setActivo(event.currentTarget.checked)}
      className={pedidosAdminCss.admSonido}
    />
  );
}
