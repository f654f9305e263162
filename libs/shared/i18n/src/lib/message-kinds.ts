import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The ICU element kinds the site's formatter prints (message-format.ts). A file of its own, without
 * relative imports, so the build's config can load it (tools/vite/precompile-messages.ts).
 */
export const supportedKinds: ReadonlySet<TYPE> = new Set([
  TYPE.literal,
  TYPE.argument,
  TYPE.select,
  TYPE.plural,
  TYPE.pound,
]);

/** Throws when a message uses a kind the formatter does not print (number, date, time, tags). */
export function assertPrintable(elements: MessageFormatElement[], where: string): MessageFormatElement[] {
  for (const element of elements) {
    if (!supportedKinds.has(element.type))
      throw new Error(`${where} uses an ICU ${TYPE[element.type]}: format it in code and pass the text`);
    if ('options' in element)
      for (const option of Object.values(element.options)) assertPrintable(option.value, where);
  }
  return elements;
}
