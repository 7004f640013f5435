import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compressAssets } from './build/compress-assets';
import { prerenderLogin } from './build/prerender-login';
import { serviceWorkerScript } from './build/service-worker-script';
import { sourceMapsApart } from './build/source-maps-apart';

// The top-level manifest is the one source; the plugin emits it and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  // The import aliases (@/…, @contract/…) from tsconfig.base.json's paths, the one table of them.
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders in chunks of their own: the login page never downloads the factoring screens' reads.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/*.svg', 'icons/*.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The API is never served from, or written to, a cache.
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [{ urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' }],
        cleanupOutdatedCaches: true,
        // Our handlers beside Workbox's: a click on a system notification opens the notice's screen.
        importScripts: ['sw-notification-click.js'],
        clientsClaim: false,
        skipWaiting: false,
        // Workbox's own code needs no map, and a map named from sw.js would not be served.
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
    serviceWorkerScript(
      fileURLToPath(new URL('./service-worker/notification-click-handler.ts', import.meta.url)),
      'sw-notification-click.js',
    ),
    prerenderLogin(),
    compressAssets(),
    sourceMapsApart(
      fileURLToPath(new URL('./dist', import.meta.url)),
      fileURLToPath(new URL('./dist-maps', import.meta.url)),
    ),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Maps for reading error reports, never served: no file names its map, and the maps are moved
    // out of dist/ (build/source-maps-apart.ts).
    sourcemap: 'hidden',
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      // The app, and the login page on its own: /auth/login loads neither the router nor the data layer.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./auth/login.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.SANDBOX_PORT ?? '4173'}` },
  },
  preview: { port: 4173 },
});
