import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '../src/contracts/contract';
import { isRouteTableFile, routeTableFiles } from './route-table-files';

// `npm run generate -w shared-api` (also run by its build): writes the browser's route table
// from the contract (route-table-files.ts), and removes the file of an area that is gone.

const CONTRACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/contracts');

const files = routeTableFiles(contract);
for (const stale of readdirSync(CONTRACTS_DIR).filter(isRouteTableFile)) {
  if (!files.has(stale)) rmSync(path.join(CONTRACTS_DIR, stale));
}
for (const [name, text] of files) writeFileSync(path.join(CONTRACTS_DIR, name), text);
console.log(`shared-api: wrote the route table (${files.size} files) from the contract`);
