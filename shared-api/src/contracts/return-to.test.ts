import { safeReturnTo } from './return-to';

test.each([
  ['/Shorts', '/Shorts'],
  ['/PaidCity/CA/037/44000?x=1#top', '/PaidCity/CA/037/44000?x=1#top'],
  ['//evil.com', '/home'],
  ['https://evil.com', '/home'],
  ['/\\evil.com', '/home'],
  ['/\tevil', '/home'],
  ['/api/logout', '/home'],
  ['/login?returnTo=/x', '/home'],
  ['', '/home'],
  [undefined, '/home'],
])('safeReturnTo(%p) is %p', (input, expected) => {
  expect(safeReturnTo(input)).toBe(expected);
});
