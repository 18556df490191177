import { esCalificaciones } from '../../i18n/es-calificaciones.ts';
import califCss from './calificar-pedido.module.css';

const PUNTAJES = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars to choose as a radio group: arrow keys move, each star is named ("4 estrellas"). */
export function EstrellasInput({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={califCss.califFieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={califCss.califLegend}>{legend}</legend>
      <div className={califCss.califStars} role="radiogroup" aria-label={legend}>
        {PUNTAJES.map((n) => (
          <label key={n} className={califCss.califStar} data-on={value !== null && n <= value ? 'true' : undefined}>
            <input
              type="radio"
              className={califCss.califStarInput}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{esCalificaciones.estrellas(n)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={califCss.califError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A rating already given, read only: "Calidad ★★★★☆". */
export function EstrellasFijas({ legend, value }: { legend: string; value: number }) {
  return (
    <p className={califCss.califFija}>
      <span className={califCss.califLegend}>{legend}</span>
      <span
        role="img"
        aria-label={`${legend}: ${esCalificaciones.estrellas(value)}`}
        className={califCss.califFijaStars}
      >
        {'★'.repeat(value)}
        <span className={califCss.califFijaEmpty}>{'★'.repeat(5 - value)}</span>
      </span>
    </p>
  );
}
