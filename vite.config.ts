import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The engine's modules run nothing when loaded (pure TypeScript: only declarations), and the
 * bundler is told so: a module of it that the entry imports only through the engine's index
 * (the validator, the cost check: what the explore screen and the lab use) then stays out of
 * the entry, in the chunks that use it. The ones the entry uses the bundler puts in the entry.
 */
const SIDE_EFFECT_FREE = /[\\/]src[\\/]engine[\\/]/;

/**
 * The modules the entry imports statically, directly or not: what every page loads before its
 * first paint. They go in one chunk (below): split over a dozen shared chunks, as the bundler
 * splits them by which lazy route also uses them, they took about 6 KB more gzip (each file
 * compressed alone, each with its own imports), and the initial-JS budget is counted in gzip.
 * What only a lazy route or panel imports stays in its own chunk. The side-effect-free modules
 * (above) are left to the bundler, which puts those the entry uses in the entry's chunk.
 */
function upFrontModules(): Plugin {
  let upFront: ReadonlySet<string> = new Set();
  let oneFile = false;
  return {
    name: 'stale-pages:up-front-modules',
    buildEnd() {
      const seen = new Set<string>();
      const todo = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      upFront = new Set([...seen].filter((id) => !SIDE_EFFECT_FREE.test(id)));
    },
    // not in the offline build, one file with every chunk inlined (vite.offline.config.mjs)
    configResolved(config) {
      oneFile = config.plugins.some((p) => p.name === 'vite:singlefile');
    },
    outputOptions(options) {
      if (oneFile) return null;
      return { ...options, manualChunks: (id) => (upFront.has(id) ? 'app' : undefined) };
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), upFrontModules()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      treeshake: {
        // undefined: the default (package.json's "sideEffects", else assumed to have some)
        moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
    },
  },
  worker: { format: 'es' },
});
