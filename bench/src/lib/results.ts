import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './app-under-test';

/** Writes a bench's figures to bench/results/<name>.json (the folder is git-ignored). */
export function writeResults(name: string, value: unknown): void {
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench/results', `${name}.json`),
    `${JSON.stringify(value, null, 2)}\n`,
  );
}
