import { esAyudaGuias } from '../../i18n/es-ayuda-guias.ts';

export type HelpGuide = (typeof esAyudaGuias)[keyof typeof esAyudaGuias];
type GuideKind = keyof typeof esAyudaGuias;

function isGuideKind(value: string): value is GuideKind {
  return Object.hasOwn(esAyudaGuias, value);
}

/** The questions the help page answers, for the kind of business (restaurante, heladeria, bar, ...). */
export function getHelpGuide(tipo: string | undefined): HelpGuide {
  const kind = tipo?.trim().toLowerCase() ?? '';
  return isGuideKind(kind) ? esAyudaGuias[kind] : esAyudaGuias.general;
}
