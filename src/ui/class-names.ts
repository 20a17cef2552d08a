/** Joins class names, skipping empty ones: `classNames('a', loading && 'b', className)`. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
