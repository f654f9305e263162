import type { ContactChannel } from '@site/shared-content';
import { dialLink } from '../shared/dial';

/** Icons of the site's set (no brand logos: they would cost a download each). */
export const channelIcons: Record<NonNullable<ContactChannel['kind']>, string> = {
  phone: 'phone',
  ussd: 'smartphone',
  whatsapp: 'message',
  email: 'send',
  chat: 'headphones',
  shop: 'store',
  twitter: 'globe',
  facebook: 'globe',
  instagram: 'globe',
};

/**
 * Where tapping a channel goes: the editor's href when set, else one built from the value for the
 * kinds that have a scheme (tel:, wa.me, mailto:). Callers still pass the result through safeHref.
 */
export function channelHref(channel: ContactChannel): string | null {
  if (channel.href?.trim()) return channel.href;
  const value = channel.value.trim();
  switch (channel.kind) {
    case 'phone':
    case 'ussd':
      return dialLink(value);
    case 'whatsapp': {
      const digits = value.replace(/\D/g, '');
      return digits ? `https://wa.me/${digits}` : null;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(value) ? `mailto:${value}` : null;
    default:
      return null;
  }
}
