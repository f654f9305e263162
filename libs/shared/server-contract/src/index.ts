export * from './lib/answers.ts';
export * from './lib/first-screen.ts';
export * from './lib/images.ts';
export * from './lib/language.ts';
export * from './lib/paths.ts';
export type * from './lib/render.ts';
export * from './lib/search.ts';
export * from './lib/step-moves.ts';
