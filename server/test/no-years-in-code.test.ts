import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { SERVER_DIR } from '../src/server-dir';

// Elections are data (docs/donation-rules.md "Elections", decisions.md section 11): a new
// election or cycle is a row (server/elections/elections.json, then support's edits), so the
// product's code names no year and no election date. This test reads every non-test source of
// the server, the shared packages and the remotes, without its comments (TypeScript's printer
// drops them: an example date in a comment decides nothing), and fails on a date
// (`2026-11-03`, any `20NN-`) or a year from 2024 to 2030 outside the few exceptions below,
// each named with its reason.

const REPO_DIR = path.resolve(SERVER_DIR, '..');
const SOURCE_DIRS = [
  'server/src',
  'server/sql',
  'shared-api/src',
  'shared-ui/src',
  'shell/src',
  ...fs
    .readdirSync(REPO_DIR)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
];

/** Tests and their data: they may name any day they test. */
const TEST_SOURCE = /(\.test\.[jt]sx?$|\/testing\/|\/test\/|fixtures?\.[jt]sx?$|test-data\.[jt]s$)/;

/** `20NN-` (a date or a cycle's name) not inside a longer token such as `U+2000-206F`. */
const DATE = /(?<![\w+])20\d\d-/g;
/** A year the product lives in (and the next ones), as a whole number. */
const YEAR = /(?<![\w+])20(2[4-9]|30)(?!\d)/g;

interface Exception {
  file: string;
  /** The text allowed in that file (each exception must still be found: no stale entries). */
  text: string;
  why: string;
}

export const EXCEPTIONS: readonly Exception[] = [
  {
    file: 'server/src/seed/demo-accounts.ts',
    text: 'paid-demo-2026',
    why: 'the demo accounts password, documented in server/README.md',
  },
  ...['2016-2024', '2019-2023', '2015-2023', '2014-2022', '2016-2022', '2012-2019'].map((text) => ({
    file: 'server/src/seed/demo-candidates.ts',
    text,
    why: 'terms of office in the demo candidates biographies (text, not a rule)',
  })),
  {
    file: 'server/src/openapi/openapi-document.ts',
    text: 'draft-2020-12',
    why: 'the JSON Schema draft OpenAPI 3.1 names',
  },
  ...['en', 'es'].map((language) => ({
    file: `shell/src/locales/${language}.json`,
    text: '© 2025 PAID',
    why: 'the copyright notice: the year the site was first published (e2e shell.spec)',
  })),
  {
    file: 'shared-api/src/contracts/elections.ts',
    text: 'e.g. 2027-2028',
    why: "an example of a cycle's name in the admin schema's two messages",
  },
  ...['en', 'es'].map((language) => ({
    file: `shared-api/src/locales/${language}.json`,
    text: 'e.g. 2027-2028',
    why: "the admin schema's two messages (elections.ts above) as the table of the server's words keys them",
  })),
  {
    file: 'shared-api/src/locales/es.json',
    text: 'p. ej., 2027-2028',
    why: "the Spanish of the admin schema's two messages",
  },
  {
    file: 'server/src/support/election-commands.ts',
    text: 'add a cycle (2029-2030)',
    why: "an example of a cycle's name in the admin command's help",
  },
];

function sourceFiles(dir: string): string[] {
  const full = path.join(REPO_DIR, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => `${dir}/${name}`)
    .filter(
      (file) =>
        (/\.(tsx?|mjs|sql)$/.test(file) || /\/locales\/.*\.json$/.test(file)) &&
        !TEST_SOURCE.test(file),
    );
}

const printer = ts.createPrinter({ removeComments: true });

/** The file's code without its comments (TypeScript printed; SQL without `--` and block comments; a catalogue whole). */
export function codeOf(file: string, text: string): string {
  // An app's catalogue (docs/languages.md) is all product text.
  if (file.endsWith('.json')) return text;
  if (file.endsWith('.sql')) {
    return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/--.*$/gm, '');
  }
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  return printer.printFile(source);
}

interface Finding {
  file: string;
  line: string;
}

/** Lines of `code` naming a date or a year, less the file's exceptions (marked used). */
export function findingsOf(file: string, code: string, used: Set<Exception>): Finding[] {
  const mine = EXCEPTIONS.filter((exception) => exception.file === file);
  const findings: Finding[] = [];
  for (const line of code.split('\n')) {
    let rest = line;
    for (const exception of mine) {
      if (rest.includes(exception.text)) {
        used.add(exception);
        rest = rest.split(exception.text).join('');
      }
    }
    if (rest.match(DATE) || rest.match(YEAR)) findings.push({ file, line: line.trim() });
  }
  return findings;
}

describe('no year or election date in product code', () => {
  it('finds none in the non-test sources of the server, the shared packages and the remotes', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    assert.ok(files.length > 500, `read ${files.length} source files`);
    const used = new Set<Exception>();
    const findings = files.flatMap((file) =>
      findingsOf(file, codeOf(file, fs.readFileSync(path.join(REPO_DIR, file), 'utf8')), used),
    );
    assert.deepEqual(
      findings,
      [],
      'a year or date in product code: put it in the data (server/elections/elections.json, ' +
        'an election row) or, when it is no election, name it as an exception with its reason',
    );
    const stale = EXCEPTIONS.filter((exception) => !used.has(exception));
    assert.deepEqual(stale, [], 'exceptions no longer found: remove them');
  });

  it('catches a date and a year in code, not in comments or longer tokens', () => {
    const used = new Set<Exception>();
    const code = codeOf(
      'x.ts',
      [
        '// The general election of 2026-11-03.',
        "const range = 'U+2000-206F';",
        "export const ELECTION_DAY = '2026-11-03';",
        'export const CYCLE_END = 2028;',
      ].join('\n'),
    );
    assert.deepEqual(
      findingsOf('x.ts', code, used).map((finding) => finding.line),
      ['export const ELECTION_DAY = "2026-11-03";', 'export const CYCLE_END = 2028;'],
    );
  });
});
