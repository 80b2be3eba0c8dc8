import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { restoreEnglishPage } from 'shared-config/testing';
import { API_MESSAGES_CATALOGUE, isCatalogReady, translateMessage } from './catalogs';
import { contractSentencesReady } from './contract-sentences';
import { defineCatalog } from './define-catalog';

// The contract's sentences load with the screens that show them (defineCatalog's
// `contractSentences`), not with every page: /home's catalogue does not ask for them.

// The real Spanish file, as webpack hands a JSON module to import() (its default export);
// Jest's own import() gives the bare object.
const loads: string[] = [];
jest.mock('shared-api/api-messages', () => ({
  loadApiMessages: async (language: string) => {
    loads.push(language);
    return { default: jest.requireActual(`shared-api/locales/${language}.json`) };
  },
}));

const SENTENCE = 'Unknown state';
const ownWords = () => Promise.resolve({ messages: { hello: 'Hola' } });

beforeEach(() => {
  document.documentElement.lang = 'es';
});
afterEach(restoreEnglishPage);

test('a catalogue without contractSentences loads its own words only', async () => {
  const home = defineCatalog<'hello'>('test/home', ownWords);
  await home.ready();
  expect(home.t('hello')).toBe('Hola');
  expect(isCatalogReady(API_MESSAGES_CATALOGUE)).toBe(false);
  expect(loads).toEqual([]);
  expect(translateMessage(SENTENCE)).toBe(SENTENCE);
});

test("a screen whose catalogue shows the contract's sentences renders them in the page's language", async () => {
  const places = defineCatalog<'hello'>('test/places', ownWords, { contractSentences: true });
  // What the shell's remote area waits for before the screen (its catalogue's ready()).
  await places.ready();
  const Screen = places.withMessages(() => <p>{translateMessage(SENTENCE)}</p>);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );
  expect(await screen.findByText('Estado desconocido')).toBeInTheDocument();
  expect(contractSentencesReady()).toBe(true);
  expect(loads).toEqual(['es']);
});

test('an English page needs no file for them', () => {
  restoreEnglishPage();
  expect(contractSentencesReady()).toBe(true);
  expect(translateMessage(SENTENCE)).toBe(SENTENCE);
});
