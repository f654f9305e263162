// The flooder's requests (an autocannon worker loads this file): a path no route has, or an
// entry of a detail route that does not exist; random, so no cache can answer either.
const random = () => Math.random().toString(36).slice(2, 10);
module.exports = (request) => ({
  ...request,
  path: Math.random() < 0.5 ? `/${random()}/${random()}` : `/missing/${random()}`,
});
