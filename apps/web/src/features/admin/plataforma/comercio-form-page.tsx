import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import { Button, Divider, Stack } from '@mantine/core';
import type { ComercioCreate } from '@vidriera/domain/plataforma';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../hash-router.tsx';
import { useAdminCreateComercio } from '../../../api/admin-create-comercio.ts';
import { useAdminComercio } from '../../../api/admin-get-comercio.ts';
import { useAdminUpdateComercio } from '../../../api/admin-update-comercio.ts';
import { esAdminPlataforma as t } from '../../../i18n/es-admin-plataforma.ts';
import { AdminNotice } from '../shell/admin-notice.tsx';
import { StaffManager } from '../shell/staff-manager.tsx';
import { comercioPath } from '../shell/admin-nav.ts';
import { AdminPageHeader } from '../shell/admin-page-header.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { ComercioForm } from './comercio-form.tsx';

/** plataforma/comercios/nuevo and plataforma/comercios/:comercioId: the business's platform fields and staff. */
export default function ComercioFormPage() {
  const { comercioId } = useParams();
  const id = comercioId && /^\d+$/.test(comercioId) ? Number(comercioId) : null;
  const navigate = useNavigate();
  const query = useAdminComercio(id);
  const create = useAdminCreateComercio();
  const update = useAdminUpdateComercio(id ?? 0);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (input: ComercioCreate) => {
    if (id === null) {
      const created = await create.mutateAsync(input);
      setNotice(t.comercios.creado);
      navigate(`/admin/plataforma/comercios/${created.configRestoId}`, { replace: true });
      return;
    }
    const { carpeta: _carpeta, ...fields } = input;
    await update.mutateAsync(fields);
    setNotice(t.comun.guardado);
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={query.data?.nombreComercio ?? (id === null ? t.comercios.nuevo : t.comercios.editar)}
        actions={
          <>
            {id !== null && (
              <Button component={Link} to={comercioPath(id)} variant="light">
                {t.comercios.abrirPanel}
              </Button>
            )}
            <Button component={Link} to="/admin/plataforma/comercios" variant="subtle">
              {t.comun.volver}
            </Button>
          </>
        }
      />
      {notice && <AdminNotice tone="ok" title={notice} />}
      {id !== null && <QueryState query={query} />}
      {(id === null || query.data) && (
        <ComercioForm
          key={query.data ? `${query.data.configRestoId}-${query.dataUpdatedAt}` : 'nuevo'}
          comercio={query.data ?? null}
          onSave={save}
          isSaving={create.isPending || update.isPending}
        />
      )}
      {id !== null && query.data && (
        <>
          <Divider />
          <StaffManager scope="admin" configRestoId={id} />
        </>
      )}
    </Stack>
  );
}
