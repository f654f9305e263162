import { loadMessages, type MessageSource } from './catalogs';

const source: MessageSource = {
  en: { 'a.title': 'Error', 'a.only': 'Only in English', 'a.empty': 'Shown in English' },
  load: { sw: async () => ({ 'a.title': 'Hitilafu', 'a.empty': '  ' }) },
};

describe('loadMessages', () => {
  it('returns English for en', async () => {
    expect(await loadMessages([source], 'en')).toEqual(source.en);
  });

  it('overlays Swahili on English so a missing or empty Swahili text falls back to English', async () => {
    const messages = await loadMessages([source], 'sw');
    expect(messages['a.title']).toBe('Hitilafu');
    expect(messages['a.only']).toBe('Only in English');
    expect(messages['a.empty']).toBe('Shown in English');
  });
});
