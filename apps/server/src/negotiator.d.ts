// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without the `preferred` option
// the server relies on: what compression.ts uses of it.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The encoding the client takes most readily of `available`; equal q-values go by `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
