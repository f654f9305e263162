import { drawingProblem } from './drawings.js';

const svg = (attributes: string) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`;

describe('a drawing', () => {
  it.each([
    ['width="480" height="360" viewBox="0 0 480 360"'],
    ['viewBox="0 0 24 24"'],
    ['width="100%" height="100%" viewBox="0 0 300 100"'],
    ['width="210mm" height="297mm"'],
    ['width="800" viewBox="0 0 800 100"'],
    ['width="10em" height="2em"'],
    [''],
  ])('may be drawn when it declares %s', (attributes) => {
    expect(drawingProblem(svg(attributes))).toBeNull();
  });

  it.each([
    ['width="1" height="1000000"', /declares 1 × 1,000,000 px: out of bounds/],
    ['width="1e9" height="1e9"', /out of bounds/],
    ['width="1" height="20"', /too long for its width/],
    ['width="2000" height="100"', /too long for its width/],
    ['viewBox="0 0 1 100000"', /out of bounds/],
    ['width="100%" viewBox="0 0 10 1000"', /too long/],
    ['width="400" height="300" viewBox="0 0 1 100"', /viewBox too long/],
    ['width="0.5" height="0.5"', /out of bounds/],
    ['width="100" height="huge"', /not a length/],
    ['width="100" height="100vw"', /not a length/],
    ['viewBox="0 0 0 10"', /empty viewBox/],
    ['viewBox="0 0 ten 10"', /not four numbers/],
  ])('is refused when it declares %s', (attributes, problem) => {
    expect(drawingProblem(svg(attributes))).toMatch(problem);
  });

  it('is refused without an <svg> element', () => {
    expect(drawingProblem('<html><body></body></html>')).toMatch(/no <svg> element/);
  });
});
