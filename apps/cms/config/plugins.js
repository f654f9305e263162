module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'devOnlyJwtSecret'),
    },
  },
  i18n: { enabled: true },
});
