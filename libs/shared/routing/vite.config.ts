import { defineConfig } from 'vite';
import { libraryConfig } from '../../../tools/vite/library-config.ts';

export default defineConfig(libraryConfig(import.meta.dirname, 'shared-routing'));
