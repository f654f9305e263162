export * from './lib/language.ts';
export type * from './lib/render.ts';
export * from './lib/search.ts';
