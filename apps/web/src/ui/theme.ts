import { createTheme, type MantineColorsTuple, rem } from '@mantine/core';
import { brandScale, radii, spacing } from '../ui/tokens.ts';

/**
 * The brand's deep orange (ui/tokens.ts), whose filled shade (index 8, #c2410c, `--color-primary`) keeps white
 * text at 5.2:1 (WCAG AA); Mantine's stock orange[8] is only 3.6:1.
 */
const brand: MantineColorsTuple = [...brandScale];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 8,
  defaultRadius: 'md',
  // The same values as Mantine's defaults (its md radius is 8px, its sm and md spacings 12px and 16px), taken from
  // the tokens so the theme and the plain-CSS screens share one source.
  radius: { md: rem(radii['radius-sm']) },
  spacing: { sm: rem(spacing['space-3']), md: rem(spacing['space-4']) },
  // No font of its own: Mantine's default stack, which app.css gives the screens without Mantine's provider, so a
  // part that brings the provider late (the booking form's calendar) changes no text around it.
  headings: { fontWeight: '700' },
});
