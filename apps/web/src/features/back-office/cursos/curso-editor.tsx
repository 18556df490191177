import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { type CursoVideoAdmin, cursoVideoInputSchema, VIDEO_MAX_BYTES, VIDEO_TIPOS } from '@vidriera/domain/cursos';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { backOfficeCreateCurso } from '../../../api/back-office-create-curso.ts';
import { backOfficeCursosKey } from '../../../api/back-office-get-cursos.ts';
import { backOfficeUpdateCurso } from '../../../api/back-office-update-curso.ts';
import { backOfficeUploadCursoVideo } from '../../../api/back-office-upload-curso-video.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCursos as t } from '../../../i18n/es-back-office-cursos.ts';
import { ChoiceGroup } from '../shell/choice-group.tsx';
import cursosAdminCss from './cursos-back-office.module.css';

type Origen = 'enlace' | 'archivo';

const isVideoAceptable = (file: File) =>
  file.size > 0 && file.size <= VIDEO_MAX_BYTES && (VIDEO_TIPOS as readonly string[]).includes(file.type);

function describe(error: unknown): string {
  if (!(error instanceof ApiError)) return t.errorCarga;
  const detail = Object.values(error.body.errors ?? {}).flat()[0];
  return detail && detail !== error.message ? `${error.message}: ${detail}` : error.message;
}

interface CursoEditorProps {
  comercioId: number;
  /** null: a new video. */
  video: CursoVideoAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A video's data and its source: a YouTube or Vimeo link, or a file uploaded after the video is saved (the file
 * streams to the server with its progress shown).
 */
export function CursoEditor({ comercioId, video, onClose, onSaved }: CursoEditorProps) {
  const queryClient = useQueryClient();
  const [titulo, setTitulo] = useState(video?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(video?.descripcion ?? '');
  const [origen, setOrigen] = useState<Origen>(video?.archivo ? 'archivo' : 'enlace');
  const [url, setUrl] = useState(video?.url ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [publicado, setPublicado] = useState(video?.publicado ?? true);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);

  const onSubmit = async () => {
    setError(null);
    const input = { titulo, descripcion, url: origen === 'enlace' ? url : null, publicado };
    const check = cursoVideoInputSchema.safeParse(input);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? t.errorCarga);
      return;
    }
    if (origen === 'archivo' && file && !isVideoAceptable(file)) {
      setError(t.editor.archivoInvalido);
      return;
    }
    if (origen === 'archivo' && !file && !video?.archivo) {
      setError(t.editor.archivoInvalido);
      return;
    }
    setSaving(true);
    try {
      // Keeping an uploaded file: the data is saved without a link, which would replace it.
      const saved = video
        ? await backOfficeUpdateCurso(comercioId, video.id, input)
        : await backOfficeCreateCurso(comercioId, input);
      if (origen === 'archivo' && file) {
        setProgress(0);
        await backOfficeUploadCursoVideo(comercioId, saved.id, file, setProgress);
      }
      await queryClient.invalidateQueries({ queryKey: backOfficeCursosKey(comercioId) });
      onSaved();
    } catch (err) {
      setError(describe(err));
      await queryClient.invalidateQueries({ queryKey: backOfficeCursosKey(comercioId) });
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={video ? t.editor.tituloEditar : t.editor.tituloNuevo}
      size="lg"
      closeButtonProps={{ 'aria-label': t.cerrar }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t.editor.titulo}
            value={titulo}
            onChange={(e) => setTitulo(e.currentTarget.value)}
            maxLength={120}
            required
            size="md"
            data-autofocus
          />
          <Textarea
            label={t.editor.descripcion}
            value={descripcion}
            onChange={(e) => setDescripcion(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
            size="md"
          />
          <ChoiceGroup
            label={t.editor.origen}
            value={origen}
            onChange={setOrigen}
            options={[
              { value: 'enlace', label: t.editor.origenes.enlace },
              { value: 'archivo', label: t.editor.origenes.archivo },
            ]}
          />
          {origen === 'enlace' ? (
            <TextInput
              label={t.editor.url}
              description={t.editor.urlAyuda}
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              placeholder="https://www.youtube.com/watch?v=…"
              size="md"
            />
          ) : (
            <Stack gap={4}>
              <label className={cursosAdminCss.admCursosFileLabel} htmlFor="curso-archivo">
                {t.editor.archivo}
              </label>
              {video?.archivo && (
                <Text size="sm" c="dimmed">
                  {t.editor.archivoActual}
                </Text>
              )}
              <input
                id="curso-archivo"
                className={cursosAdminCss.admCursosFile}
                type="file"
                accept={VIDEO_TIPOS.join(',')}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            </Stack>
          )}
          <Checkbox
            label={t.editor.publicado}
            checked={publicado}
            onChange={(e) => setPublicado(e.currentTarget.checked)}
            size="md"
          />
          {progress !== null && (
            <Stack gap={4} role="status">
              <Text size="sm">{t.editor.subiendo(progress)}</Text>
              <Progress value={progress} aria-label={t.editor.subiendo(progress)} />
            </Stack>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose} disabled={isSaving}>
              {t.editor.cancelar}
            </Button>
            <Button type="submit" size="md" loading={isSaving}>
              {t.editor.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
