/** A CMS rich-text body of one plain paragraph: the usual answer, body or description of a fixture. */
export function paragraphBody(text: string) {
  return [{ type: 'paragraph', children: [{ type: 'text', text }] }];
}
