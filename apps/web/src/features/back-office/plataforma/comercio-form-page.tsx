import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import { Button, Divider, Stack } from '@mantine/core';
import type { ComercioCreate } from '@vidriera/domain/plataforma';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../../hash-router.tsx';
import { usePlataformaCreateComercio } from '../../../api/plataforma-create-comercio.ts';
import { usePlataformaComercio } from '../../../api/plataforma-get-comercio.ts';
import { usePlataformaUpdateComercio } from '../../../api/plataforma-update-comercio.ts';
import { esPlataforma as t } from '../../../i18n/es-plataforma.ts';
import { BackOfficeNotice } from '../shell/back-office-notice.tsx';
import { StaffManager } from '../shell/staff-manager.tsx';
import { comercioPath } from '../shell/back-office-nav.ts';
import { BackOfficePageHeader } from '../shell/back-office-page-header.tsx';
import { QueryState } from '../shell/query-state.tsx';
import { ComercioForm } from './comercio-form.tsx';

/** plataforma/comercios/nuevo and plataforma/comercios/:comercioId: the business's platform fields and staff. */
export default function ComercioFormPage() {
  const { comercioId } = useParams();
  const id = comercioId && /^\d+$/.test(comercioId) ? Number(comercioId) : null;
  const navigate = useNavigate();
  const query = usePlataformaComercio(id);
  const create = usePlataformaCreateComercio();
  const update = usePlataformaUpdateComercio(id ?? 0);
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
      <BackOfficePageHeader
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
      {notice && <BackOfficeNotice tone="ok" title={notice} />}
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
