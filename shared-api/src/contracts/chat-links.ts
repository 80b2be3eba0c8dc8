// Which chat messages hold a link (held for a moderator's review, docs/roles.md). Zod-free and
// small: the server decides with it, and the message box uses it to say beforehand that such
// a message will wait.
//
// A link is any of:
//  - a scheme: `http://`, `https://`, `ftp://`, any `scheme://` (any case), wherever it stands;
//  - `www.` followed by a letter or digit (`www.example`, not a sentence ending in "www.");
//  - a bare domain: labels of letters, digits and inner hyphens joined by dots, ending in one
//    of the common top-level domains below, and not followed by another letter, digit or
//    hyphen (`paid.com`, `Vote.ORG/now`, `news.co.uk`, `me@mail.com`; not `node.js`, `e.g.`,
//    `3.14`, `company.commission`). The TLD list is the common ones, deliberately: a rule
//    that held every `word.word` would hold ordinary typos ("yes.no") too.
//
// Before matching, the text is read as a browser would read a typed address: Unicode
// NFKC (full-width letters and dots, `ｅｖｉｌ．ｃｏｍ`, become plain), ideographic full stops
// (`evil。com`, `evil｡com`) count as dots, and a dot with spaces before it joins its neighbours
// (`evil . com`, `evil .com`). A dot followed by a space alone ("the store. Me too") is how a
// sentence ends, so it stays a sentence.

export const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'mil',
  'info',
  'biz',
  'io',
  'co',
  'us',
  'uk',
  'ca',
  'de',
  'fr',
  'ru',
  'cn',
  'jp',
  'au',
  'nl',
  'eu',
  'me',
  'tv',
  'ly',
  'gg',
  'ai',
  'app',
  'dev',
  'xyz',
  'site',
  'online',
  'shop',
  'store',
  'link',
  'live',
  'news',
  'top',
  'club',
  'vip',
  'win',
] as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

const LINK_PATTERN = new RegExp(
  [
    '[a-z][a-z0-9+.-]*://',
    'www\\.[a-z0-9]',
    // Not preceded by a label character, so the match starts at a label's start.
    `(?<![a-z0-9-])(?:${LABEL}\\.)+(?:${COMMON_TLDS.join('|')})(?![a-z0-9-])`,
  ].join('|'),
  'i',
);

/** Dots an address may be typed with besides '.': ideographic, half-width ideographic. */
const OTHER_DOTS = /[\u3002\uFF61]/gu;

/** `text` as an address reader would take it (see above). */
function asTyped(text: string): string {
  return text
    .normalize('NFKC')
    .replace(OTHER_DOTS, '.')
    .replace(/\s+\.\s*/gu, '.');
}

/** Whether `text` holds a link by the rules above. */
export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(asTyped(text));
}
