import {
  type PlatoOpcionElegida,
  buildSeleccion,
  findOpcionesError,
  getOpcionesVisibles,
  getQuitarOpcionConfirm,
  listOpcionSlots,
  formatPesos,
} from '@vidriera/domain/pedidos';
import type { Plato, PlatoProductoOpc } from '@vidriera/domain/carta';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOpciones } from '../../api/get-opciones.ts';
import { esCarta } from '../../i18n/es-carta.ts';
import { priceWithOpciones } from './use-carta-draft.ts';
import { cx } from '../../ui/cx.ts';
import opcionesDialogCss from './opciones-dialog.module.css';
import cartaCss from './carta.module.css';

/** The dialog's selects: for each option set, the chosen detail id of each slot (null for an empty one). */
type Slots = Record<number, Array<number | null>>;

export interface OpcionesDialogProps {
  configRestoId: number;
  plato: Plato;
  /** The selection being changed (Aceptar); none for a new one (Agregar!). */
  initial: PlatoOpcionElegida[] | null;
  onConfirm: (seleccion: PlatoOpcionElegida[], precio: number) => void;
  onClose: () => void;
}

/** The selects filled from a previous selection: each chosen detail in the next slot of its set. */
function toSlots(sets: readonly PlatoProductoOpc[], seleccion: readonly PlatoOpcionElegida[] | null): Slots {
  const slots: Slots = {};
  for (const set of getOpcionesVisibles(sets)) {
    const chosen = seleccion?.find((o) => o.productoOpcId === set.productoOpcId)?.productoOpcDets ?? [];
    const ids = chosen
      .map(
        (wanted) =>
          set.productoOpc.productosOpcDets.find(
            (det) =>
              det.productoOpcDetId === wanted.productoOpcDetId ||
              (wanted.productoOpcDetId === undefined && det.descripcion === wanted.descripcion),
          )?.productoOpcDetId ?? null,
      )
      .filter((id): id is number => id !== null);
    slots[set.productoOpcId] = listOpcionSlots(set).map((slot) => ids[slot.index] ?? null);
  }
  return slots;
}

function SetHint({ set }: { set: PlatoProductoOpc }) {
  const slots = listOpcionSlots(set).length;
  const parts =
    set.min === slots
      ? [esCarta.opciones.exactas(slots)]
      : [...(set.min > 0 ? [esCarta.opciones.requeridas(set.min)] : []), esCarta.opciones.hasta(slots)];
  if (set.precioExtra > 0) {
    parts.push(esCarta.opciones.incluidas(set.maxFree), esCarta.opciones.extra(formatPesos(set.precioExtra)));
  }
  return <span className={opcionesDialogCss.opcSetHint}>{parts.join(' · ')}</span>;
}

/**
 * 'Opciones...' (spec 02 §2 and §5): one select per option slot, the first `min` of each set required, the rest
 * optional; annulled options hidden; Cerrar, and Agregar! (a new selection) or Aceptar (changing one).
 */
