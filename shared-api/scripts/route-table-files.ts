import type { RoutePlace } from '../src/contracts/route';

// The browser's route table, as the text of the files that hold it. It is written from the
// contract (shared-api/src/contracts/contract.ts) by generate-route-table.ts, so each route
// is declared once, with its schemas, and the browser still loads no zod: these files hold
// only methods and paths, typed as the contract's routes so calls infer params, body and
// answer. route-table.test.ts fails when the committed files differ from what this writes.

/** The contract's shape as far as the table needs it: areas of routes by name. */
export type ContractPlaces = Record<string, Record<string, RoutePlace>>;

/** Kept in step with the repository's Prettier printWidth, so the files pass its check. */
const PRINT_WIDTH = 100;

const HEADER = [
  '// Generated from contract.ts by shared-api/scripts/generate-route-table.ts',
  '// (`npm run generate -w shared-api`): do not edit.',
];

/** `chatModeration` -> `routes-chat-moderation.ts`. */
export function areaFileName(area: string): string {
  return `routes-${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

/** Whether a file of the contracts folder is one this generator writes (or once wrote). */
export function isRouteTableFile(fileName: string): boolean {
  return /^routes-[a-z-]+\.ts$/.test(fileName) || fileName === 'browser-contract.ts';
}

function placeLines(name: string, { method, path }: RoutePlace): string[] {
  const line = `  ${name}: { method: '${method}', path: '${path}' },`;
  if (line.length <= PRINT_WIDTH) return [line];
  return [`  ${name}: {`, `    method: '${method}',`, `    path: '${path}',`, '  },'];
}

function areaFile(area: string, places: Record<string, RoutePlace>): string {
  return [
    ...HEADER,
    "import type { Contract } from './contract';",
    '',
    `// Methods and paths of the contract's ${area} routes (see browser-contract.ts).`,
    `export const ${area} = {`,
    ...Object.entries(places).flatMap(([name, place]) => placeLines(name, place)),
    `} as unknown as Contract['${area}'];`,
    '',
  ].join('\n');
}

function browserContractFile(areas: string[]): string {
  return [
    ...HEADER,
    '//',
    "// The browser's view of the contract: each route's method and path, typed as the full",
    '// contract so `apiRequest(contract.posts.list, { query })` infers its params, query, body',
    '// and answer from the schemas. Only the types of the schemas come along; reading a schema',
    '// from it (`contract.posts.list.response`) at run time gives undefined, so code that needs',
    "// one imports 'shared-api/contracts'.",
    '//',
    "// Imported as a namespace (`import * as contract from './browser-contract'`, re-exported by",
    '// the package as `contract`): webpack follows `contract.posts` to the one module it names,',
    '// and each area is a module of its own (routes-<area>.ts), so a chunk carries only the',
    '// areas its code calls. One object holding every area put every path of the API into',
    "// every app's first load; one module holding every area did too, as soon as any lazy",
    '// screen of the app used the whole table.',
    ...areas.map((area) => `export { ${area} } from './${areaFileName(area).slice(0, -3)}';`),
    '',
  ].join('\n');
}

/** File name (in the contracts folder) -> text, for every file of the table. */
export function routeTableFiles(contract: ContractPlaces): Map<string, string> {
  const files = new Map<string, string>();
  for (const [area, routes] of Object.entries(contract)) {
    const places = Object.fromEntries(
      Object.entries(routes).map(([name, { method, path }]) => [name, { method, path }]),
    );
    files.set(areaFileName(area), areaFile(area, places));
  }
  files.set('browser-contract.ts', browserContractFile(Object.keys(contract)));
  return files;
}
