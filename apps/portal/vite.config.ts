import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React and Apollo, needed by every page, get their own long-cached chunks. Fluent UI is left to
// Rollup's automatic splitting: grouping it would make the login page download the table, dialog and
// nav code of the lazy screens behind the login.
const vendorChunks: Record<string, string[]> = {
  react: ['/react/', '/react-dom/', '/scheduler/', '/react-router/', '/react-router-dom/'],
  apollo: ['/@apollo/', '/graphql/', '/graphql-ws/', '/rxjs/'],
};

export default defineConfig({
  plugins: [react()],
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
