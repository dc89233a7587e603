import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  // Relative base: the built app works from any sub-path (static hosting, file shares).
  base: './',
  // Pre-bundled up front: discovered on the first dev visit they trigger a reload mid-render, which shows up as a
  // one-off hooks error from two copies of preact.
  optimizeDeps: { include: ['preact', 'preact/hooks', '@preact/signals'] },
  plugins: [
    preact(),
    VitePWA({
      strategies: 'generateSW',
      // 'prompt' and no skipWaiting/clientsClaim: an update never reloads or breaks a running game;
      // the app asks the player (via registerSW from 'virtual:pwa-register').
      registerType: 'prompt',
      injectRegister: false,
      // The icons are already matched by globPatterns; avoid listing them twice in the precache.
      includeManifestIcons: false,
      manifest: {
        name: "Pocket '44",
        short_name: 'Pocket 44',
        description: "Memoir '44 in your pocket: offline-first, pass-and-play or peer-to-peer.",
        theme_color: '#3b4a2f',
        background_color: '#1e2418',
        display: 'standalone',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
        // "Open with Pocket '44" for scenario files (read through window.launchQueue in App.tsx).
        file_handlers: [{ action: './', accept: { 'application/json': ['.m44', '.json'] } }],
        // Sharing a scenario file to the installed app: a POST handled by public/share-target.js in the service worker.
        share_target: {
          action: './share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'scenario', accept: ['application/json', '.m44', '.json'] }] },
        },
      },
      workbox: {
        // The built-in scenarios (top-level scenarios/) are imported by src/scenario/builtin.ts, so they are part of
        // the precached JS; json stays for data files served as assets. manifest.webmanifest is added by the plugin.
        // tests/browser/offline.spec.mjs checks that the final precache lists every file once.
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        // The share-target POST handler must see the request before Workbox's routes do.
        importScripts: ['share-target.js'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
