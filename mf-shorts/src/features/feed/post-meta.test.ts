import { authorInitial, authorName, postAge } from './post-meta';

describe('authorName (spec section 2)', () => {
  it.each([
    [{ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' }, 'Jane Doe'],
    [{ firstName: '  Jane ', lastName: ' Doe ', email: null }, 'Jane Doe'],
    [{ firstName: 'Jane', lastName: null, email: 'jd@example.com' }, 'Jane'],
    [{ firstName: null, lastName: 'Doe', email: 'jd@example.com' }, 'Doe'],
    [{ firstName: null, lastName: null, email: 'jane.doe@example.com' }, 'jane.doe'],
    [{ firstName: '', lastName: '  ', email: 'voter@example.com' }, 'voter'],
    [{ firstName: null, lastName: null, email: '@example.com' }, 'Anonymous'],
    [{ firstName: null, lastName: null, email: '' }, 'Anonymous'],
    [{ firstName: null, lastName: null, email: null }, 'Anonymous'],
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
