import { FORMA_PAGO_EFECTIVO, FORMA_PAGO_MANUAL, listFormasPago, PAGA_CON_INPUT } from '@vidriera/domain/pedidos';
import type { CartaConfigResto } from '@vidriera/domain/carta';
import { useId } from 'react';
import { esPedidos } from '../../i18n/es-pedidos.ts';
import { cx } from '../../ui/cx.ts';
import pedidosCss from './pedidos.module.css';
import detalleCss from './pedido-detalle.module.css';

export interface FormaPagoSectionProps {
  comercio: CartaConfigResto;
  /** Ordered at a table: paid in the venue, not on delivery. */
  enLocal: boolean;
  formaPagoId: number;
  pagaCon: number | null;
  observacion: string;
  onFormaPagoChange: (formaPagoId: number) => void;
  onPagaConChange: (pagaCon: number | null) => void;
  onObservacionChange: (observacion: string) => void;
}

/**
 * Payment method (only those the business offers) and comments. Cash asks what the customer pays with: a number
 * input, step 50, from 0 to 5000, 'Pago Exacto' when empty (spec 02 §5). At a table the methods read as paid in
 * the venue.
 */
export function FormaPagoSection(props: FormaPagoSectionProps) {
  const { comercio, enLocal, formaPagoId, pagaCon, observacion } = props;
  const nombres = enLocal ? esPedidos.formasPagoEnLocal : esPedidos.formasPago;
  const ayudas = enLocal ? esPedidos.formasPagoAyudaEnLocal : esPedidos.formasPagoAyuda;
  const pagaConId = useId();
  const comentariosId = useId();
  const ayudaId = useId();
  const formas = listFormasPago(comercio);
  return (
    <section className={cx(pedidosCss.pedCard, detalleCss.pedSlotPago)} aria-labelledby="ped-pago-title">
      <h2 id="ped-pago-title" className={pedidosCss.pedCardTitle}>
        {esPedidos.formaPago}
      </h2>
      <fieldset className={cx(detalleCss.pedChoice, detalleCss.pedChoiceStack)}>
        <legend className="visually-hidden">{esPedidos.formaPago}</legend>
        {formas.map((forma) => (
          <label key={forma} className={detalleCss.pedOption}>
            <input
              type="radio"
              name="formaPago"
              checked={formaPagoId === forma}
              onChange={() => props.onFormaPagoChange(forma)}
            />
            <span className={detalleCss.pedOptionText}>
              {nombres[forma]}
              <span className={detalleCss.pedOptionHelp}>{ayudas[forma]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {formaPagoId === FORMA_PAGO_EFECTIVO && (
        <div className={detalleCss.pedField}>
          <label htmlFor={pagaConId} className={detalleCss.pedLabel}>
            {esPedidos.pagaCon}
          </label>
          <input
            id={pagaConId}
            className={detalleCss.pedInput}
            type="number"
            inputMode="numeric"
            step={PAGA_CON_INPUT.step}
            min={PAGA_CON_INPUT.min}
            max={PAGA_CON_INPUT.max}
            placeholder={esPedidos.pagaConPlaceholder}
            aria-describedby={ayudaId}
            value={pagaCon ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              props.onPagaConChange(value === '' || Number.isNaN(Number(value)) ? null : Number(value));
            }}
          />
          <p id={ayudaId} className={detalleCss.pedHelp}>
            {esPedidos.pagaConAyuda}
          </p>
        </div>
      )}
      {formaPagoId === FORMA_PAGO_MANUAL && (comercio.pTransferencia_Alias || comercio.pTransferencia_Telefono) && (
        <p className={cx(detalleCss.pedHelp, detalleCss.pedHelpBox)}>
          {comercio.pTransferencia_Alias && <span>{esPedidos.transferenciaAlias(comercio.pTransferencia_Alias)}</span>}
          {comercio.pTransferencia_Telefono && (
            <span>{esPedidos.transferenciaTelefono(comercio.pTransferencia_Telefono)}</span>
          )}
        </p>
      )}
      <div className={detalleCss.pedField}>
        <label htmlFor={comentariosId} className={detalleCss.pedLabel}>
          {esPedidos.comentarios}
        </label>
        <textarea
          id={comentariosId}
          className={cx(detalleCss.pedInput, detalleCss.pedTextarea)}
          rows={3}
          maxLength={500}
          placeholder={enLocal ? esPedidos.comentariosPlaceholderEnLocal : esPedidos.comentariosPlaceholder}
          value={observacion}
          onChange={(e) => props.onObservacionChange(e.currentTarget.value)}
        />
      </div>
    </section>
  );
}
