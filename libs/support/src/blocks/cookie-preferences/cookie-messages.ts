import type { DeviceStorageId, StorageArea } from '@site/shared-i18n';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** The block's own texts. */
export const cookieTexts = defineMessages({
  purpose: {
    id: 'support.cookies.purpose',
    defaultMessage: 'Why',
    description:
      'Label of what a stored item is for, in each row of the list of what the site stores on a phone, on the cookie preferences page (/cookie-preferences); one short word',
  },
  lifetime: {
    id: 'support.cookies.lifetime',
    defaultMessage: 'How long it stays',
    description:
      'Label of how long a stored item is kept, in each row of that list on the cookie preferences page (/cookie-preferences); short',
  },
  where: {
    id: 'support.cookies.where',
    defaultMessage: 'Where',
    description:
      'Label of where on the phone an item is stored (browser storage, offline copies), in each row of that list on the cookie preferences page (/cookie-preferences); one short word',
  },
  essential: {
    id: 'support.cookies.essential',
    defaultMessage: 'Needed for the site',
    description:
      'Badge of a stored item the site needs to work, on the cookie preferences page (/cookie-preferences); short',
  },
  optional: {
    id: 'support.cookies.optional',
    defaultMessage: 'Only with your consent',
    description:
      "Badge of a stored item used only with the visitor's consent, on the cookie preferences page (/cookie-preferences); short",
  },
  consentLegend: {
    id: 'support.cookies.consent.legend',
    defaultMessage: 'Optional storage',
    description:
      'Heading of the choice to allow optional storage, on the cookie preferences page (/cookie-preferences)',
  },
  consentLabel: {
    id: 'support.cookies.consent.label',
    defaultMessage: 'Allow optional storage, such as measuring how the site is used',
    description:
      'Label of the tick box that allows optional storage, on the cookie preferences page (/cookie-preferences)',
  },
  consentHint: {
    id: 'support.cookies.consent.hint',
    defaultMessage:
      'Off unless you turn it on. Nothing uses it today: anything we add later that is not needed for the site to work will run only when this is on.',
    description:
      'Hint under that tick box, on the cookie preferences page (/cookie-preferences): a promise that nothing uses it yet',
  },
  consentOn: {
    id: 'support.cookies.consent.on',
    defaultMessage: 'Saved: optional storage is allowed on this device.',
    description:
      'Status once the visitor allowed optional storage, on the cookie preferences page (/cookie-preferences)',
  },
  consentOff: {
    id: 'support.cookies.consent.off',
    defaultMessage: 'Saved: optional storage is off.',
    description:
      'Status once the visitor turned optional storage off, on the cookie preferences page (/cookie-preferences)',
  },
  saveButton: {
    id: 'support.cookies.consent.save',
    defaultMessage: 'Save my choice',
    description:
      'Button that saves the optional storage choice (the tick box above it), on the cookie preferences page (/cookie-preferences); short',
  },
  clearText: {
    id: 'support.cookies.clear.text',
    defaultMessage:
      'Remove everything listed above from this device. Your language goes back to the one in the address, unsent forms are emptied and offline copies are deleted.',
    description:
      'Text beside the button that deletes everything the site stored on the phone, on the cookie preferences page (/cookie-preferences)',
  },
  clearButton: {
    id: 'support.cookies.clear.button',
    defaultMessage: 'Clear stored data',
    description:
      'The button that deletes everything the site stored on the phone, on the cookie preferences page (/cookie-preferences); short',
  },
});

/** Where on the phone each kind of storage is, by area. */
export const areaMessages = defineMessages({
  cookie: {
    id: 'support.cookies.area.cookie',
    defaultMessage: 'Cookie',
    description:
      'Where an item is stored on the phone: a browser cookie (the technical name follows after a colon), on the cookie preferences page (/cookie-preferences); short',
  },
  localStorage: {
    id: 'support.cookies.area.localStorage',
    defaultMessage: 'Browser storage',
    description:
      'Where an item is stored on the phone, in plain words (the technical name follows after a colon), on the cookie preferences page (/cookie-preferences); short',
  },
  sessionStorage: {
    id: 'support.cookies.area.sessionStorage',
    defaultMessage: 'Storage of this tab',
    description:
      'Where an item is stored on the phone, in plain words (the technical name follows after a colon), on the cookie preferences page (/cookie-preferences); short',
  },
  cache: {
    id: 'support.cookies.area.cache',
    defaultMessage: 'Offline copies',
    description:
      'Where an item is stored on the phone, in plain words (the technical name follows after a colon), on the cookie preferences page (/cookie-preferences); short',
  },
  indexedDB: {
    id: 'support.cookies.area.indexedDB',
    defaultMessage: 'Browser database',
    description:
      'Where an item is stored on the phone, in plain words (the technical name follows after a colon), on the cookie preferences page (/cookie-preferences); short',
  },
}) satisfies Record<StorageArea, MessageDescriptor>;

