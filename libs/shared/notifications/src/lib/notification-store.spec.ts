import { createNotificationStore } from './notification-store';

describe('createNotificationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills the defaults of behaviour §4', () => {
    const item = createNotificationStore().notify({
      title: 'Error',
      text: 'Failed to Load Content',
      type: 'warning',
    });
    expect(item).toMatchObject({
      duration: 3000,
      speed: 300,
      state: 'idle',
      group: 'default',
      data: undefined,
    });
  });

  it.each([
    { timing: 'the default duration and speed', item: { title: 'Error' }, lifetime: 3600 },
    {
      timing: 'a custom duration and speed',
      item: { title: 'Saved', duration: 1000, speed: 100 },
      lifetime: 1200,
    },
  ])('keeps an item for duration + 2 × speed ($timing), then removes it', ({ item, lifetime }) => {
    const store = createNotificationStore();
    store.notify(item);
    vi.advanceTimersByTime(lifetime - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('allows duplicates and has no maximum', () => {
    const store = createNotificationStore();
    for (let i = 0; i < 12; i++) store.notify({ title: 'Error', text: 'Same' });
    expect(store.getSnapshot()).toHaveLength(12);
    expect(new Set(store.getSnapshot().map((item) => item.id)).size).toBe(12);
  });

  it('tells subscribers and stops after unsubscribe', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.notify({ title: 'One' });
    unsubscribe();
    store.notify({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
