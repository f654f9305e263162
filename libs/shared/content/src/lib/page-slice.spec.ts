import { siteHydrated } from './content-api';
import { backgroundColorShown, pageSlice, routeChanged } from './page-slice';

const { reducer } = pageSlice;

describe('the page slice', () => {
  it('starts white, takes a page’s colour, and is white again at the next route change', () => {
    const start = reducer(undefined, { type: 'init' });
    expect(start.backgroundColor).toBe('#ffffff');
    const coloured = reducer(start, backgroundColorShown('#f4f4f4'));
    expect(coloured.backgroundColor).toBe('#f4f4f4');
    expect(reducer(coloured, routeChanged()).backgroundColor).toBe('#ffffff');
  });

  it('leaves a white page as it is at a route change (no new state, no re-render)', () => {
    const start = reducer(undefined, { type: 'init' });
    expect(reducer(start, routeChanged())).toBe(start);
  });

  it('starts from the colour the server rendered', () => {
    const snapshot = { content: { queries: {} }, page: { backgroundColor: '#e60000' } };
    expect(reducer(undefined, siteHydrated(snapshot)).backgroundColor).toBe('#e60000');
  });
});
