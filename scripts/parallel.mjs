// Runs npm scripts side by side and prints each one's output in one piece when it ends, with how
// long it took. typecheck, lint and build share no output and are each mostly one thread: on a
// two-core machine, together they take about half as long as one after the other.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Uso: node scripts/parallel.mjs <script de npm> [<script de npm> ...]');
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const status = code === 0 ? 'ok' : `falló (código ${code})`;
      console.log(`── npm run ${script}: ${status}, ${seconds(Date.now() - started)}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
