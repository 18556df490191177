import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type FormaPagoPedido,
  FORMA_PAGO_ONLINE,
  listFormasPago,
  type TipoEntrega,
  PAGA_CON_INPUT,
} from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { esBackOfficePedidos as t } from '../../../i18n/es-back-office-pedidos.ts';
import type { NuevoPedidoValues } from './nuevo-pedido-values.ts';
import pedidosAdminCss from './pedidos-back-office.module.css';

/** The payment methods a staff-entered order can take: those the business offers, but online payment. */
export function listFormasPagoMostrador(comercio: CartaConfigResto): FormaPagoPedido[] {
  return listFormasPago(comercio).filter((forma) => forma !== FORMA_PAGO_ONLINE);
}

interface CamposProps {
  form: UseFormReturn<NuevoPedidoValues>;
  comercio: CartaConfigResto | undefined;
}

/** A labelled segmented control (a radio group for assistive technology). */
function Segmentos<V extends string>(props: {
  label: string;
  value: V;
  data: Array<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} fw={600} size="sm" mb={4}>
        {props.label}
      </Text>
      <SegmentedControl
        fullWidth
        size="md"
        value={props.value}
        data={props.data}
        onChange={(value) => props.onChange(value as V)}
        aria-labelledby={labelId}
      />
    </div>
  );
}

/** Who the order is for, how it is delivered, how it is paid and the comments. */
export function NuevoPedidoCampos({ form, comercio }: CamposProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const entrega = useWatch({ control, name: 'entrega' });
  const formaPagoId = useWatch({ control, name: 'formaPagoId' });
  const formas = comercio ? listFormasPagoMostrador(comercio) : [0];
  const entregas: Array<{ value: TipoEntrega; label: string }> = [
    { value: 'retiro', label: t.nuevo.retiro },
    ...(comercio?.soloTakeAway ? [] : [{ value: 'delivery' as const, label: t.nuevo.delivery }]),
    { value: 'mesa', label: t.nuevo.mesa },
  ];
  return (
    <Stack gap="sm">
      <TextInput size="md" label={t.nuevo.nombre} required error={errors.nombre?.message} {...register('nombre')} />
      <TextInput
        size="md"
        type="tel"
        label={t.nuevo.telefono}
        autoComplete="off"
        error={errors.telefono?.message}
        {...register('telefono')}
      />
      <Controller
        control={control}
        name="entrega"
        render={({ field }) => (
          <Segmentos label={t.nuevo.entrega} value={field.value} data={entregas} onChange={field.onChange} />
        )}
      />
      {entrega === 'mesa' && (
        <Controller
          control={control}
          name="mesa"
          render={({ field }) => (
            <NumberInput
              hideControls
              size="md"
              label={t.nuevo.numeroMesa}
              required
              min={1}
              max={9999}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
              error={errors.mesa?.message}
            />
          )}
        />
      )}
      {entrega === 'delivery' && (
        <TextInput
          size="md"
          label={t.nuevo.domicilio}
          required
          error={errors.domicilio?.message}
          {...register('domicilio')}
        />
      )}
      <Controller
        control={control}
        name="formaPagoId"
        render={({ field }) => (
          <Segmentos
            label={t.nuevo.formaPago}
            value={String(field.value)}
            data={formas.map((forma) => ({ value: String(forma), label: t.formasPago[forma] ?? '' }))}
            onChange={(value) => field.onChange(Number(value))}
          />
        )}
      />
      {formaPagoId === 0 && (
        <Controller
          control={control}
          name="pagaCon"
          render={({ field }) => (
            <NumberInput
              hideControls
              size="md"
              label={t.nuevo.pagaCon}
              classNames={{ description: pedidosAdminCss.admInputDesc }}
              description={t.nuevo.pagaConAyuda}
              placeholder={PAGA_CON_INPUT.placeholder}
              min={PAGA_CON_INPUT.min}
              step={PAGA_CON_INPUT.step}
              thousandSeparator="."
              decimalSeparator=","
              prefix="$ "
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
              error={errors.pagaCon?.message}
            />
          )}
        />
      )}
      <Textarea
        size="md"
        label={t.nuevo.observacion}
        autosize
        minRows={2}
        maxLength={500}
        error={errors.observacion?.message}
        {...register('observacion')}
      />
    </Stack>
  );
}
