import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  preview: { port: Number(process.env.PORT ?? 3000), strictPort: true },
});
