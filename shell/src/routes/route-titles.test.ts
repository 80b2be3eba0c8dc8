import en from '../locales/en.json';
import es from '../locales/es.json';
import {
  NOT_FOUND_TITLE,
  pageTitle,
  routeAreaKey,
  routeTitleKey,
  SHELL_TITLED_PATHS,
  SITE_TITLE,
} from './page-title';
import { onSpanishPage } from 'shared-config/testing';
import { REMOTE_ROUTES } from './route-table';

// Page titles and area names come from the shell's catalogue, one key per route of
// shared-config/site-map.js ('title./home', 'area./home'): a route added to the site map
// without its keys fails here.

const catalogue = (language: 'en' | 'es'): Record<string, string> => (language === 'en' ? en : es);

describe.each(['en', 'es'] as const)('the %s catalogue', (language) => {
  const messages = catalogue(language);

  test.each(REMOTE_ROUTES.map((route) => [route.path] as const))(
    'has a title and an area name for %s',
    (path) => {
      expect(messages[routeTitleKey(path)]?.trim()).toBeTruthy();
      expect(messages[routeAreaKey(path)]?.trim()).toBeTruthy();
    },
  );

  test("has a title for the intro, not-found and each of the shell's own pages", () => {
    for (const key of ['title./', 'title.notFound', ...SHELL_TITLED_PATHS.map(routeTitleKey)]) {
      expect(messages[key]?.trim()).toBeTruthy();
    }
  });

  test('names the state in the title of each route with a :state', () => {
    for (const route of REMOTE_ROUTES) {
      expect(messages[routeTitleKey(route.path)].includes('{state}')).toBe(
        route.path.includes(':state'),
      );
    }
  });
});

test("the intro's and not-found's English titles are the ones the page starts with", () => {
  expect(en['title./']).toBe(SITE_TITLE);
  expect(`${en['title.notFound']} | PAID`).toBe(NOT_FOUND_TITLE);
});

describe('on a Spanish page', () => {
  onSpanishPage();

  test('titles are Spanish, with the state spelled out', () => {
    expect(pageTitle('/')).toBe('PAID - Plataforma de Democracia Competitiva');
    expect(pageTitle('/home')).toBe('Todos los estados | PAID');
    expect(pageTitle('/PaidState/CA')).toBe('Contienda estatal de California | PAID');
    expect(pageTitle('/tournament/ny')).toBe('Torneo de debate de New York | PAID');
    expect(pageTitle('/learn-more')).toBe('Cómo funciona PAID | PAID');
    expect(pageTitle('/PaidState/ZZ')).toBe('Página no encontrada | PAID');
    expect(pageTitle('/no/such/page')).toBe('Página no encontrada | PAID');
  });
});
