/**
 * Whether any member of the process group led by `pid` (started `detached`) is still there: npm
 * exits at once while the Strapi under it may still be closing its database.
 */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
