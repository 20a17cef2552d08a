/** The Vite config Storybook builds stories with: React and nothing else. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});
