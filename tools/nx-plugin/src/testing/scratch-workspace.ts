import { workspaceRoot } from '@nx/devkit';
import { runNxCommand, tmpProjPath } from '@nx/plugin/testing';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A copy of the workspace as it is now (tracked and new files, not what git ignores) at @nx/plugin's
 * test folder (`tmp/nx-e2e/proj`, where its `runNxCommand` runs), sharing the installed packages. The
 * workspace's own packages (`@site/*`) point into the copy, so what a generator writes there is what
 * the copy's lint, type check and tests read.
 */
export function scratchWorkspace(): string {
  const copy = tmpProjPath();
  rmSync(copy, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: workspaceRoot,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(workspaceRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(workspaceRoot, file), join(copy, file));
  }
  const modules = join(workspaceRoot, 'node_modules');
  mkdirSync(join(copy, 'node_modules/@site'), { recursive: true });
  // Vite's and Nx's caches stay the copy's own.
  for (const entry of readdirSync(modules).filter((name) => !['@site', '.vite', '.cache'].includes(name)))
    symlinkSync(join(modules, entry), join(copy, 'node_modules', entry));
  for (const name of readdirSync(join(modules, '@site')))
    symlinkSync(readlinkSync(join(modules, '@site', name)), join(copy, 'node_modules/@site', name));
  // The CMS keeps its own packages (its scripts, the seed check among them, import them).
  symlinkSync(join(workspaceRoot, 'apps/cms/node_modules'), join(copy, 'apps/cms/node_modules'));
  return copy;
}

/** Removes the copy (and @nx/plugin's folder around it). */
export const removeScratchWorkspace = () => rmSync(dirname(tmpProjPath()), { recursive: true, force: true });

/**
 * Runs `nx <command>` in the copy (@nx/plugin's folder, `runNxCommand`'s own default), without the
 * daemon. A command that runs no task (a generator, a question about the graph) loads Nx's plugins in
 * its own process: isolated, each plugin starts a process of its own, about 5 s of CPU a command
 * (docs/measurements.md). Isolation matters only to tasks, which would inherit what the Vite plugin
 * leaves in Nx's environment (tools/scripts/test-all.sh).
 */
export function nxInCopy(command: string, { runsTasks = false } = {}): string {
  return runNxCommand(command, {
    env: { NX_DAEMON: 'false', ...(runsTasks ? {} : { NX_ISOLATE_PLUGINS: 'false' }) },
  });
}
