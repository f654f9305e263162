import { parse } from '@formatjs/icu-messageformat-parser';
import { formatMessageText } from './message-format';

const results = '{count, plural, =0 {No results} one {# result} other {# results}}';

describe('formatMessageText', () => {
  it('prints literals and arguments, from a string or its precompiled AST alike', () => {
    const text = 'Published on {date}';
    expect(formatMessageText(text, 'en', { date: '3 May 2026' })).toBe('Published on 3 May 2026');
    expect(formatMessageText(parse(text), 'en', { date: '3 May 2026' })).toBe('Published on 3 May 2026');
  });

  it('picks the exact plural case first, then the language rule, and prints # as a number', () => {
    expect(formatMessageText(results, 'en', { count: 0 })).toBe('No results');
    expect(formatMessageText(results, 'en', { count: 1 })).toBe('1 result');
    expect(formatMessageText(results, 'en', { count: 2500 })).toBe('2,500 results');
  });

  it('follows Swahili plural rules', () => {
    const sw = '{count, plural, one {tokeo # } other {matokeo #}}';
    expect(formatMessageText(sw, 'sw', { count: 1 })).toBe('tokeo 1 ');
    expect(formatMessageText(sw, 'sw', { count: 7 })).toBe('matokeo 7');
  });

  it('applies a plural offset to the rule and to #', () => {
    const text =
      '{guests, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}';
    expect(formatMessageText(text, 'en', { guests: 1 })).toBe('you');
    expect(formatMessageText(text, 'en', { guests: 2 })).toBe('you and 1 other');
    expect(formatMessageText(text, 'en', { guests: 4 })).toBe('you and 3 others');
  });

  it('prints the matching select case, else other, and nests arguments inside cases', () => {
    const text = '{kind, select, agent {Agent {name}} other {Shop {name}}}';
    expect(formatMessageText(text, 'en', { kind: 'agent', name: 'Kariakoo' })).toBe('Agent Kariakoo');
    expect(formatMessageText(text, 'en', { kind: 'kiosk', name: 'Mlimani' })).toBe('Shop Mlimani');
  });

  it('refuses a missing value and an ICU kind it does not print', () => {
    expect(() => formatMessageText('Hello {name}', 'en')).toThrow('{name}');
    expect(() => formatMessageText('Paid {amount, number}', 'en', { amount: 5 })).toThrow('Unsupported');
  });
});
