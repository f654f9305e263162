import type { Page } from '@playwright/test';

/** Something that went wrong in the browser while a test ran. */
export type Problem = {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http' | 'external';
  text: string;
  url?: string;
};

export type ProblemFilter = (problem: Problem) => boolean;

const isLoopback = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(url);

/**
 * Collects console errors, uncaught exceptions, failed requests and HTTP errors of one page. Tests that
 * provoke failures declare them with `allow`; everything else fails the test.
 */
export class ProblemLog {
  private readonly seen: Problem[] = [];
  private readonly allowed: ProblemFilter[] = [];
  private cursor = 0;

  attach(page: Page): void {
    // Errors and warnings: a hydration mismatch or a React warning shows here.
    page.on('console', (message) => {
      // The suite blocks service workers (playwright.config.ts): the browser says so, the site carries on.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning')
        this.add({ kind: 'console', text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => this.add({ kind: 'pageerror', text: error.stack ?? error.message }));
    page.on('requestfailed', (request) => {
      const errorText = request.failure()?.errorText ?? 'failed';
      // A request cancelled by the browser (navigation away, an aborted fetch) is not a server
      // failure; an external request is reported once, as `external`, by the route below.
      if (errorText === 'net::ERR_ABORTED' || !isLoopback(request.url())) return;
      this.add({ kind: 'requestfailed', text: `${request.method()} ${errorText}`, url: request.url() });
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        this.add({
          kind: 'http',
          text: `${response.request().method()} ${response.status()}`,
          url: response.url(),
        });
      }
    });
  }

  /**
   * Keeps the run off the internet: any request to a non-loopback host is refused and reported.
   * Tests that follow an external redirect fulfil that one target with their own `page.route`.
   */
  async blockExternal(page: Page): Promise<void> {
    await page.context().route(
      (url) => !isLoopback(url.href),
      async (route) => {
        this.add({
          kind: 'external',
          text: `${route.request().method()} to an external host`,
          url: route.request().url(),
        });
        await route.abort('blockedbyclient');
      },
    );
  }

  /** A page that answers 404 on purpose: its response, and the console line Chromium prints for it. */
  allowNotFound(path: string): void {
    this.allow(
      (problem) =>
        new URL(problem.url ?? 'http://x/').pathname === path &&
        ((problem.kind === 'http' && problem.text.endsWith(' 404')) ||
          (problem.kind === 'console' && problem.text.includes('status of 404'))),
    );
  }

  allow(filter: ProblemFilter): void {
    this.allowed.push(filter);
  }

  private add(problem: Problem): void {
    this.seen.push(problem);
  }

  /** Problems not allowed, since the previous call (lets a sweep blame the right page). */
  takeUnexpected(): Problem[] {
    const fresh = this.seen.slice(this.cursor);
    this.cursor = this.seen.length;
    return fresh.filter((problem) => !this.allowed.some((allow) => allow(problem)));
  }
}

export const formatProblems = (problems: Problem[]) =>
  problems.map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n');
