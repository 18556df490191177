/**
 * The design tokens: the one source of the palette, radii and spacings (decision 030). `tokens.css` declares
 * each of them as a custom property on `:root` with the same value (test/ui/tokens.test.ts compares the two) for
 * the plain-CSS screens; the Mantine theme (ui/theme.ts) takes its primary colour, radius and spacing from here.
 * Named by role, not by value.
 */

/** The brand's deep orange, light to dark: Mantine's primary colour tuple (index 8 is the filled shade). */
export const brandScale = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#d9530f',
  '#c2410c',
  '#9a3412',
] as const;

/** Custom property name (without the leading `--`) to value. */
export const colors = {
  // The brand (primary) colour and its shades.
  'color-primary': brandScale[8],
  'color-primary-strong': brandScale[9],
  'color-primary-deep': '#7c2d12',
  'color-primary-bright': brandScale[4],
  'color-primary-light': brandScale[3],
  'color-primary-soft': brandScale[2],
  'color-primary-subtle': brandScale[1],
  'color-primary-faint': brandScale[0],
  // Text.
  'color-text': '#1f2937',
  'color-text-strong': '#1c1917',
  'color-text-secondary': '#44403c',
  'color-text-muted': '#57534e',
  'color-text-subtle': '#78716c',
  'color-text-neutral': '#374151',
  'color-on-primary': '#fff',
  // Surfaces and borders.
  'color-bg': brandScale[0],
  'color-surface': '#fff',
  'color-surface-muted': '#f5f5f4',
  'color-surface-subtle': '#fafaf9',
  'color-border': '#f1e2d3',
  'color-border-strong': '#e7d6c7',
  'color-border-neutral': '#e7e5e4',
  'color-border-neutral-strong': '#d6d3d1',
  // States.
  'color-success': '#166534',
  'color-success-strong': '#15803d',
  'color-success-bg': '#dcfce7',
  'color-warn': '#78350f',
  'color-warn-border': '#fde68a',
  'color-warn-bg': '#fef3c7',
  'color-warn-faint': '#fffbeb',
  'color-error': '#b91c1c',
  'color-error-strong': '#991b1b',
  'color-error-deep': '#7f1d1d',
  'color-error-border': '#fecaca',
  'color-error-bg': '#fee2e2',
  'color-error-faint': '#fef2f2',
  /** A form field's error (Mantine's red 9: its stock error red is 3.3:1 on white). */
  'color-field-error': '#c92a2a',
  'color-info': '#1d4ed8',
  'color-info-deep': '#1e3a8a',
  'color-info-bg': '#dbeafe',
} as const;

/** Corner radii. `radius-sm` is Mantine's `md`, the theme's default radius (buttons, inputs). */
export const radii = {
  'radius-sm': '8px',
  'radius-md': '12px',
  'radius-lg': '16px',
  'radius-pill': '999px',
} as const;

/** The common spacings (gaps, paddings). `space-3` and `space-4` are Mantine's `sm` and `md` spacing. */
export const spacing = {
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
} as const;

export const tokens = { ...colors, ...radii, ...spacing } as const;
