// @ts-check
/**
 * The offline build: one self-contained dist-offline/index.html (code, styles, scenarios,
 * translations and favicon inlined) that works from file:// with no network, for stages and
 * training rooms. The engine's Web Worker cannot start from file://, so the app runs the
 * engine on the main thread there (src/worker/client.ts falls back by itself); the worker
 * chunk is therefore not emitted as a separate file.
 */
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import base from './vite.config.ts';

const favicon = `data:image/svg+xml;base64,${readFileSync('public/favicon.svg').toString('base64')}`;

/** Inline the favicon so the page makes no request at all. */
const inlineFavicon = {
  name: 'stale-pages:inline-favicon',
  /** @param {string} html */
  transformIndexHtml(html) {
    return html.replace(/href="\.?\/?favicon\.svg"/, `href="${favicon}"`);
  },
};

/**
 * Drop the separately emitted worker chunk: from file:// a module worker cannot start, and
 * the client runs the engine on the main thread instead, so the one HTML file is complete.
 */
const dropWorkerFiles = {
  name: 'stale-pages:drop-worker-files',
  /** @param {unknown} _options @param {Record<string, unknown>} bundle */
  generateBundle(_options, bundle) {
    for (const name of Object.keys(bundle))
      if (/\.worker-[\w-]+\.js$/.test(name)) delete bundle[name];
  },
};

export default mergeConfig(
  base,
  defineConfig({
    publicDir: false,
    plugins: [inlineFavicon, viteSingleFile({ removeViteModuleLoader: true }), dropWorkerFiles],
    build: { outDir: 'dist-offline', emptyOutDir: true, assetsInlineLimit: 100_000_000 },
  }),
);
