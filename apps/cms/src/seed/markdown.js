// Markdown subset → Strapi "blocks" rich text JSON. Supported: paragraphs (blank-line separated),
// `## `/`### ` headings, `- ` and `1. ` lists, **bold**, *italic*, [text](href). Nothing else: seed
// writers use only this subset (docs/content-model.md), and anything unknown stays plain text.

// Italic opens only before a letter, so USSD codes such as *149*01# stay plain text.
const INLINE =
  /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\w*])\*(?=[^\W\d_])([^*\n]*[^*\s])\*(?![\w#*])/gu;

function inline(text, marks = {}) {
  const out = [];
  let last = 0;
  const pushText = (t, m) => {
    if (t) out.push({ type: 'text', text: t, ...m });
  };
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(last, match.index), marks);
    if (match[1] !== undefined) {
      const children = inline(match[1], marks).filter((n) => n.type === 'text');
      out.push({
        type: 'link',
        url: match[2],
        children: children.length ? children : [{ type: 'text', text: match[1] }],
      });
    } else if (match[3] !== undefined) out.push(...inline(match[3], { ...marks, bold: true }));
    else out.push(...inline(match[4], { ...marks, italic: true }));
    last = match.index + match[0].length;
  }
  pushText(text.slice(last), marks);
  return out.length ? out : [{ type: 'text', text: '' }];
}

const LIST_ITEM = /^\s*(?:([-*])|(\d+)[.)])\s+(.*)$/;

function markdownToBlocks(source) {
  if (Array.isArray(source)) return source; // already blocks JSON
  if (typeof source !== 'string') return source;
  const blocks = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (!lines.length) continue;
    let paragraph = [];
    let list = null;
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', children: inline(paragraph.join(' ')) });
      paragraph = [];
    };
    const flushList = () => {
      if (list) blocks.push(list);
      list = null;
    };
    for (const raw of lines) {
      const line = raw.trim();
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      const item = LIST_ITEM.exec(line);
      if (heading) {
        flushParagraph();
        flushList();
        blocks.push({
          type: 'heading',
          level: Math.min(6, Math.max(2, heading[1].length)),
          children: inline(heading[2]),
        });
      } else if (item) {
        flushParagraph();
        const format = item[1] ? 'unordered' : 'ordered';
        if (list && list.format !== format) flushList();
        list = list || { type: 'list', format, children: [] };
        list.children.push({ type: 'list-item', children: inline(item[3]) });
      } else if (list && /^\s{2,}/.test(raw)) {
        // continuation of the previous list item
        const lastItem = list.children[list.children.length - 1];
        lastItem.children.push(...inline(` ${line}`));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks.length ? blocks : [{ type: 'paragraph', children: [{ type: 'text', text: '' }] }];
}

module.exports = { markdownToBlocks, inline };
