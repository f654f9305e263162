import type { Metric } from 'web-vitals';
import { reportVitals, type VitalsBeacon } from './report-vitals';

// web-vitals needs the browser's performance observers (jsdom has none): its reports are played here.
const observers = vi.hoisted(() => new Map<string, (metric: Partial<Metric>) => void>());
vi.mock('web-vitals', () => {
  const observe = (name: string) => (callback: (metric: Partial<Metric>) => void) => {
    observers.set(name, callback);
  };
  return {
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  };
});

const report = (name: Metric['name'], value: number) => observers.get(name)?.({ name, value });
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
const beacons: VitalsBeacon[] = [];
const send = (body: string) => void beacons.push(JSON.parse(body) as VitalsBeacon);

beforeEach(() => {
  beacons.length = 0;
  observers.clear();
  setVisibility('visible');
});

describe('reportVitals', () => {
  it('sends the page view’s figures once, when the page is first hidden', () => {
    reportVitals('/sw/mpesa', send);
    report('TTFB', 212.4);
    report('FCP', 870.2);
    report('LCP', 1234.56);
    report('CLS', 0.012345);
    expect(beacons).toEqual([]);
    setVisibility('hidden');
    report('INP', 96);
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons).toEqual([
      { path: '/sw/mpesa', metrics: { TTFB: 212, FCP: 870, LCP: 1235, CLS: 0.0123 } },
    ]);
  });

  it('sends nothing before a figure exists', () => {
    reportVitals('/', send);
    setVisibility('hidden');
    expect(beacons).toEqual([]);
    setVisibility('visible');
    report('FCP', 500);
    setVisibility('hidden');
    expect(beacons).toEqual([{ path: '/', metrics: { FCP: 500 } }]);
  });
});
