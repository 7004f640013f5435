// The registry this project installs from lacks most platform binaries of rollup and
// unrs-resolver (optional dependencies, one per OS and CPU). `npm install` then leaves them out of
// package-lock.json, and `npm ci` refuses the lockfile ("Missing: … from lock file"). This adds each
// missing one as an optional entry with its OS, CPU and libc, so npm ci skips it everywhere it does
// not apply, exactly as it would with the real metadata. Idempotent; run after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];
const oses = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix'];

/** OS, CPU and libc from a platform package's name, e.g. @rollup/rollup-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => oses.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!os || !cpu) return null;
  const libc = os === 'linux' ? (parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const installedAt = `node_modules/${name}`;
    if (packages[installedAt] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[installedAt] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      license: entry.license ?? 'MIT',
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} paquetes de plataforma añadidos.`);