export function OpcionesDialog({ configRestoId, plato, initial, onConfirm, onClose }: OpcionesDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const query = useOpciones(configRestoId, plato.platoId, plato.platoProductoOpcs);
  const sets = useMemo(() => getOpcionesVisibles(query.data ?? []), [query.data]);
  const [slots, setSlots] = useState<Slots>(() => toSlots(plato.platoProductoOpcs, initial));
  /** After a refused Agregar!: what is wrong, said in the dialog, and the required slots still empty. */
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [intentado, setIntentado] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const slotsOf = (set: PlatoProductoOpc) => {
    const current = slots[set.productoOpcId] ?? [];
    return listOpcionSlots(set).map((slot) => current[slot.index] ?? null);
  };
  const setSlot = (set: PlatoProductoOpc, index: number, value: number | null) => {
    setSlots((prev) => {
      const next = listOpcionSlots(set).map((slot) => prev[set.productoOpcId]?.[slot.index] ?? null);
      next[index] = value;
      return { ...prev, [set.productoOpcId]: next };
    });
  };

  const seleccion = buildSeleccion(sets, slots);
  const precio = priceWithOpciones(plato, sets, seleccion);

  const quitar = (set: PlatoProductoOpc, index: number) => {
    if (window.confirm(getQuitarOpcionConfirm(seleccion))) setSlot(set, index, null);
  };
  const confirmar = () => {
    const error = findOpcionesError(sets, seleccion);
    setIntentado(true);
    setRechazo(error);
    if (error) {
      window.alert(error);
      // The first required slot left empty takes the focus, so the customer lands where the choice is missing.
      const falta = sets
        .flatMap((set) =>
          slotsOf(set).map((value, index) => ({ set, index, value, slot: listOpcionSlots(set)[index] })),
        )
        .find(({ value, slot }) => value === null && slot?.required);
      if (falta) document.getElementById(`${titleId}-${falta.set.productoOpcId}-${falta.index}`)?.focus();
      return;
    }
    onConfirm(seleccion, precio);
  };

  return (
    <dialog
      ref={dialogRef}
      className={opcionesDialogCss.opcDialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        className={opcionesDialogCss.opcForm}
        method="dialog"
        // The spec's checks speak in an alert with the domain's message, not the browser's tooltip.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirmar();
        }}
      >
        <header className={opcionesDialogCss.opcHeader}>
          <h2 id={titleId} className={opcionesDialogCss.opcTitle}>
            {esCarta.opciones.titulo}
          </h2>
          <p className={opcionesDialogCss.opcPlato}>{plato.titulo}</p>
        </header>
        <div className={opcionesDialogCss.opcBody}>
          {query.isError && !query.data && (
            <p className={opcionesDialogCss.opcStatus} role="alert">
              {esCarta.opciones.error}
            </p>
          )}
          {!query.data && !query.isError && (
            <p className={opcionesDialogCss.opcStatus} role="status">
              {esCarta.opciones.cargando}
            </p>
          )}
          {sets.map((set) => (
            <fieldset key={set.productoOpcId} className={opcionesDialogCss.opcSet}>
              <legend className={opcionesDialogCss.opcSetTitle}>
                {set.productoOpc.descripcion} <SetHint set={set} />
              </legend>
              {slotsOf(set).map((value, index) => {
                const setSlots = listOpcionSlots(set);
                const required = setSlots[index]?.required ?? false;
                const label = esCarta.opciones.slot(set.productoOpc.descripcion, index + 1, setSlots.length, required);
                const selectId = `${titleId}-${set.productoOpcId}-${index}`;
                const falta = intentado && required && value === null;
                return (
                  <div key={selectId} className={opcionesDialogCss.opcSlot}>
                    <label htmlFor={selectId} className={opcionesDialogCss.opcSlotLabel}>
                      {label}
                    </label>
                    <div className={opcionesDialogCss.opcSlotRow}>
                      <select
                        id={selectId}
                        className={opcionesDialogCss.opcSelect}
                        required={required}
                        aria-invalid={falta}
                        aria-describedby={falta ? `${selectId}-falta` : undefined}
                        value={value ?? ''}
                        onChange={(e) =>
                          setSlot(set, index, e.currentTarget.value ? Number(e.currentTarget.value) : null)
                        }
                      >
                        <option value="">{required ? esCarta.opciones.elegi : esCarta.opciones.ninguna}</option>
                        {set.productoOpc.productosOpcDets.map((det) => (
                          <option key={det.productoOpcDetId} value={det.productoOpcDetId}>
                            {det.precio > 0 ? `${det.descripcion} (+ ${formatPesos(det.precio)})` : det.descripcion}
                          </option>
                        ))}
                      </select>
                      {value !== null && (
                        <button
                          type="button"
                          className={opcionesDialogCss.opcRemove}
                          aria-label={`${esCarta.opciones.quitar}: ${label}`}
                          onClick={() => quitar(set, index)}
                        >
                          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                            <path
                              d="M6 6l12 12M18 6L6 18"
                              stroke="currentColor"
                              strokeWidth="2.4"
                              strokeLinecap="round"
                            />
                          </svg>
                        </button>
                      )}
                    </div>
                    {falta && (
                      <p id={`${selectId}-falta`} className={opcionesDialogCss.opcFalta}>
                        {esCarta.opciones.elegi}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <footer className={opcionesDialogCss.opcFooter}>
          {rechazo && (
            <p className={opcionesDialogCss.opcRechazo} role="alert">
              {rechazo}
            </p>
          )}
          <p className={opcionesDialogCss.opcPrice}>
            <span>{esCarta.opciones.precio}</span>
            <strong>{formatPesos(precio)}</strong>
          </p>
          <div className={opcionesDialogCss.opcButtons}>
            <button type="button" className={cartaCss.cartaButton} onClick={onClose}>
              {esCarta.opciones.cerrar}
            </button>
            <button
              type="submit"
              className={cx(cartaCss.cartaButton, cartaCss.cartaButtonPrimary)}
              disabled={sets.length === 0}
            >
              {initial ? esCarta.opciones.aceptar : esCarta.opciones.agregar}
            </button>
          </div>
        </footer>
      </form>
    </dialog>
  );
}
