// How long brotli and gzip take on the site's own pages, and what they give, at each level that could
// serve: the measurement behind apps/server/src/compression.ts (stored pages at brotli 11, pages sent
// once at brotli 5).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const levels = [
  ['br', 4],
  ['br', 5],
  ['br', 6],
  ['br', 9],
  ['br', 11],
  ['gzip', 6],
  ['gzip', 9],
];

function once(html, [kind, level]) {
  return kind === 'br'
    ? brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      })
    : gzipSync(html, { level });
}

/** For each page (`{ name, html }`): per level, the median of 5 compressions in ms and the bytes. */
export function compressionTable(pages) {
  return pages.map(({ name, html }) => ({
    page: name,
    bytes: html.length,
    levels: levels.map((setting) => {
      const times = [];
      let out;
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        out = once(html, setting);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { level: setting.join(' '), ms: Number(times[2].toFixed(2)), bytes: out.length };
    }),
  }));
}

/** The table as Markdown lines: a page per row, a level per column. */
export function compressionLines(table) {
  const names = table[0].levels.map((level) => level.level);
  return [
    `| page (bytes) | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
    ...table.map(
      (row) =>
        `| ${row.page} (${row.bytes}) | ${row.levels.map((l) => `${l.ms} ms, ${l.bytes} B`).join(' | ')} |`,
    ),
  ];
}
