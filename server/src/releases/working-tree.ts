import { spawnSync } from 'node:child_process';

// What a release was built from: the checkout's revision, and the paths `git status` names
// when the working tree differs from it (edited, staged, deleted or new files). A release
// built from uncommitted changes says so in its id and revision (`<sha>-dirty`) and keeps the
// paths (npm run admin -- releases lists them), so nobody takes it for the commit.

export interface WorkingTree {
  /** The short revision of HEAD, or 'nogit' outside a checkout. */
  revision: string;
  /** Paths with uncommitted changes, relative to the checkout; empty when clean. */
  uncommitted: string[];
}

function git(cwd: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/** The paths of `git status --porcelain -z`: `XY path`, and a rename's old path after it. */
export function parsePorcelain(output: string): string[] {
  const entries = output.split('\0');
  const paths: string[] = [];
  for (let at = 0; at < entries.length; at += 1) {
    const entry = entries[at];
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') at += 1;
  }
  return paths;
}

export function workingTree(cwd: string): WorkingTree {
  const head = git(cwd, ['rev-parse', '--short=7', 'HEAD'])?.trim().toLowerCase() ?? '';
  if (!/^[0-9a-f]{4,40}$/.test(head)) return { revision: 'nogit', uncommitted: [] };
  const status = git(cwd, ['status', '--porcelain=v1', '-z', '--untracked-files=normal']);
  return { revision: head, uncommitted: status === undefined ? [] : parsePorcelain(status) };
}

/** The revision a release records: `-dirty` after it when there were uncommitted changes. */
export function revisionLabel(tree: WorkingTree): string {
  return tree.uncommitted.length > 0 ? `${tree.revision}-dirty` : tree.revision;
}
