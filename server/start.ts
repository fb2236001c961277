// `npm start`: serve the production build, building it first when there is none, so that
// `npm install && npm start` is all a newcomer types.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './app.ts';
import { main } from './main.ts';

// Only the default folder is built here; a custom DIST_DIR is expected to be built already.
const builtEntry = path.join(PROJECT_ROOT, 'dist', 'server', 'entry.mjs');
if (!existsSync(builtEntry)) {
  console.log('No production build found: running "npm run build" first...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await main({ dev: false });
