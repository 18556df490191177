import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { getImagenRechazo, IMAGEN_TIPOS_ACEPTADOS } from '@vidriera/domain/imagenes';
import { useId, useState } from 'react';
import { useBackOfficeUploadPlatoImagen } from '../../../api/back-office-upload-plato-imagen.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface ImagenFieldProps {
  comercioId: number;
  titulo: string;
  value: string | null;
  /** A new upload's URL, or null when the photo is removed. */
  onChange: (url: string | null) => void;
}

/**
 * The dish's photo: a preview, an upload button (the server resizes it to 512 px and answers its URL) and a way
 * to remove it. The file input is the button's own (a label), so a keyboard and a screen reader reach it.
 */
export function ImagenField({ comercioId, titulo, value, onChange }: ImagenFieldProps) {
  const inputId = useId();
  const upload = useBackOfficeUploadPlatoImagen(comercioId);
  const [error, setError] = useState<string | null>(null);
  const [isBroken, setBroken] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const rechazo = getImagenRechazo(file);
    if (rechazo) {
      setError(rechazo);
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      setBroken(false);
      onChange(stored.url);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.errorGuardar);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        {t.foto}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        <div className={cartaAdminCss.cadmFotoPreview}>
          {value && !isBroken ? (
            <img
              src={value}
              alt={t.fotoDe(titulo || t.nuevoPlato)}
              width={112}
              height={112}
              onError={() => setBroken(true)}
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t.sinFoto}
            </Text>
          )}
        </div>
        <Stack gap="xs">
          <label
            htmlFor={inputId}
            className={cartaAdminCss.cadmFileButton}
            data-disabled={upload.isPending || undefined}
          >
            {upload.isPending ? <Loader size="xs" color="white" aria-hidden="true" /> : null}
            <span>{value ? t.cambiarFoto : t.subirFoto}</span>
            <input
              id={inputId}
              type="file"
              className={cartaAdminCss.cadmFileInput}
              accept={IMAGEN_TIPOS_ACEPTADOS.join(',')}
              disabled={upload.isPending}
              onChange={(event) => {
                void choose(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </label>
          {value && (
            <Button variant="subtle" color="red" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
              {t.quitarFoto}
            </Button>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {upload.isPending ? t.subiendoFoto : t.fotoAyuda}
      </Text>
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
