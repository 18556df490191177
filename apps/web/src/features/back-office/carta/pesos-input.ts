/** How the back office writes pesos in inputs (es-AR): thousands with dots, centavos after a comma. */
export const PESOS_INPUT_PROPS = {
  prefix: '$ ',
  thousandSeparator: '.',
  decimalSeparator: ',',
  decimalScale: 2,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
} as const;

/** A NumberInput's value as a number, or null while empty or half-typed. */
export function toPesosValue(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
