import path from 'node:path';
import { REPO_ROOT } from '../config';
import { AdminCommandError, runAsScript } from '../support/admin-client';
import { baselineStatus, CONTRACT_BASELINE, writeContractBaseline } from './contract-compat';

// `npm run contract:baseline [-- --accept-breaking]`: records today's API contract as the
// baseline later changes are checked against (contract-compat.ts), the step that goes with
// releasing remotes built from this source; commit the file it writes. A contract that breaks
// the current baseline is refused unless --accept-breaking says no live release still reads
// what it removes (npm run admin -- releases lists them).

function recordBaseline(args: readonly string[]): string {
  const accept = args.includes('--accept-breaking');
  if (args.some((arg) => arg !== '--accept-breaking')) {
    throw new AdminCommandError('Usage: npm run contract:baseline [-- --accept-breaking]');
  }
  const file = path.relative(REPO_ROOT, CONTRACT_BASELINE);
  const { breaking, stale } = baselineStatus();
  if (!stale) return `${file} already matches this source's API: nothing to record.`;
  if (breaking.length > 0 && !accept) {
    throw new AdminCommandError(
      `This source's API breaks remotes built against ${file}:\n  ${breaking.join('\n  ')}\nFix the API, or once no live release reads these run: npm run contract:baseline -- --accept-breaking`,
    );
  }
  writeContractBaseline();
  return `Recorded this source's API in ${file}: commit it.`;
}

runAsScript(import.meta.url, 'contract baseline', async () =>
  recordBaseline(process.argv.slice(2)),
);
