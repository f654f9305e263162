import { article, cmsHandlers, type PageTable } from '@site/shared-testing';
import { setupServer } from 'msw/node';

/** Pages the shell tests visit, in both languages (titles say which language answered). */
export const shellPages: PageTable = {
  home: { en: { title: 'Welcome home' }, sw: { title: 'Karibu nyumbani' } },
  internet: { en: { title: 'Internet bundles' }, sw: { title: 'Vifurushi vya intaneti' } },
  voice: { en: { title: 'Voice and SMS', backgroundColor: '#f4f4f4' }, sw: { title: 'Dakika na SMS' } },
  sport: { en: { title: 'Soka news' }, sw: { title: 'Habari za soka' } },
};

export const sportItems = () => Array.from({ length: 3 }, (_, i) => article(i + 1));

/** An MSW server answering like the CMS; tests add failures with `server.use(...)`. */
export function createCmsServer() {
  return setupServer(...cmsHandlers(shellPages, { 'sport-updates': sportItems }));
}
