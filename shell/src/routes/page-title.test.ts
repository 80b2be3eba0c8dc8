import { NOT_FOUND_TITLE, pageTitle, SITE_TITLE } from './page-title';
import { REMOTE_ROUTES } from './route-table';

describe('pageTitle', () => {
  it('names each page, with the state spelled out', () => {
    expect(pageTitle('/')).toBe(SITE_TITLE);
    expect(pageTitle('/home')).toBe('All states | PAID');
    expect(pageTitle('/PaidState/CA')).toBe('California state race | PAID');
    expect(pageTitle('/PaidCounty/TX/48201')).toBe('County race in Texas | PAID');
    expect(pageTitle('/tournament/ny')).toBe('New York debate tournament | PAID');
    expect(pageTitle('/donate/12')).toBe('Donate | PAID');
    expect(pageTitle('/candidate/account')).toBe('Your account | PAID');
    expect(pageTitle('/learn-more')).toBe('How PAID works | PAID');
    expect(pageTitle('/login')).toBe('Log in | PAID');
    expect(pageTitle('/no/such/page')).toBe(NOT_FOUND_TITLE);
  });

  it('never names a state that does not exist', () => {
    expect(pageTitle('/PaidState/ZZ')).toBe(NOT_FOUND_TITLE);
    expect(pageTitle('/tournament/xx')).toBe(NOT_FOUND_TITLE);
    expect(pageTitle('/PaidCounty/QQ/99001')).toBe(NOT_FOUND_TITLE);
    for (const path of ['/PaidState/ZZ', '/tournament/xx', '/PaidCity/QQ/99001/99001']) {
      expect(pageTitle(path)).not.toMatch(/Unknown State/);
    }
  });

  it('gives every remote route a title of its own', () => {
    const titles = REMOTE_ROUTES.map((route) => pageTitle(route.path.replaceAll(':state', 'CA')));
    for (const title of titles) expect(title.trim().length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
