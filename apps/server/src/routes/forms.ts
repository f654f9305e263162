import {
  businessCommunityRules,
  foundationApplicationRules,
  foundationApplicationSteps,
  type FormRules,
  shareholderRules,
  type Step,
} from '@site/form-rules';
import { plainSubmissions } from '@site/shared-server-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { problem } from '../http-errors.ts';
import type { Budgets } from '../limits/budget.ts';
import { clientKey } from '../limits/client-key.ts';
import { sendTooMany, spending } from '../limits/too-many.ts';
import type { Renderer } from '../renderer.ts';
import type { AddressOf } from './plain-form.ts';
import { registerPlainForm } from './plain-form.ts';
import { answerPlainSubmission, type CmsAnswer, readPlainSubmission } from './plain-submissions.ts';

/** The three public forms' CMS collections (create-only). */
const formSegments = ['foundation-applications', 'business-community-signups', 'shareholder-forms'];

type PlainRules = { rules: FormRules; steps?: readonly Step[] };

/** The rules (and steps) of the forms a visitor without JavaScript sends (ADR 0031). */
const plainRules: Readonly<Record<string, PlainRules | undefined>> = {
  'business-community-signups': { rules: businessCommunityRules },
  'foundation-applications': { rules: foundationApplicationRules, steps: foundationApplicationSteps },
  'shareholder-forms': { rules: shareholderRules },
} satisfies Record<(typeof plainSubmissions.segments)[number], PlainRules>;

export type FormRoutesOptions = { address: AddressOf; render: Renderer['render'] };

/** A visitor may open a form several times (reloads, other pages) for each submission. */
const ticketsPerSubmission = 10;

/**
 * `POST /api/<form>`: UTF-8 JSON only (body-parser.ts), a small body, and the form limits, per form
 * and per visitor (the visitor's address from `X-Forwarded-For` only when a trusted proxy sent it),
 * counted across instances in Redis. The rule for refused posts (docs/behaviour.md §5):
 * - every post spends an attempt (`FORM_ATTEMPT_LIMIT`), whatever comes of it: hammering stops;
 * - a post that reaches the CMS spends a submission (`FORM_RATE_LIMIT`), given back unless the CMS
 *   stored it: a visitor correcting mistakes is never locked out, and stored submissions are capped.
 * The submission goes on to the CMS, which takes form posts from this server only, with the
 * visitor's address; its answer comes back as is, so the form shows the CMS's field errors or its
 * reference.
 *
 * `POST /api/<form>/ticket`: the form's single-use timing ticket (apps/cms/src/forms/ticket.js),
 * asked for each time the form opens and sent back with the submission; no body, a budget of its own
 * per visitor (`ticketsPerSubmission` times the submissions').
 */
export async function registerForms(
  app: FastifyInstance,
  config: ServerConfig,
  budgets: Budgets,
  options: FormRoutesOptions,
) {
  const window = config.formWindowMs;
  const post = (request: FastifyRequest, path: string, body?: string) =>
    postToCms(request, config, path, body);
  for (const segment of formSegments) {
    const plain = plainRules[segment];
    const attempts = budgets(`form-attempts:${segment}`, config.formAttemptLimit, window);
    const submissions = budgets(`form-submissions:${segment}`, config.formLimit, window);
    const tickets = budgets(`form-tickets:${segment}`, config.formLimit * ticketsPerSubmission, window);
    app.post(`/api/${segment}`, {
      onRequest: spending(attempts, 'form'),
      handler: async (request, reply) => {
        const body = request.body;
        if (typeof body !== 'string')
          return reply.code(415).send(problem(415, 'UnsupportedMediaType', 'Send JSON in UTF-8.'));
        const client = clientKey(request.ip);
        const submission = await submissions.take(client);
        if (!submission.ok) return sendTooMany(reply, 'form', submission.retryAfterSeconds);
        const status = await forward(request, reply, config, `/api/${segment}`, body);
        if (status < 200 || status >= 300) await submissions.giveBack(client);
        return reply;
      },
    });
    app.post(`/api/${segment}/ticket`, {
      onRequest: spending(tickets, 'ticket'),
      handler: async (request, reply) => {
        await forward(request, reply, config, `/api/${segment}/ticket`);
        return reply;
      },
    });
    if (plain)
      await registerPlainForm(app, {
        path: `${plainSubmissions.prefix}/${segment}`,
        // The same bound as the script's JSON post of the same answers.
        bodyLimit: config.formBodyBytes,
        read: (given) => readPlainSubmission(given, plain.rules, options.address, plain.steps),
        answer: (reply, sent, request) =>
          answerPlainSubmission(request, reply, sent, {
            segment,
            ...plain,
            render: options.render,
            post,
            budgets: { attempts, submissions, tickets },
          }),
      });
  }
}

/** POSTs to the CMS with the visitor's address: its answer, or null when it did not answer. */
async function postToCms(
  request: FastifyRequest,
  config: ServerConfig,
  path: string,
  body?: string,
): Promise<CmsAnswer> {
  const response = await fetch(`${config.cmsUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'X-Forwarded-For': request.ip,
    },
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(20_000),
  }).catch((error: unknown) => {
    request.log.warn({ err: error, path }, 'form post: the content service did not answer');
    return null;
  });
  if (!response) return null;
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('Retry-After'),
  };
}

/**
 * POSTs to the CMS with the visitor's address; its answer is sent back as is, its failures as 502.
 * Returns the status sent.
 */
async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  path: string,
  body?: string,
): Promise<number> {
  const answer = await postToCms(request, config, path, body);
  if (!answer) {
    reply.code(502).send(problem(502, 'BadGateway', 'The content service did not answer.'));
    return 502;
  }
  const { text } = answer;
  const status = answer.status >= 500 ? 502 : answer.status;
  reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(status === 502 ? problem(502, 'BadGateway', 'The content service failed.') : text.slice(0, 16_384));
  return status;
}
