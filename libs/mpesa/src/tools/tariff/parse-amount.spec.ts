import { checkAmount, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['10000', 10000],
    ['10,000', 10000],
    ['10 000', 10000],
    ['10\u00a0000', 10000],
    ['10\u202f000', 10000],
    ['  2,500  ', 2500],
    ['1,000,000', 1000000],
    ['3 000 001', 3000001],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %i shillings', (input, value) => {
    expect(parseAmount(input)).toEqual({ kind: 'amount', value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['10k', 'not-a-number'],
    ['TZS', 'not-a-number'],
    ['-', 'not-a-number'],
    ['1,00', 'not-a-number'],
    ['10,0000', 'not-a-number'],
    ['10,000 000', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['10,5', 'not-a-number'],
    ['1e5', 'not-a-number'],
    ['-5', 'negative'],
    ['\u22125', 'negative'],
    ['-10,000', 'negative'],
    ['10.5', 'not-whole'],
    ['10000.00', 'not-whole'],
    ['10.', 'not-whole'],
    ['99999999999999999999', 'too-large'],
  ])('refuses %j as %s', (input, reason) => {
    expect(parseAmount(input)).toEqual({ kind: 'invalid', reason });
  });
});

describe('checkAmount', () => {
  it.each([
    [Number.NaN, 'not-a-number'],
    [-1, 'negative'],
    [12.5, 'not-whole'],
    [Number.POSITIVE_INFINITY, 'too-large'],
    [2 ** 60, 'too-large'],
  ])('refuses %d as %s', (value, reason) => {
    expect(checkAmount(value)).toEqual({ kind: 'invalid', reason });
  });

  it('accepts whole shillings and never returns -0', () => {
    expect(checkAmount(5000)).toEqual({ kind: 'amount', value: 5000 });
    const zero = checkAmount(-0);
    expect(zero.kind === 'amount' && Object.is(zero.value, 0)).toBe(true);
  });
});
