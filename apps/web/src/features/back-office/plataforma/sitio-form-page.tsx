import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Stack } from '@mantine/core';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/plataforma';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../hash-router.tsx';
import { usePlataformaCreateSite } from '../../../api/plataforma-create-site.ts';
import { usePlataformaSite } from '../../../api/plataforma-get-site.ts';
import { usePlataformaUpdateSite } from '../../../api/plataforma-update-site.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { siteAddress } from './site-address.ts';
import { SitioForm } from './sitio-form.tsx';

/** plataforma/sitios/nuevo and plataforma/sitios/:siteId: the site form, and where the site answers. */
export default function SitioFormPage() {
  const { siteId } = useParams();
  const id = siteId && /^\d+$/.test(siteId) ? Number(siteId) : null;
  const navigate = useNavigate();
  const query = usePlataformaSite(id);
  const create = usePlataformaCreateSite();
  const update = usePlataformaUpdateSite(id ?? 0);
  const [saved, setSaved] = useState<{ site: AdminSiteDetail; created: boolean } | null>(null);

  const save = async (input: SiteInput) => {
    if (id === null) {
      const site = await create.mutateAsync(input);
      setSaved({ site, created: true });
      navigate(`/admin/plataforma/sitios/${site.id}`, { replace: true });
    } else {
      setSaved({ site: await update.mutateAsync(input), created: false });
      await query.refetch();
    }
  };

  return (
    <Stack gap="lg">
      <BackOfficePageHeader
        title={id === null ? t.sitios.nuevo : t.sitios.editar}
        actions={
          <Button component={Link} to="/admin/plataforma/sitios" variant="subtle">
            {t.comun.volver}
          </Button>
        }
      />
      {saved && (
        <BackOfficeNotice tone="ok" title={saved.created ? t.sitios.creado(saved.site.dominioUrl) : t.comun.guardado}>
          <Anchor href={siteAddress(saved.site.dominioUrl)} target="_blank" rel="noopener">
            {t.sitios.verSitio}
          </Anchor>
        </BackOfficeNotice>
      )}
      {id !== null && <QueryState query={query} />}
      {(id === null || query.data) && (
        // Keyed by the loaded site: the form starts again from what was saved.
        <SitioForm
          key={query.data ? `${query.data.id}-${query.dataUpdatedAt}` : 'nuevo'}
          site={query.data ?? null}
          onSave={save}
          isSaving={create.isPending || update.isPending}
        />
      )}
    </Stack>
  );
}
