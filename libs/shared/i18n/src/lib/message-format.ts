import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralOrSelectOption,
} from '@formatjs/icu-messageformat-parser';
import { formatNumber } from './format';
import type { Locale } from '@site/shared-server-contract';

/** A catalog text: an ICU message, or its AST once the build has precompiled it. */
export type MessageText = string | MessageFormatElement[];
export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: Locale, type: 'cardinal' | 'ordinal', value: number): string {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  // PluralRules starts in well under a millisecond, unlike NumberFormat (tens): `#` is printed by
  // formatNumber, which does not use Intl.
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(value);
}

/**
 * Formats one catalog message: plain arguments, `select` and `plural` (with `=n`, offset and `#`).
 * Texts arrive as ASTs in the build and as strings in source and tests, which are parsed here.
 */
export function formatMessageText(text: MessageText, locale: Locale, values: MessageValues = {}): string {
  return print(typeof text === 'string' ? parse(text) : text, locale, values, undefined);
}

function print(
  elements: MessageFormatElement[],
  locale: Locale,
  values: MessageValues,
  count: number | undefined,
): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += element.value;
        break;
      case TYPE.pound:
        if (count === undefined) throw new Error('# outside a plural');
        out += formatNumber(count, locale);
        break;
      case TYPE.argument:
        out += String(valueOf(values, element.value));
        break;
      case TYPE.select: {
        const value = String(valueOf(values, element.value));
        out += print(caseOf(element.options, value), locale, values, count);
        break;
      }
      case TYPE.plural: {
        const value = Number(valueOf(values, element.value));
        const counted = value - element.offset;
        const exact = element.options[`=${value}`];
        const cases = exact
          ? exact.value
          : caseOf(element.options, pluralCategory(locale, element.pluralType ?? 'cardinal', counted));
        out += print(cases, locale, values, counted);
        break;
      }
      default:
        throw new Error(`Unsupported message element (kind ${element.type})`);
    }
  }
  return out;
}

/** The named case, else `other`, which the parser requires of every select and plural. */
function caseOf(options: Record<string, PluralOrSelectOption>, name: string): MessageFormatElement[] {
  const option = options[name] ?? options['other'];
  if (!option) throw new Error(`No case "${name}" and no "other"`);
  return option.value;
}

function valueOf(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`The message needs a value for {${name}}`);
  return value;
}
