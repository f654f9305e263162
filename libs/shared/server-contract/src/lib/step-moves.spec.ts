import { readStepMove, type StepMove, stepMoveValue } from './step-moves.ts';

describe('step moves', () => {
  it('reads back every move a button writes', () => {
    const moves: StepMove[] = [
      { to: 'next' },
      { to: 'back' },
      { to: 'send' },
      { to: 'step', step: 3 },
      { to: 'add', list: 'budgetLines' },
      { to: 'remove', list: 'applicants', index: 12 },
    ];
    for (const move of moves) expect(readStepMove(stepMoveValue(move))).toEqual(move);
  });

  it.each([
    '',
    'NEXT',
    'next ',
    'step:',
    'step:-1',
    'step:01',
    'step:1e3',
    'step:1000',
    'add:',
    'add:__proto__',
    'add:budget.lines',
    'remove:applicants',
    'remove:applicants:x',
    'remove:applicants:1:2',
    `add:${'a'.repeat(41)}`,
    'next\u0000',
  ])('refuses %j', (value) => {
    expect(readStepMove(value)).toBeNull();
  });
});
