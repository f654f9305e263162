/** The footer's id: the phone's menu link leads to its lists of pages until the menu's dialog can open. */
export const footerId = 'site-footer';
