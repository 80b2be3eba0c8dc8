import { REMOTE_ROUTES, remoteForPath } from './route-table';

// The page routes of docs/routes-and-screens.md that a remote draws, the donation page and
// the single-post page included. `/`, `/learn-more` and not-found are the shell's.
const SPEC_REMOTE_ROUTES = [
  '/home',
  '/PaidState/:state',
  '/PaidCounty/:state/:fips',
  '/PaidCity/:state/:countyFips/:cityFips',
  '/tournament/:state',
  '/register',
  '/candidate/account',
  '/candidate/:candidateId',
  '/go-live',
  '/Shorts',
  '/campaign-url-generator',
  '/candidate-registration',
  '/donate/:candidateId',
  '/Shorts/:postId',
];

test('every route of the spec maps to one exposed screen', () => {
  expect(REMOTE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_REMOTE_ROUTES].sort());
  for (const route of REMOTE_ROUTES) expect(route.screen).toMatch(/-screen$/);
});

test('the remote owning a path is found for preloading', () => {
  expect(remoteForPath('/PaidState/CA')).toBe('mf_brackets');
  expect(remoteForPath('/candidate/account')).toBe('mf_candidate');
  expect(remoteForPath('/Shorts')).toBe('mf_shorts');
  expect(remoteForPath('/learn-more')).toBeNull();
});
