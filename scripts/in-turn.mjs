// Runs npm scripts one after another, each even when one before it failed, and fails if any did:
// a failed end-to-end test must not keep the Firefox and WebKit smoke out of the closing count.
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Uso: node scripts/in-turn.mjs <script de npm> [<script de npm> ...]');
  process.exit(2);
}

const failed = scripts.filter((script) => spawnSync('npm', ['run', script], { stdio: 'inherit' }).status !== 0);
if (failed.length > 0) console.error(`Fallaron: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
