import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. ':99'. */
  readonly display: string;
  stop(): Promise<void>;
}

/**
 * Starts Xvfb on a display number it picks itself (-displayfd writes it once the server accepts
 * connections), so two runs never race for one display and nothing polls for the socket.
 */
export async function startXvfb(): Promise<VirtualDisplay> {
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    (server.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString('utf8');
      if (written.includes('\n')) resolve(written.trim());
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`Xvfb terminó (${code}): ${errors}`)));
  });
  return {
    display: `:${number}`,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
