import { parseFullName } from 'parse-full-name';
import type { FecName } from './fec-format';

// A donor types one name field; the FEC's records want last, first, middle, prefix and
// suffix. parse-full-name (npm) splits it: "Dr. Mary Ann de la Cruz Jr." is prefix Dr.,
// first Mary, middle Ann, last "de la Cruz", suffix Jr.; "Lee, Ann" is read last-name first.
// The case is kept as typed. A one-word name is a last name with no first name: the filer
// completes it.

export function fecName(fullName: string): FecName {
  const parts = parseFullName(fullName.trim(), 'all', 0, 0, 0);
  return {
    last: parts.last,
    first: parts.first,
    middle: parts.middle,
    prefix: parts.title,
    suffix: parts.suffix,
  };
}
