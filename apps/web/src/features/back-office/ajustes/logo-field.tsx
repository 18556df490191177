import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import type { AjustesComercio } from '@vidriera/domain/ajustes';
import { getImagenRechazo, IMAGEN_TIPOS_ACEPTADOS } from '@vidriera/domain/imagenes';
import { useState } from 'react';
import { backOfficeUploadLogo } from '../../../api/back-office-upload-logo.ts';
import { esBackOfficeAjustes as t } from '../../../i18n/es-back-office-ajustes.ts';
import { describeError, Section, useSectionSave } from './section.tsx';

/** The business's logo: uploaded as an image (resized to every variant), then set as the business's logo. */
export function LogoField({ ajustes }: { ajustes: AjustesComercio }) {
  const { save, notice, setNotice, isSaving } = useSectionSave(ajustes.configRestoId);
  const [isUploading, setUploading] = useState(false);
  const logoUrl = ajustes.datos.logoUrl;

  const onFile = async (file: File | null) => {
    if (!file) return;
    setNotice(null);
    const rechazo = getImagenRechazo(file);
    if (rechazo) {
      setNotice({ tone: 'error', text: rechazo });
      return;
    }
    setUploading(true);
    try {
      const subida = await backOfficeUploadLogo(ajustes.configRestoId, file);
      await save({ seccion: 'logo', body: { logoUrl: subida.url } });
    } catch (error) {
      setNotice({ tone: 'error', text: describeError(error) });
    } finally {
      setUploading(false);
    }
  };
  const onRemove = () => {
    if (window.confirm(t.datos.confirmarQuitarLogo)) void save({ seccion: 'logo', body: { logoUrl: null } });
  };

  return (
    <Section
      id="ajustes-logo"
      title={t.datos.logo}
      help={t.datos.logoAyuda}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
    >
      <Group gap="md" align="center">
        {logoUrl ? (
          <Image src={logoUrl} alt={t.datos.logoDe(ajustes.datos.nombreComercio)} w={96} h={96} radius="md" />
        ) : (
          <Text size="sm" c="dimmed">
            {t.datos.sinLogo}
          </Text>
        )}
        <FileButton onChange={(file) => void onFile(file)} accept={IMAGEN_TIPOS_ACEPTADOS.join(',')}>
          {(props) => (
            <Button {...props} size="md" loading={isUploading || isSaving}>
              {isUploading ? t.datos.subiendo : t.datos.subirLogo}
            </Button>
          )}
        </FileButton>
        {logoUrl && (
          <Button variant="subtle" color="red" size="md" onClick={onRemove} disabled={isSaving}>
            {t.datos.quitarLogo}
          </Button>
        )}
      </Group>
    </Section>
  );
}
