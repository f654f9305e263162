import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => void Reflect.deleteProperty(globalThis, 'scheduler'));

  it('resumes in a later task: every pending microtask has run first', async () => {
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it('uses the browser’s scheduler.yield() where there is one', async () => {
    let yields = 0;
    Object.defineProperty(globalThis, 'scheduler', {
      configurable: true,
      value: {
        yield: () => {
          yields += 1;
          return Promise.resolve();
        },
      },
    });
    await nextTask();
    expect(yields).toBe(1);
  });
});
