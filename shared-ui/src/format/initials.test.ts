import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['Jane Q. Doe', 'JD'],
    ['  cher  ', 'C'],
    ['José Núñez', 'JN'],
    ['élise martin', 'ÉM'],
    ["Seán O'Brien", 'SO'],
    ['(Dr.) Ada Lovelace', 'DL'],
    ['李明', '李'],
    ['', '?'],
    ['42 ---', '?'],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
