import { readdirSync, rmSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { stepTimeoutMs } from './engine';

/** Empties the engine's download folder, so the next file there is the flow's own. */
export function clearDownloads(folder: string): void {
  for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true });
}

/**
 * The path of the download named like `pattern` once it is complete: browsers write a download
 * under a temporary name beside it (Firefox's `.part`), so it is done when it is alone in the
 * folder and not empty. The folder is watched, not polled.
 */
export function downloaded(folder: string, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const complete = () => {
      const names = readdirSync(folder);
      const [name] = names;
      return names.length === 1 && name !== undefined && pattern.test(name) && statSync(join(folder, name)).size > 0
        ? join(folder, name)
        : undefined;
    };
    const watcher = watch(folder);
    const finish = (path: string | undefined, failure?: Error) => {
      clearTimeout(deadline);
      watcher.close();
      if (path === undefined) reject(failure ?? new Error('sin descarga'));
      else resolve(path);
    };
    const deadline = setTimeout(() => {
      finish(
        undefined,
        new Error(`No llegó la descarga ${pattern.source} a ${folder}: ${readdirSync(folder).join(', ')}`),
      );
    }, stepTimeoutMs);
    watcher.on('change', () => {
      const path = complete();
      if (path !== undefined) finish(path);
    });
    watcher.on('error', (failure) => finish(undefined, failure));
    const path = complete();
    if (path !== undefined) finish(path);
  });
}
