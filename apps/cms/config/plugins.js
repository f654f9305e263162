const { secret } = require('../src/security/secrets');
const { allowedUploadTypes, uploadLimitBytes } = require('../src/security/uploads');

module.exports = () => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
    },
  },
  i18n: { enabled: true },
  upload: {
    config: { sizeLimit: uploadLimitBytes(), security: { allowedTypes: allowedUploadTypes } },
  },
});
