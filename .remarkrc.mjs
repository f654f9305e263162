// The documentation check (`npm run check:docs`, part of `npm test`): every relative link of every
// Markdown file resolves to a file or a heading of the repository (run from its root). Only checks:
// the files are formatted by Prettier.
import validateLinks from 'remark-validate-links';

export default { plugins: [[validateLinks, { repository: false, root: process.cwd() }]] };
