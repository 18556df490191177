import { es } from '../../i18n/es.ts';

export type HelpGuide = (typeof es.ayuda.guias)[keyof typeof es.ayuda.guias];
type GuideKind = keyof typeof es.ayuda.guias;

function isGuideKind(value: string): value is GuideKind {
  return Object.hasOwn(es.ayuda.guias, value);
}

/** The questions the help page answers, for the kind of business (restaurante, heladeria, bar, ...). */
export function getHelpGuide(tipo: string | undefined): HelpGuide {
  const kind = tipo?.trim().toLowerCase() ?? '';
  return isGuideKind(kind) ? es.ayuda.guias[kind] : es.ayuda.guias.general;
}
