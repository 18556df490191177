import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Button, Stack } from '@mantine/core';
import type { AdminSiteDetail, SiteInput } from '@vidriera/domain/plataforma';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../hash-router.tsx';
import { useAdminCreateSite } from '../../../api/admin-create-site.ts';
import { useAdminSite } from '../../../api/admin-get-site.ts';
import { useAdminUpdateSite } from '../../../api/admin-update-site.ts';
import { esAdminPlataforma as t } from '../../../i18n/es-admin-plataforma.ts';
import { AdminNotice } from '../shell/admin-notice.tsx';
import { AdminPageHeader } from '../shell/admin-page-header.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { siteAddress } from './site-address.ts';
import { SitioForm } from './sitio-form.tsx';

/** plataforma/sitios/nuevo and plataforma/sitios/:siteId: the site form, and where the site answers. */
export default function SitioFormPage() {
  const { siteId } = useParams();
  const id = siteId && /^\d+$/.test(siteId) ? Number(siteId) : null;
  const navigate = useNavigate();
  const query = useAdminSite(id);
  const create = useAdminCreateSite();
  const update = useAdminUpdateSite(id ?? 0);
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
      <AdminPageHeader
        title={id === null ? t.sitios.nuevo : t.sitios.editar}
        actions={
          <Button component={Link} to="/admin/plataforma/sitios" variant="subtle">
            {t.comun.volver}
          </Button>
        }
      />
      {saved && (
        <AdminNotice tone="ok" title={saved.created ? t.sitios.creado(saved.site.dominioUrl) : t.comun.guardado}>
          <Anchor href={siteAddress(saved.site.dominioUrl)} target="_blank" rel="noopener">
            {t.sitios.verSitio}
          </Anchor>
        </AdminNotice>
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
