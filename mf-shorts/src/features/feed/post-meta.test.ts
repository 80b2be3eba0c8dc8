import { authorInitial, authorName, postAge } from './post-meta';

describe('authorName (derived by the server)', () => {
  it.each([
    [{ displayName: 'Jane Doe', verified: false }, 'Jane Doe'],
    [{ displayName: '  jane.doe ', verified: false }, 'jane.doe'],
    [{ displayName: '', verified: false }, 'Anonymous'],
    [{ displayName: '   ', verified: false }, 'Anonymous'],
  ])('%j -> %s', (user, name) => {
    expect(authorName(user)).toBe(name);
  });

  it("is 'Anonymous' without a user at all", () => {
    expect(authorName(null)).toBe('Anonymous');
    expect(authorName(undefined)).toBe('Anonymous');
  });
});

describe('authorInitial', () => {
  it.each([
    ['Jane Doe', 'J'],
    ['jane.doe', 'J'],
    ['élise', 'É'],
    ['😀 Smiley', '😀'],
    ['Anonymous', 'A'],
    ['  ', 'A'],
  ])('%s -> %s', (name, initial) => {
    expect(authorInitial(name)).toBe(initial);
  });
});

describe('postAge', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  it.each([
    ['2025-06-10T11:59:30Z', 'Just now'],
    ['2025-06-10T11:00:01Z', 'Just now'],
    ['2025-06-10T11:00:00Z', '1h'],
    ['2025-06-09T12:00:01Z', '23h'],
    ['2025-06-09T12:00:00Z', '1d'],
    ['2025-06-01T12:00:00Z', '9d'],
    ['2025-06-10T12:05:00Z', 'Just now'], // a server clock slightly ahead
  ])('%s -> %s', (createdAt, age) => {
    expect(postAge(createdAt, now)).toBe(age);
  });
});
