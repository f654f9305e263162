// Order matters: our global middlewares run after strapi::query (so ctx.query is parsed) and before
// the router (so the content API sees the rewritten query).
module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('SITE_ORIGINS', [
        'http://localhost:4200',
        'http://127.0.0.1:4200',
        'http://localhost:4300',
        'http://127.0.0.1:4300',
      ]),
      credentials: true,
      headers: [
        'Content-Type',
        'Authorization',
        'Origin',
        'Accept',
        'Accept-Language',
        'Cache-Control',
        'Strapi-Response-Format',
      ],
      expose: ['X-Cache', 'Retry-After'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::response-cache',
  'global::published-only',
  'global::deep-populate',
];
