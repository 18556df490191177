import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import type { CursoVideoAdmin } from '@vidriera/domain/cursos';
import { useState } from 'react';
import { useBackOfficeDeleteCurso } from '../../../api/back-office-delete-curso.ts';
import { useBackOfficeCursos } from '../../../api/back-office-get-cursos.ts';
import { useBackOfficeReorderCursos } from '../../../api/back-office-reorder-cursos.ts';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCursos as t } from '../../../i18n/es-back-office-cursos.ts';
import { MoveArrowIcon } from '../shell/row-icons.tsx';
import { useCurrentComercio } from '../shell/back-office-shell-context.ts';
import {
  DismissibleNotice,
  EmptyListAlert,
  LoadErrorAlert,
  LoadingStatus,
  type ScreenNotice,
} from '../shell/screen-status.tsx';
import { CursoEditor } from './curso-editor.tsx';
import cursosAdminCss from './cursos-back-office.module.css';

function fuente(video: CursoVideoAdmin): string {
  if (video.archivo) return t.archivo((video.archivo.bytes / 1024 / 1024).toFixed(1));
  if (video.embedUrl?.includes('vimeo')) return t.vimeo;
  if (video.embedUrl) return t.youtube;
  return t.sinVideo;
}

type Dialog = { video: CursoVideoAdmin | null } | null;

/** comercio/:comercioId/cursos: the business's class videos, their order, publication and sources. */
export default function CursosBackOfficePage() {
  const comercio = useCurrentComercio();
  const comercioId = comercio.configRestoId;
  const { data, isLoading, isError, refetch } = useBackOfficeCursos(comercioId);
  const reorder = useBackOfficeReorderCursos(comercioId);
  const remove = useBackOfficeDeleteCurso(comercioId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const videos = data?.videos ?? [];

  const move = (index: number, delta: -1 | 1) => {
    const ids = videos.map((v) => v.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + delta, 0, id);
    setNotice(null);
    reorder.mutate(ids, {
      onError: (err) => setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t.errorCarga }),
    });
  };
  const onDelete = async (video: CursoVideoAdmin) => {
    if (!window.confirm(t.confirmarBorrar(video.titulo))) return;
    setNotice(null);
    try {
      await remove.mutateAsync(video.id);
      setNotice({ tone: 'ok', text: t.borrado });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t.errorCarga });
    }
  };

  return (
    <Stack gap="md" className={cursosAdminCss.admCursos}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t.titulo}
          </Title>
          <Text c="dimmed" size="sm">
            {t.subtitulo}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={`#/cursos/${encodeURIComponent(comercio.carpeta)}`}
            target="_blank"
            rel="noopener"
            variant="default"
            size="md"
          >
            {t.verPagina}
          </Button>
          <Button size="md" onClick={() => setDialog({ video: null })}>
            {t.nuevo}
          </Button>
        </Group>
      </Group>
      {data && !data.permiteCursos && (
        <Alert color="yellow" role="note">
          {t.desactivado}
        </Alert>
      )}
      <DismissibleNotice notice={notice} closeLabel={t.cerrar} onClose={() => setNotice(null)} />
      {isLoading && <LoadingStatus text={t.cargando} />}
      {isError && <LoadErrorAlert text={t.errorCarga} retryLabel={t.reintentar} onRetry={() => void refetch()} />}
      {data && videos.length === 0 && <EmptyListAlert title={t.vacio} text={t.vacioTexto} />}
      {videos.length > 0 && (
        <ol className={cursosAdminCss.admCursosList}>
          {videos.map((video, index) => (
            <li key={video.id}>
              <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`adm-curso-${video.id}`}>
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Title order={2} size="h5" id={`adm-curso-${video.id}`} className={cursosAdminCss.admCursosTitulo}>
                      {video.titulo}
                    </Title>
                    <Badge
                      color={video.publicado ? '#1e6f33' : 'gray.7'}
                      variant="filled"
                      className={cursosAdminCss.admCursosBadge}
                    >
                      {video.publicado ? t.publicado : t.borrador}
                    </Badge>
                  </Group>
                  {video.descripcion && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {video.descripcion}
                    </Text>
                  )}
                  <Text size="sm" fw={500} c={video.embedUrl || video.archivo ? undefined : 'var(--color-error)'}>
                    {fuente(video)}
                  </Text>
                  <Group gap="xs" justify="space-between">
                    <Group gap={4}>
                      <ActionIcon
                        variant="default"
                        size={44}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                        aria-label={t.subir(video.titulo)}
                      >
                        <MoveArrowIcon up />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size={44}
                        disabled={index === videos.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                        aria-label={t.bajar(video.titulo)}
                      >
                        <MoveArrowIcon up={false} />
                      </ActionIcon>
                    </Group>
                    <Group gap="xs">
                      <Button
                        variant="light"
                        mih={44}
                        onClick={() => setDialog({ video })}
                        aria-label={t.editarVideo(video.titulo)}
                      >
                        {t.editar}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        mih={44}
                        onClick={() => void onDelete(video)}
                        aria-label={t.borrarVideo(video.titulo)}
                      >
                        {t.borrar}
                      </Button>
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            </li>
          ))}
        </ol>
      )}
      {dialog && (
        <CursoEditor
          comercioId={comercioId}
          video={dialog.video}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ tone: 'ok', text: t.guardado });
          }}
        />
      )}
    </Stack>
  );
}
