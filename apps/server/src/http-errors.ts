import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error answer in Strapi's shape, in our own words: never what the client sent. */
export const problem = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message },
});

const names: Record<number, string> = {
  400: 'BadRequest',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  408: 'RequestTimeout',
  413: 'PayloadTooLarge',
  414: 'URITooLong',
  415: 'UnsupportedMediaType',
  431: 'RequestHeaderFieldsTooLarge',
};
const messages: Record<number, string> = {
  400: 'Bad request',
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  414: 'The request target is too long',
  415: 'Send JSON in UTF-8',
  431: 'The request headers are too large',
};

/** The body of a refusal of `status`, in our own words. */
export const problemOf = (status: number) =>
  problem(
    status,
    names[status] ?? 'Error',
    messages[status] ?? (status >= 500 ? 'Something went wrong' : 'Request refused'),
  );

/**
 * The answer to a refused or failed request: its status, a short JSON body, never cached; a request
 * whose body never arrived whole also loses its connection (what it still sends is not read).
 */
export function sendProblem(reply: FastifyReply, status: number) {
  if (status === 408) reply.header('Connection', 'close');
  return reply.code(status).header('Cache-Control', 'no-store').send(problemOf(status));
}

/** A request the server will not take, and why (a parameter's rule, in our own words), never cached. */
export const sendBadRequest = (reply: FastifyReply, reason: string) =>
  reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .send(problem(400, 'BadRequest', reason));

const methods = ['GET', 'HEAD', 'POST'] as const;

/**
 * Errors, the framework's own included, in one shape: a thrown error is its status (a 5xx logged),
 * a method no route of the path takes is 405 with `Allow`. A malformed URL (the router's own 400)
 * is answered here too, with the security headers every answer carries (`headers`), since no hook
 * runs for it.
 */
export function registerErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, status);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methods.filter((method) => app.findRoute({ method, url: path }) !== null);
    if (allowed.length === 0) return sendProblem(reply, 404);
    return sendProblem(reply.header('Allow', allowed.join(', ')), 405);
  });
}

/** Fastify's `frameworkErrors`: the router refused the URL before any route or hook ran. */
export function frameworkErrors(headers: () => Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    sendProblem(reply.headers(headers()), error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
}
