import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sandbox did not answer ${url} within ${timeoutMs} ms`);
}

/** The sandbox serving the production build from dist/, as the e2e tests run it. */
export async function startSandbox(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'sandbox', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_MODE: 'test', SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(`${url}/api/__test__/health`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xlsx': 'application/octet-stream',
};

/** A plain static server for the bench's own pages (the SheetJS baseline), never part of the app. */
export async function startStaticServer(directory: string, port: number): Promise<RunningServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(directory, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(directory + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
