const { secret } = require('../src/security/secrets');

module.exports = () => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
    },
  },
  i18n: { enabled: true },
});
