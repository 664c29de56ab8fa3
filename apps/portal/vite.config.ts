import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React, needed by every page, gets its own long-cached chunk. Fluent UI and Apollo are left to
// Rollup's automatic splitting: grouping Fluent would make the login page download the table, dialog
// and nav code of the lazy screens behind the login, and an Apollo group drew React's own module into
// it, making the login page download Apollo, which it loads only to send a request.
const vendorChunks: Record<string, string[]> = {
  react: ['/react/', '/react-dom/', '/scheduler/', '/react-router/', '/react-router-dom/'],
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
