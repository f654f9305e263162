// Order matters:
// - error-cap wraps strapi::errors so every error reply, thrown or set, is capped in size;
// - listener-gate answers 404 for everything but content routes on the content listener, before any
//   parsing;
// - global::body (JSON only for the public, multipart only for editors' uploads, temp files always
//   removed) does the parsing of strapi::body, which stays listed (Strapi requires it) but parses nothing;
// - the response cache and deep-populate run after strapi::query (ctx.query parsed) and before the
//   router (the content API sees the rewritten query).
// Published-only is not here: it is a Document Service middleware (src/documents/published-only.js).
module.exports = ({ env }) => [
  'strapi::logger',
  'global::error-cap',
  'strapi::errors',
  'global::listener-gate',
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
  // Strapi insists on strapi::body being listed: it parses nothing here (global::body does).
  { name: 'strapi::body', config: { parsedMethods: [] } },
  'global::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::response-cache',
  'global::deep-populate',
];
