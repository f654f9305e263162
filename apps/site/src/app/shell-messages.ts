import { defineMessages } from 'react-intl';

/**
 * The chrome's texts shown by more than one of its parts (the header's menus, its search button, the
 * server's head): declared once here, in the shell's catalog, which every page has.
 */
export const shellMessages = defineMessages({
  navLabel: {
    id: 'shell.nav.label',
    defaultMessage: 'Main menu',
    description: 'Name of the main menu (read by screen readers), in the header and in the menu on phones',
  },
  menuOpen: {
    id: 'shell.menu.open',
    defaultMessage: 'Menu',
    description: 'The button in the header on phones that opens the menu; at most 8 characters',
  },
  searchOpen: {
    id: 'shell.search.open',
    defaultMessage: 'Search',
    description:
      'The search button in the header, on every page; one short word (at most 8 characters on phones)',
  },
  metaDescription: {
    id: 'shell.meta.description',
    defaultMessage:
      'Vodacom Tanzania: mobile bundles, M-Pesa, devices, business services, investor relations, the foundation and customer care.',
    description:
      "Summary search engines show under the site's name for a page without its own; at most 160 characters",
  },
  breadcrumbHome: {
    id: 'shell.breadcrumb.home',
    defaultMessage: 'Home',
    description: 'First step of the page path search engines show (Home › M-Pesa › Songesha); one word',
  },
  previewBanner: {
    id: 'shell.preview.banner',
    defaultMessage: 'Preview – not published. Visitors do not see these changes yet.',
    description: "Banner across the top of an editor's preview of an unpublished page (editors only)",
  },
});
