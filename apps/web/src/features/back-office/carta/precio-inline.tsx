import { Loader, NumberInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/NumberInput.css';
import { PRECIO_MAXIMO } from '@vidriera/domain/carta';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { esBackOfficeCarta as t } from '../../../i18n/es-back-office-carta.ts';
import { PESOS_INPUT_PROPS, toPesosValue } from './pesos-input.ts';
import cartaAdminCss from './carta-back-office.module.css';

interface PrecioInlineProps {
  titulo: string;
  precio: number;
  onSave: (precio: number) => Promise<unknown>;
}

/** Why a typed price cannot be saved (the API says the same), or null. */
function getPrecioError(value: number | null): string | null {
  if (value === null) return t.faltaPrecio;
  if (value < 0) return t.precioNegativo;
  if (value > PRECIO_MAXIMO) return t.precioMaximo;
  return null;
}

/**
 * A dish's price, edited where it is listed: Enter or leaving the field saves it (the public menu shows it at
 * once); Escape puts the saved price back.
 */
export function PrecioInline({ titulo, precio, onSave }: PrecioInlineProps) {
  const [value, setValue] = useState<number | string>(precio);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // A price changed elsewhere (the dish editor, another device) replaces what the field shows.
  useEffect(() => setValue(precio), [precio]);

  const save = async () => {
    const next = toPesosValue(value);
    if (next === precio) return;
    const problem = getPrecioError(next);
    setError(problem);
    if (problem || next === null) return;
    setSaving(true);
    try {
      await onSave(next);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t.errorGuardar);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={cartaAdminCss.cadmPrecio}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <NumberInput
        {...PESOS_INPUT_PROPS}
        aria-label={t.precioDe(titulo)}
        value={value}
        min={0}
        max={PRECIO_MAXIMO}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setValue(precio);
            setError(null);
          }
        }}
        error={error}
        rightSection={isSaving ? <Loader size="xs" aria-label={t.guardando} /> : undefined}
        readOnly={isSaving}
      />
    </form>
  );
}
