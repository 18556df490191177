import { Button, Group, Image, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  type EventoAdmin,
  eventoAdminInputSchema,
  type EventoAdminInput,
  TIPOS_EVENTO,
} from '@vidriera/domain/eventos';
import { eventoFotoFuentes, getImagenRechazo, IMAGEN_TIPOS_ACEPTADOS } from '@vidriera/domain/imagenes';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useBackOfficeSaveEvento } from '../../../api/back-office-save-evento.ts';
import { backOfficeUploadEventoFoto } from '../../../api/back-office-upload-evento-foto.ts';
import { esBackOfficeEventos as t } from '../../../i18n/es-back-office-eventos.ts';
import { fieldErrorReader, saveWithSchema } from '../shell/form-errors.ts';
import { FormErrorAlert } from '../shell/screen-status.tsx';
import { SwitchField } from '../shell/switch-field.tsx';
import { formatTipoEvento } from './format-evento.ts';
import eventosAdminCss from './eventos-back-office.module.css';

interface EventoFormValues {
  titulo: string;
  descripcion: string;
  tpEvento: string;
  importe: number | string;
  urlFoto: string | null;
  publicado: boolean;
  anulado: boolean;
}

function toValues(evento: EventoAdmin | null): EventoFormValues {
  return {
    titulo: evento?.titulo ?? '',
    descripcion: evento?.descripcion ?? '',
    tpEvento: String(evento?.tpEvento ?? 2),
    importe: evento?.importe ?? 0,
    urlFoto: evento?.urlFoto ?? null,
    publicado: evento?.publicado ?? true,
    anulado: evento?.anulado ?? false,
  };
}

interface EventoFormProps {
  comercioId: number;
  /** The event to edit; null creates one. */
  evento: EventoAdmin | null;
  onSaved: (evento: EventoAdmin) => void;
  onCancel?: () => void;
}

/** An event's own data: title, description, photo (uploaded and resized by the server), type, price, state. */
export function EventoForm({ comercioId, evento, onSaved, onCancel }: EventoFormProps) {
  const save = useBackOfficeSaveEvento(comercioId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fotoLabelId = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<EventoFormValues>({ defaultValues: toValues(evento) });
  const urlFoto = watch('urlFoto');
  const errorOf = fieldErrorReader(errors);
  const tipos = [...new Set([...TIPOS_EVENTO, evento?.tpEvento ?? 2])].map((tp) => ({
    value: String(tp),
    label: formatTipoEvento(tp),
  }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    clearErrors('urlFoto');
    const rechazo = getImagenRechazo(file);
    if (rechazo) {
      setError('urlFoto', { message: rechazo });
      return;
    }
    setUploading(0);
    try {
      const stored = await backOfficeUploadEventoFoto(comercioId, file, setUploading);
      setValue('urlFoto', stored.url, { shouldDirty: true });
    } catch (err) {
      setError('urlFoto', { message: (err as Error).message || t.errorCarga });
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const message = await saveWithSchema(
      eventoAdminInputSchema,
      {
        ...values,
        tpEvento: Number(values.tpEvento),
        importe: values.importe === '' ? undefined : Number(values.importe),
      },
      setError,
      async (input) =>
        onSaved(await save.mutateAsync({ eventoId: evento?.id ?? null, input: input as EventoAdminInput })),
      t.errorCarga,
    );
    setServerError(message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t.campoTitulo} required error={errorOf('titulo')} {...register('titulo')} />
        <Textarea
          label={t.campoDescripcion}
          autosize
          minRows={2}
          error={errorOf('descripcion')}
          {...register('descripcion')}
        />
        <div className={eventosAdminCss.evtFields2}>
          <Controller
            control={control}
            name="tpEvento"
            render={({ field }) => (
              <Select
                label={t.campoTipo}
                data={tipos}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '2')}
                error={errorOf('tpEvento')}
              />
            )}
          />
          <Controller
            control={control}
            name="importe"
            render={({ field }) => (
              <NumberInput
                label={t.campoPrecio}
                description={t.campoPrecioAyuda}
                min={0}
                decimalScale={2}
                thousandSeparator="."
                decimalSeparator=","
                value={field.value}
                onChange={field.onChange}
                error={errorOf('importe')}
              />
            )}
          />
        </div>
        <div>
          <Text size="sm" fw={500} id={fotoLabelId}>
            {t.foto}
          </Text>
          <Group gap="sm" align="center" mt={4}>
            {urlFoto ? (
              <Image
                src={eventoFotoFuentes(urlFoto)[0]?.src}
                fallbackSrc={urlFoto}
                alt={t.fotoDe(watch('titulo') || t.campoTitulo)}
                w={96}
                h={96}
                radius="md"
                fit="cover"
              />
            ) : (
              <Text size="sm" c="gray.7">
                {t.sinFoto}
              </Text>
            )}
            <input
              ref={fileInput}
              type="file"
              accept={IMAGEN_TIPOS_ACEPTADOS.join(',')}
              hidden
              aria-labelledby={fotoLabelId}
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
            <Button variant="default" onClick={() => fileInput.current?.click()} loading={uploading !== null}>
              {urlFoto ? t.cambiarFoto : t.subirFoto}
            </Button>
            {urlFoto && (
              <Button variant="subtle" color="red" onClick={() => setValue('urlFoto', null, { shouldDirty: true })}>
                {t.quitarFoto}
              </Button>
            )}
          </Group>
          {uploading !== null && (
            <Text size="xs" role="status">
              {t.subiendo(uploading)}
            </Text>
          )}
          {errorOf('urlFoto') && (
            <Text size="sm" c="red.8" role="alert">
              {errorOf('urlFoto')}
            </Text>
          )}
        </div>
        <SwitchField control={control} name="publicado" label={t.campoPublicado} />
        <SwitchField control={control} name="anulado" color="red" label={t.campoAnulado} />
        <FormErrorAlert message={serverError} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t.cancelar}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={uploading !== null}>
            {t.guardar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
