import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { computeSubtotal, formatPesos, nuevoPedidoComercioSchema } from '@vidriera/domain/pedidos';
import { useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { Link } from '../../../hash-router.tsx';
import { useBackOfficeCartaPedidos } from '../../../api/back-office-get-carta-pedidos.ts';
import { useBackOfficeCrearPedido } from '../../../api/back-office-crear-pedido.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import { BackOfficeLoading } from '../shell/back-office-gates.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import { CartaPicker } from './carta-picker.tsx';
import { NuevoPedidoCampos } from './nuevo-pedido-campos.tsx';
import { addLinea, type LineaNueva, toLineaNueva } from './nuevo-pedido-lineas.ts';
import { emptyNuevoPedido, type NuevoPedidoValues, toNuevoPedidoInput } from './nuevo-pedido-values.ts';
import { PedidoLineas } from './pedido-lineas.tsx';
import pedidosAdminCss from './pedidos-back-office.module.css';

const FIELDS = new Set(['nombre', 'telefono', 'mesa', 'domicilio', 'formaPagoId', 'pagaCon', 'observacion']);
/** The dishes are not a form field: their error goes to root.pedidosIts and shows in the order's list. */
const LINEAS = 'pedidosIts';

/**
 * comercio/:comercioId/pedidos/nuevo: staff enter an order for a phone or walk-in customer: dishes from the
 * carta (with their options), the customer, pickup / delivery / table and the payment method. The form checks
 * the same schema the API does; the server prices it again and it joins the queue as a new order.
 */
export default function NuevoPedidoPage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const form = useForm<NuevoPedidoValues>({ defaultValues: emptyNuevoPedido() });
  const { control, handleSubmit, setError, clearErrors, reset, formState } = form;
  const entrega = useWatch({ control, name: 'entrega' });
  // The dishes live beside the form (their own state): only their ids, quantities and options are sent.
  const [lineas, setLineas] = useState<LineaNueva[]>([]);
  const carta = useBackOfficeCartaPedidos(comercioId, entrega === 'mesa');
  const crear = useBackOfficeCrearPedido(comercioId);
  const [resultado, setResultado] = useState<{ tone: 'ok' | 'error'; text: string; id?: number } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setResultado(null);
    const input = toNuevoPedidoInput(values, lineas);
    const parsed = nuevoPedidoComercioSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const name = FIELDS.has(field) ? field : field === LINEAS ? `root.${LINEAS}` : 'root.general';
        setError(name as Path<NuevoPedidoValues> | `root.${string}`, { message: issue.message });
      }
      return;
    }
    try {
      const { pedidoId } = await crear.mutateAsync(input);
      reset({ ...emptyNuevoPedido(), entrega: values.entrega, formaPagoId: values.formaPagoId });
      setLineas([]);
      setResultado({ tone: 'ok', text: t.nuevo.cargado(pedidoId), id: pedidoId });
    } catch (err) {
      setResultado({ tone: 'error', text: err instanceof ApiError ? err.message : t.errorAccion });
    }
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t.nuevo.titulo}
          </Title>
          <Text c="gray.7" size="sm">
            {t.nuevo.subtitulo}
          </Text>
        </div>
        <Button component={Link} to={comercioPath(comercioId, 'pedidos')} variant="default" size="md">
          {t.verPedidos}
        </Button>
      </Group>
      {resultado && (
        <Alert
          color={resultado.tone === 'ok' ? 'teal' : 'red'}
          role={resultado.tone === 'ok' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t.cerrarAviso}
          onClose={() => setResultado(null)}
        >
          {resultado.text}
        </Alert>
      )}
      <div className={pedidosAdminCss.admNuevoGrid}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nuevo-carta">
          <Title order={2} size="h4" id="nuevo-carta" mb="sm">
            {t.nuevo.carta}
          </Title>
          {carta.data ? (
            <CartaPicker
              carta={carta.data}
              onAdd={(plato, opciones) => {
                setLineas((current) => addLinea(current, toLineaNueva(plato, opciones)));
                clearErrors(`root.${LINEAS}`);
              }}
            />
          ) : carta.isError ? (
            <Text c="red.8">{carta.error instanceof ApiError ? carta.error.message : t.nuevo.sinCarta}</Text>
          ) : (
            <BackOfficeLoading />
          )}
          {/* On a phone the order is below the long menu: what was added so far stays in sight. */}
          <div className={pedidosAdminCss.admNuevoSticky} aria-live="polite">
            {t.nuevo.resumenLineas(
              lineas.reduce((n, l) => n + l.cantidad, 0),
              formatPesos(computeSubtotal(lineas)),
            )}
          </div>
        </Paper>
        {/* The menu stays outside the form: its search box and dialogs never submit the order. */}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nuevo-pedido-lineas">
              <Title order={2} size="h4" id="nuevo-pedido-lineas" mb="sm">
                {t.nuevo.pedido}
              </Title>
              <PedidoLineas lineas={lineas} onChange={setLineas} error={formState.errors.root?.[LINEAS]?.message} />
              {entrega === 'delivery' && (
                <Text size="xs" c="gray.7" mt="xs">
                  {t.nuevo.envioAparte}
                </Text>
              )}
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nuevo-cliente">
              <Title order={2} size="h4" id="nuevo-cliente" mb="sm">
                {t.nuevo.cliente}
              </Title>
              <NuevoPedidoCampos form={form} comercio={carta.data?.configResto} />
            </Paper>
            {formState.errors.root?.general?.message && (
              <Text c="red.8" role="alert">
                {formState.errors.root.general.message}
              </Text>
            )}
            <Button type="submit" size="lg" loading={crear.isPending}>
              {t.nuevo.cargar}
            </Button>
          </Stack>
        </form>
      </div>
    </Stack>
  );
}
