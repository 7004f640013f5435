import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const pageDirectory = fileURLToPath(new URL('./baseline-page/', import.meta.url));

/** Builds the SheetJS main-thread baseline page on its own, apart from the product build. */
export async function buildBaselinePage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageDirectory,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}
