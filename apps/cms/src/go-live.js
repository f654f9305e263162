// The go-live report for editors in the admin panel (src/admin/app.jsx adds its page): the same
// report as `npm run go-live-report` (scripts/go-live.mjs), for a signed-in admin, on the admin
// listener only (like every admin route).
const path = require('path');
const { pathToFileURL } = require('url');

const REPORT = pathToFileURL(path.join(__dirname, '..', 'scripts', 'go-live.mjs')).href;

function registerGoLiveRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/go-live/report',
        handler: async (ctx) => {
          const { goLiveReportOf } = await import(REPORT);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await goLiveReportOf(strapi) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = { registerGoLiveRoute };
