/** The class names that apply, space-separated: CSS Modules' classes and conditions (`cx(styles.a, on && styles.b)`). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
