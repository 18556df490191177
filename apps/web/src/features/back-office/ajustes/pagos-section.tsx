import {
  Button,
  Checkbox,
  Code,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { type AjustesComercio, ajustesMercadoPagoInputSchema, ajustesPagosInputSchema } from '@vidriera/domain/ajustes';
import {
  MAX_LUGARES_IMPAGOS_MAX,
  MAX_LUGARES_IMPAGOS_MIN,
  MINUTOS_ESPERA_PAGO_MAX,
  MINUTOS_ESPERA_PAGO_MIN,
} from '@vidriera/domain/pagos';
import { useState } from 'react';
import { useBackOfficeDeleteMercadoPago } from '../../../api/back-office-delete-mercadopago.ts';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { describeError, Section, useSectionSave } from './section.tsx';
import ajustesCss from './ajustes.module.css';

/** Payment methods of orders: cash always; card at home, MercadoPago, online checkout and transfers by choice. */
export function PagosSection({ ajustes }: { ajustes: AjustesComercio }) {
  const [pagos, setPagos] = useState(ajustes.pagos);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const toggle = (key: 'pTarjetaDomicilio' | 'pMercadoPago' | 'mp_Online' | 'pTransferencia') => (checked: boolean) =>
    setPagos((p) => ({ ...p, [key]: checked }));
  return (
    <Section
      id="ajustes-pagos"
      title={t.pagos.titulo}
      saveLabel={t.pagos.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void save({ seccion: 'pagos', body: pagos }, ajustesPagosInputSchema)}
    >
      <Stack gap="sm">
        <Checkbox label={t.pagos.efectivo} checked disabled size="md" />
        <Switch
          size="md"
          label={t.pagos.tarjeta}
          checked={pagos.pTarjetaDomicilio}
          onChange={(e) => toggle('pTarjetaDomicilio')(e.currentTarget.checked)}
        />
        <Switch
          size="md"
          label={t.pagos.mercadoPago}
          checked={pagos.pMercadoPago}
          onChange={(e) => toggle('pMercadoPago')(e.currentTarget.checked)}
        />
        <Switch
          size="md"
          label={t.pagos.online}
          checked={pagos.mp_Online}
          onChange={(e) => toggle('mp_Online')(e.currentTarget.checked)}
        />
        <Switch
          size="md"
          label={t.pagos.transferencia}
          checked={pagos.pTransferencia}
          onChange={(e) => toggle('pTransferencia')(e.currentTarget.checked)}
        />
      </Stack>
      {pagos.pTransferencia && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.pagos.alias}
            value={pagos.pTransferencia_Alias ?? ''}
            onChange={(e) => setPagos((p) => ({ ...p, pTransferencia_Alias: e.currentTarget.value }))}
            maxLength={60}
            required
            size="md"
          />
          <TextInput
            label={t.pagos.telefono}
            type="tel"
            value={pagos.pTransferencia_Telefono ?? ''}
            onChange={(e) => setPagos((p) => ({ ...p, pTransferencia_Telefono: e.currentTarget.value }))}
            maxLength={40}
            size="md"
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t.pagos.esperaPago}
          description={t.pagos.esperaPagoAyuda}
          value={pagos.minutosEsperaPago}
          onChange={(value) => setPagos((p) => ({ ...p, minutosEsperaPago: Number(value) }))}
          min={MINUTOS_ESPERA_PAGO_MIN}
          max={MINUTOS_ESPERA_PAGO_MAX}
          allowDecimal={false}
          allowNegative={false}
          size="md"
        />
        <NumberInput
          label={t.pagos.lugaresImpagos}
          description={t.pagos.lugaresImpagosAyuda}
          value={pagos.maxLugaresImpagos}
          onChange={(value) => setPagos((p) => ({ ...p, maxLugaresImpagos: Number(value) }))}
          min={MAX_LUGARES_IMPAGOS_MIN}
          max={MAX_LUGARES_IMPAGOS_MAX}
          allowDecimal={false}
          allowNegative={false}
          size="md"
        />
      </SimpleGrid>
    </Section>
  );
}

const EMPTY = { accessToken: '', publicKey: '', webhookSecret: '' };

/** The business's own MercadoPago account: secrets typed once, never shown back (only their last 4 characters). */
export function MercadoPagoSection({ ajustes }: { ajustes: AjustesComercio }) {
  const mp = ajustes.mercadoPago;
  const [fields, setFields] = useState(EMPTY);
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const disconnect = useBackOfficeDeleteMercadoPago(ajustes.configRestoId);
  const webhookUrl = `${window.location.origin}${mp.webhookPath}`;
  const onSave = async () => {
    const saved = await save({ seccion: 'mercadopago', body: fields }, ajustesMercadoPagoInputSchema);
    if (saved) setFields(EMPTY);
  };
  const onDisconnect = async () => {
    if (!window.confirm(t.mp.confirmarDesconectar)) return;
    setNotice(null);
    try {
      await disconnect.mutateAsync();
      setNotice({ tone: 'ok', text: t.guardado });
    } catch (error) {
      setNotice({ tone: 'error', text: describeError(error) });
    }
  };
  const field = (key: keyof typeof EMPTY, label: string, masked: string | null) => (
    <PasswordInput
      label={label}
      description={t.mp.guardado(masked)}
      value={fields[key]}
      onChange={(e) => setFields((f) => ({ ...f, [key]: e.currentTarget.value }))}
      autoComplete="off"
      size="md"
    />
  );
  return (
    <Section
      id="ajustes-mercadopago"
      title={t.mp.titulo}
      help={t.mp.ayuda}
      saveLabel={t.mp.guardar}
      isSaving={isSaving}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSave={() => void onSave()}
    >
      <Text fw={600} c={mp.configurado ? '#1e6f33' : undefined}>
        {mp.configurado ? t.mp.conectada : t.mp.sinConectar}
        {mp.actualizado && ` ${t.mp.actualizada(new Date(mp.actualizado).toLocaleDateString('es-AR'))}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {field('accessToken', t.mp.accessToken, mp.accessToken)}
        {field('publicKey', t.mp.publicKey, mp.publicKey)}
        {field('webhookSecret', t.mp.webhookSecret, mp.webhookSecret)}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t.mp.webhook}
        </Text>
        <Code block className={ajustesCss.ajsCode}>
          {webhookUrl}
        </Code>
      </Stack>
      {mp.configurado && (
        <Group>
          <Button
            variant="outline"
            color="red"
            size="md"
            onClick={() => void onDisconnect()}
            loading={disconnect.isPending}
          >
            {t.mp.desconectar}
          </Button>
        </Group>
      )}
    </Section>
  );
}
