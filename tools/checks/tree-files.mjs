import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files of the working tree as git sees them below `root`: tracked and new, not what git ignores,
 * and not a tracked file deleted in the working tree.
 */
export function treeFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
}
