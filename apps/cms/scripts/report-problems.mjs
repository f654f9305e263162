// How a check script run by itself ends: its problems, one a line, then its verdict, and exit code 1
// when there is a problem.
export function reportProblems(check, problems, verdict) {
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${check}: ${problems.length} problem(s)` : `${check}: ${verdict}`);
  process.exit(problems.length ? 1 : 0);
}
