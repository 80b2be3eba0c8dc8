import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centsToDollars, csvDocument, csvField } from '../src/committee-report/csv';
import { contributorOf } from '../src/committee-report/contributors';

// The committee report's CSV writer (RFC 4180 and OWASP's CSV injection advice) and its
// matching of gifts to contributors, without a database.

describe('csvField', () => {
  it('leaves plain text alone', () => {
    assert.equal(csvField('Ann Lee'), 'Ann Lee');
    assert.equal(csvField(''), '');
    assert.equal(csvField('José Núñez'), 'José Núñez');
  });

  it('quotes commas, quotes, CR and LF, doubling quotes (RFC 4180)', () => {
    assert.equal(csvField('Lee, Ann'), '"Lee, Ann"');
    assert.equal(csvField('Ann "A" Lee'), '"Ann ""A"" Lee"');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    assert.equal(csvField('carriage\rreturn'), '"carriage\rreturn"');
  });

  it('neutralises cells a spreadsheet would run as a formula (OWASP)', () => {
    for (const start of ['=', '+', '-', '@', '\t']) {
      assert.equal(csvField(`${start}1+1`), `'${start}1+1`, JSON.stringify(start));
    }
    // A leading CR is neutralised and, being a line break, quoted.
    assert.equal(csvField('\r=1'), `"'\r=1"`);
    assert.equal(csvField('=SUM(A1,A2)'), `"'=SUM(A1,A2)"`);
    // Only the first character matters.
    assert.equal(csvField('a=b'), 'a=b');
  });

  it('writes a UTF-8 document with a byte order mark and CRLF records', () => {
    assert.equal(csvDocument(['a', 'b'], [['1', '2,3']]), '\uFEFFa,b\r\n1,"2,3"\r\n');
    assert.equal(csvDocument(['a'], []), '\uFEFFa\r\n');
  });
});

describe('centsToDollars', () => {
  it('writes two decimals exactly', () => {
    assert.equal(centsToDollars(0), '0.00');
    assert.equal(centsToDollars(5), '0.05');
    assert.equal(centsToDollars(1999), '19.99');
    assert.equal(centsToDollars(350_000), '3500.00');
    assert.equal(centsToDollars(123_456_789), '1234567.89');
  });
});

describe('contributorOf', () => {
  const gift = (emailKey: string, extra: Partial<Parameters<typeof contributorOf>[0][0]> = {}) => ({
    emailKey,
    userId: null,
    accountEmailKey: null,
    identityKey: null,
    ...extra,
  });

  it('joins gifts sharing any key, through chains, named by the first gift', () => {
    const contributors = contributorOf([
      gift('a@x.org', { identityKey: 'ann|1main|62701' }),
      gift('b@x.org'),
      gift('c@x.org', { identityKey: 'ann|1main|62701' }),
      gift('d@x.org', { userId: 7, accountEmailKey: 'b@x.org' }),
      gift('e@x.org', { userId: 7 }),
      gift('c@x.org'),
    ]);
    assert.deepEqual(contributors, [0, 1, 0, 1, 1, 0]);
  });

  it('keeps visitors apart when nothing is shared', () => {
    assert.deepEqual(contributorOf([gift('a@x.org'), gift('b@x.org'), gift('c@x.org')]), [0, 1, 2]);
  });
});
