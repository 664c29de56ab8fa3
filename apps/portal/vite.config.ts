import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// React, needed by every page, gets its own long-cached chunk. Fluent UI and Apollo are left to
// Rollup's automatic splitting: grouping Fluent would make the login page download the table, dialog
// and nav code of the lazy screens behind the login, and an Apollo group drew React's own module into
// it, making the login page download Apollo, which it loads only to send a request.
const vendorChunks: Record<string, string[]> = {
  react: ['/react/', '/react-dom/', '/scheduler/', '/react-router/', '/react-router-dom/'],
};

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
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          for (const [chunk, packages] of Object.entries(vendorChunks)) {
            if (packages.some((p) => id.includes(`/node_modules${p}`))) return chunk;
          }
          return undefined;
        },
      },
    },
  },
});
