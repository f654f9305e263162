import { errorCodes } from '@site/form-rules';
import en from './messages/en.json';
import sw from './messages/sw.json';

describe('the forms’ catalogs', () => {
  it('have a text for every code the shared rules (and so the CMS) can answer, in both languages', () => {
    const ids = errorCodes.map((code) => `shared.forms.error.${code}`);
    expect(ids.filter((id) => !(id in en))).toEqual([]);
    expect(ids.filter((id) => !(id in sw))).toEqual([]);
  });

  it('say the same things in Swahili as in English', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });
});
