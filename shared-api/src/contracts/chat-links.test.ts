import { containsLink } from './chat-links';

describe('containsLink', () => {
  it.each([
    'see https://paid.example/vote',
    'HTTP://PAID.TEST',
    'go to www.paid',
    'WWW.Example',
    'paid.com',
    'vote at Paid.ORG/now',
    'news.co.uk is good',
    'write me@mail.com',
    '(paid.io)',
    'end with vote.us.',
    'x_paid.com',
    'sub-domain.example.net',
    // Other schemes, spaced, full-width and ideographic dots.
    'ftp://x',
    'see FTP://files.example',
    'magnet://anything',
    'evil . com',
    'evil .com',
    'paid .com',
    'evil。com',
    'evil｡com',
    'evil．com',
    'ｅｖｉｌ．ｃｏｍ',
  ])('holds %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'hello there',
    'node.js is fun',
    'e.g. this',
    'pi is 3.14',
    'the company.commission met',
    'a sentence ending in www.',
    'dot.comma',
    'yes.no',
    'http:/ broken',
    'the store. Me too',
    'ratio 3 : 1',
    'paid.comx',
    'paid.com-like',
  ])('lets %j through', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
