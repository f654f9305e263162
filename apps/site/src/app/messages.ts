import { businessMessages } from '@site/business';
import { foundationMessages } from '@site/foundation';
import { investorMessages } from '@site/investor';
import { mobileMessages } from '@site/mobile';
import { mpesaMessages } from '@site/mpesa';
import { sharedMessages, type MessageSource } from '@site/shared-i18n';
import { supportMessages } from '@site/support';
import en from '../messages/en.json';

const shellMessages: MessageSource = {
  en,
  load: { sw: () => import('../messages/sw.json').then((m) => m.default) },
};

/** Every catalog of the site: English bundled, Swahili loaded when chosen. */
export const messageSources: MessageSource[] = [
  sharedMessages,
  shellMessages,
  mobileMessages,
  mpesaMessages,
  businessMessages,
  investorMessages,
  foundationMessages,
  supportMessages,
];
