import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import { Select } from '@mantine/core';
import { useLocation, useNavigate } from '../../../hash-router.tsx';
import { esBackOffice } from '../../../i18n/es-back-office.ts';
import { comercioPath, hasComercioArea } from './back-office-nav.ts';
import { useBackOfficeShell } from './back-office-shell-context.ts';

/** The area segment of a business route (`/admin/comercio/5/pedidos/nuevo` → 'pedidos'). */
function currentArea(pathname: string): string | null {
  const match = /^\/admin\/comercio\/\d+\/([^/]+)/.exec(pathname);
  return match?.[1] ?? null;
}

/** Picks the business the back office works on; keeps the open area when the new business has it. */
export function ComercioSwitcher() {
  const { comercios, current, rememberComercio } = useBackOfficeShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (comercios.length === 0) return null;

  const choose = (value: string | null) => {
    const next = comercios.find((c) => String(c.configRestoId) === value);
    if (!next) return;
    rememberComercio(next);
    const area = currentArea(pathname);
    navigate(comercioPath(next.configRestoId, area && hasComercioArea(next, area) ? area : undefined));
  };

  return (
    <Select
      aria-label={esBackOffice.comercioActual}
      placeholder={esBackOffice.elegirComercio}
      data={comercios.map((c) => ({ value: String(c.configRestoId), label: c.nombreComercio }))}
      value={current ? String(current.configRestoId) : null}
      onChange={choose}
      searchable={comercios.length > 6}
      nothingFoundMessage={esBackOffice.sinResultados}
      allowDeselect={false}
      size="md"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
