import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Few, larger chunks: a signed-in page loaded anew fetched some 105 files, 73 of them under 5 kB, six
 * at a time over HTTP/1.1 even from the cache, each one a request and a module to instantiate; now it
 * fetches about 20. React, needed by every page, is cached on its own. The rest of what the sign-in
 * page runs at once joins the main entry, but for the page preloader and its table of screens, which
 * run before it. Code that five screens or more share is one chunk, which every screen behind the
 * sign-in loads; code fewer screens share stays in Rolldown's automatic chunks, and so do the heavy
 * libraries of single screens (charts, spreadsheets, the GraphQL explorer's editor), loaded only by
 * the screens that use them.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
const SCREEN_LIBRARIES =
  /node_modules[\\/](highcharts|exceljs|graphiql|@graphiql|codemirror|@codemirror|papaparse|saxes)[\\/]/;
const PRELOADER = /src[\\/](preload-page|app[\\/]page-modules)\.ts$/;
const CHUNKS = [
  { name: 'react', test: REACT, priority: 3 },
  {
    name: 'start',
    tags: ['$initial' as const],
    priority: 2,
    test: (id: string) => !PRELOADER.test(id),
    includeDependenciesRecursively: false,
  },
  { name: 'screens', minShareCount: 5, priority: 1, test: (id: string) => !SCREEN_LIBRARIES.test(id) },
];

/**
 * The page preloader (src/preload-page.ts) is an entry of its own, put first in index.html: inside the
 * main entry it would run only once the whole main bundle had arrived, which is what it saves waiting for.
 */
function preloadPageEntry(): Plugin {
  return {
    name: 'preload-page-entry',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: 'index.html', preload: 'src/preload-page.ts' } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'preload',
        );
        if (!entry) throw new Error('the page preloader was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadPageEntry()],
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:4000', ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: { codeSplitting: { groups: CHUNKS } },
    },
  },
});
