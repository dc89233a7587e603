/// <reference types="vitest/config" />
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
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
      },
      workbox: {
        // The built-in scenarios (top-level scenarios/) are imported by src/scenario/builtin.ts, so they are part of
        // the precached JS; json stays for data files served as assets. manifest.webmanifest is added by the plugin.
        // tests/browser/offline.spec.mjs checks that the final precache lists every file once.
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,woff2}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'tests/soak/**', 'tests/browser/**', 'dist/**', 'dev-dist/**'],
    passWithNoTests: true,
  },
});
