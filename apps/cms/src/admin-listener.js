// The admin listener: a second http.Server on Strapi's own Koa app, started once the content
// listener is up (Strapi mounts its router just before listening, so the Koa callback is complete).
// Requests are told apart by the socket they arrived on, never by a header: the Host header is the
// client's to write. Editors reach ADMIN_HOST:ADMIN_PORT (loopback by default: an SSH tunnel, a VPN
// or an internal proxy); the public reaches only the content listener.
const http = require('http');

const adminSockets = new WeakSet();

const isAdminListener = (ctx) => adminSockets.has(ctx.req.socket);

function startAdminListener(strapi) {
  const { host, port } = strapi.config.get('server.adminListener');
  const server = http.createServer(strapi.config.get('server.http.serverOptions', {}), (req, res) =>
    handler(req, res),
  );
  let handler;
  const open = new Set();
  server.on('connection', (socket) => {
    adminSockets.add(socket);
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  const main = strapi.server.httpServer;
  main.once('listening', () => {
    handler = strapi.server.app.callback();
    server.once('error', (error) =>
      strapi.stopWithError(error, `admin listener: cannot listen on ${host}:${port}`),
    );
    server.listen(port, host, () =>
      strapi.log.info(`admin listener on http://${host}:${server.address().port}`),
    );
  });
  main.once('close', () => {
    for (const socket of open) socket.destroy();
    if (server.listening) server.close();
  });
  return server;
}

module.exports = { startAdminListener, isAdminListener };