/** The name of each stored item, by its id in the registry (`deviceStorage`). */
export const storageNames = defineMessages({
  language: {
    id: 'support.storage.language.name',
    defaultMessage: 'Your language',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  consent: {
    id: 'support.storage.consent.name',
    defaultMessage: 'Your storage choice',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  saveData: {
    id: 'support.storage.saveData.name',
    defaultMessage: 'Your data saver choice',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  navigationMarker: {
    id: 'support.storage.navigationMarker.name',
    defaultMessage: 'Page-to-page marker',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  scrollPositions: {
    id: 'support.storage.scrollPositions.name',
    defaultMessage: 'Scroll positions',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  chunkReload: {
    id: 'support.storage.chunkReload.name',
    defaultMessage: 'Update reload note',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  formDrafts: {
    id: 'support.storage.formDrafts.name',
    defaultMessage: 'Unsent form answers',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  shellCache: {
    id: 'support.storage.shellCache.name',
    defaultMessage: 'Site files for offline use',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  pagesCache: {
    id: 'support.storage.pagesCache.name',
    defaultMessage: 'Pages you opened',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  contentCache: {
    id: 'support.storage.contentCache.name',
    defaultMessage: 'Content you opened',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  filesCache: {
    id: 'support.storage.filesCache.name',
    defaultMessage: 'Scripts and pictures you loaded',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
  offlineCopyTimes: {
    id: 'support.storage.offlineCopyTimes.name',
    defaultMessage: 'When offline copies were last used',
    description:
      'Name of one thing the site stores on a phone, heading its row on the cookie preferences page (/cookie-preferences); short',
  },
}) satisfies Record<DeviceStorageId, MessageDescriptor>;

/** What each stored item is for. */
export const storagePurposes = defineMessages({
  language: {
    id: 'support.storage.language.purpose',
    defaultMessage:
      'Remembers whether you read the site in English or Swahili, so the next visit opens in your language.',
    description:
      'What "Your language" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  consent: {
    id: 'support.storage.consent.purpose',
    defaultMessage: 'Remembers that you allowed optional storage. Written only if you turn the choice on.',
    description:
      'What "Your storage choice" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  saveData: {
    id: 'support.storage.saveData.purpose',
    defaultMessage:
      'Remembers whether you turned the data saver on or off with the button at the bottom of every page: with it on, pages come without scripts and with smaller photos. Written only when you press that button.',
    description:
      'What "Your data saver choice" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  navigationMarker: {
    id: 'support.storage.navigationMarker.purpose',
    defaultMessage:
      'Tells a page you arrived from another page of the site rather than opening it fresh, so scrolling and focus behave as expected.',
    description:
      'What "Page-to-page marker" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  scrollPositions: {
    id: 'support.storage.scrollPositions.purpose',
    defaultMessage: 'Remembers how far down each page you were, so going back returns you to the same place.',
    description:
      'What "Scroll positions" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  chunkReload: {
    id: 'support.storage.chunkReload.purpose',
    defaultMessage:
      'After we publish a new version of the site, the page reloads once to fetch it; this note makes sure it never reloads twice in a row.',
    description:
      'What "Update reload note" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  formDrafts: {
    id: 'support.storage.formDrafts.purpose',
    defaultMessage:
      'Keeps what you typed in a form (one entry per form) so a dropped connection or a reload does not lose it.',
    description:
      'What "Unsent form answers" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  shellCache: {
    id: 'support.storage.shellCache.purpose',
    defaultMessage:
      'The site\'s own code, styles, icons and the "You are offline" page, so the site opens even without a connection.',
    description:
      'What "Site files for offline use" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  pagesCache: {
    id: 'support.storage.pagesCache.purpose',
    defaultMessage: 'A copy of the last pages you opened, shown only when your connection fails.',
    description:
      'What "Pages you opened" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  contentCache: {
    id: 'support.storage.contentCache.purpose',
    defaultMessage:
      'A copy of the page content loaded while you moved around the site, shown only when your connection fails.',
    description:
      'What "Content you opened" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  filesCache: {
    id: 'support.storage.filesCache.purpose',
    defaultMessage:
      'Copies of the scripts and pictures of the pages you opened, so those pages also work offline.',
    description:
      'What "Scripts and pictures you loaded" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
  offlineCopyTimes: {
    id: 'support.storage.offlineCopyTimes.purpose',
    defaultMessage:
      'The address of each offline copy above and when it was last used, so the oldest goes first once a list is full.',
    description:
      'What "When offline copies were last used" is for, in its row on the cookie preferences page (/cookie-preferences)',
  },
}) satisfies Record<DeviceStorageId, MessageDescriptor>;

/** How long each stored item is kept. */
export const storageLifetimes = defineMessages({
  language: {
    id: 'support.storage.language.lifetime',
    defaultMessage: 'Until you choose another language or clear it.',
    description:
      'How long "Your language" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  consent: {
    id: 'support.storage.consent.lifetime',
    defaultMessage: 'A year, or until you turn the choice off or clear it.',
    description:
      'How long "Your storage choice" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  saveData: {
    id: 'support.storage.saveData.lifetime',
    defaultMessage: 'A year, or until you clear it.',
    description:
      'How long "Your data saver choice" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  navigationMarker: {
    id: 'support.storage.navigationMarker.lifetime',
    defaultMessage: 'Until you close the tab.',
    description:
      'How long "Page-to-page marker" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  scrollPositions: {
    id: 'support.storage.scrollPositions.lifetime',
    defaultMessage: 'Until you close the tab.',
    description:
      'How long "Scroll positions" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  chunkReload: {
    id: 'support.storage.chunkReload.lifetime',
    defaultMessage: 'A few seconds, at most until you close the tab.',
    description:
      'How long "Update reload note" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  formDrafts: {
    id: 'support.storage.formDrafts.lifetime',
    defaultMessage: 'Until you send the form or close the tab.',
    description:
      'How long "Unsent form answers" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  shellCache: {
    id: 'support.storage.shellCache.lifetime',
    defaultMessage: 'Replaced by each new version of the site; until you clear it.',
    description:
      'How long "Site files for offline use" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
  pagesCache: {
    id: 'support.storage.pagesCache.lifetime',
    defaultMessage: 'The 50 most recent pages; until you clear them.',
    description:
      'How long "Pages you opened" is kept, in its row on the cookie preferences page (/cookie-preferences); keep the number',
  },
  contentCache: {
    id: 'support.storage.contentCache.lifetime',
    defaultMessage: 'The 200 most recent reads; until you clear them.',
    description:
      'How long "Content you opened" is kept, in its row on the cookie preferences page (/cookie-preferences); keep the number',
  },
  filesCache: {
    id: 'support.storage.filesCache.lifetime',
    defaultMessage: 'The 150 most recent files; until you clear them.',
    description:
      'How long "Scripts and pictures you loaded" is kept, in its row on the cookie preferences page (/cookie-preferences); keep the number',
  },
  offlineCopyTimes: {
    id: 'support.storage.offlineCopyTimes.lifetime',
    defaultMessage: 'As long as the copies it describes; until you clear it.',
    description:
      'How long "When offline copies were last used" is kept, in its row on the cookie preferences page (/cookie-preferences)',
  },
}) satisfies Record<DeviceStorageId, MessageDescriptor>;

/** The status after the server cleared the device (the form without JavaScript: no count to give). */
export const clearedEverything = defineMessage({
  id: 'support.cookies.clearedEverything',
  defaultMessage: 'Done: what this site stored on this device was removed.',
  description:
    'Status after the visitor deleted what the site stored, on the cookie preferences page (/cookie-preferences), when the page could not count the items',
});

export const clearedMessage = defineMessage<{ count: number }>({
  id: 'support.cookies.cleared',
  defaultMessage:
    'Done: {count, plural, =0 {there was nothing to clear} one {# item was removed} other {# items were removed}} from this device.',
  description:
    'Status after the visitor deleted what the site stored, on the cookie preferences page (/cookie-preferences): {count} is how many items were removed',
});
