import { defineConfig } from 'vite';
import { nodeLibraryConfig } from '../../../tools/vite/library-config.ts';

export default defineConfig(nodeLibraryConfig(import.meta.dirname, 'src/index.js'));
