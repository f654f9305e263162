// The admin panel's own additions: the editors' go-live report page (src/admin/go-live-page.jsx).
import { List } from '@strapi/icons';

export default {
  config: { locales: [] },
  register(app) {
    app.addMenuLink({
      to: 'go-live',
      icon: List,
      intlLabel: { id: 'site.go-live.menu', defaultMessage: 'Go-live report' },
      Component: () => import('./go-live-page'),
      permissions: [],
    });
  },
  bootstrap() {},
};
