import buttonCss from './button.module.css';
import { cx } from './cx.ts';

/** What a plain screen's button adds to the base look: the filled primary, the borderless ghost, the full width. */
export type ButtonVariant = 'primary' | 'ghost' | 'block';

/**
 * The classes of a plain (non-Mantine) screen's button or button-looking link, from ui/button.module.css: the base
 * and the variants asked for (`className={buttonClass('primary', 'block')}`).
 */
export function buttonClass(...variants: ButtonVariant[]): string {
  return cx(
    buttonCss.uiButton,
    variants.includes('primary') && buttonCss.uiButtonPrimary,
    variants.includes('ghost') && buttonCss.uiButtonGhost,
    variants.includes('block') && buttonCss.uiButtonBlock,
  );
}
