import { budgetTotals } from './budget-totals';

describe('budgetTotals', () => {
  it('multiplies each line and adds them up, counting unfinished lines as 0', () => {
    expect(
      budgetTotals([
        { quantity: '2', unitCost: '1,500' },
        { quantity: '3', unitCost: '' },
        { quantity: 'x', unitCost: '5' },
      ]),
    ).toEqual({ lineTotals: [3000, 0, 0], total: 3000 });
    expect(
      budgetTotals([
        { quantity: '2.5', unitCost: '100' },
        { quantity: '-2', unitCost: '100' },
      ]).total,
    ).toBe(250);
    expect(budgetTotals(undefined)).toEqual({ lineTotals: [], total: 0 });
  });
});
