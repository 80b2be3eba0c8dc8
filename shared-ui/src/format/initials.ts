/**
 * Up to two letters standing for a name when there is no picture: the first letter of the
 * first and of the last word ('Jane Q. Doe' -> 'JD', 'Cher' -> 'C'), '?' when the name has
 * no letter at all. Whole code points, so an accented or non-Latin initial stays whole.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '?';
  const first = letters[0];
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return `${first}${last}`.toUpperCase();
}
