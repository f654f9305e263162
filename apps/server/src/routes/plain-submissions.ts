import { type FormRules, type Step, validate } from '@site/form-rules';
import {
  answerFields,
  type FormEcho,
  type FormEchoNotice,
  isFormReference,
  localeOfPath,
  plainSubmissions,
  readStepMove,
  type StepMove,
} from '@site/shared-server-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../http-errors.ts';
import type { Budget } from '../limits/budget.ts';
import { clientKey } from '../limits/client-key.ts';
import type { Renderer } from '../renderer.ts';
import { isPageAddress, singleFields, type AddressOf } from './plain-form.ts';
import { moveProblem, moveStep, stepOfErrors } from './plain-steps.ts';
import { sendHtml } from './send-html.ts';

const { fields } = plainSubmissions;
const { honeypot } = fields;

/** What one CMS call answered, or null when the CMS did not answer. */
export type CmsAnswer = { status: number; text: string; retryAfter: string | null } | null;

/** Posts to the CMS with the visitor's address (forms.ts). */
export type PostToCms = (request: FastifyRequest, path: string, body?: string) => Promise<CmsAnswer>;

export type PlainSubmissionOptions = {
  /** The form's CMS collection segment (`shareholder-forms`). */
  segment: string;
  rules: FormRules;
  /** A form of several steps: each step's fields, the last the review. */
  steps?: readonly Step[];
  render: Renderer['render'];
  post: PostToCms;
  budgets: { attempts: Budget; submissions: Budget; tickets: Budget };
};

/** A plain post, read: the page it came from, the visitor's answers as they sent them, and the rest. */
export type PlainSubmission = {
  back: string;
  ticket: string;
  honeypot: string;
  values: FormEcho['values'];
  /** A form of several steps: the step posted from, and its button's move (Send when none). */
  step?: number;
  move?: StepMove;
};

/**
 * The answers of a urlencoded body as the form's rules read them: a checkbox group's values as a list,
 * a consent box as true when ticked, a list's items from `<list>.<index>.<field>` names (in index
 * order, at most the list's maximum), every other field as its one text. Fields the form does not
 * have are dropped (the rules would name them); a field given twice that takes one answer is refused.
 * A form of several steps must also say its step, and its button's move when it is not Send.
 */
export function readPlainSubmission(
  given: URLSearchParams,
  rules: FormRules,
  address: AddressOf,
  steps?: readonly Step[],
): PlainSubmission | string {
  const single = singleFields(given, [fields.back, fields.ticket, honeypot, fields.step, fields.go]);
  if (!single) return 'a field is given twice';
  const back = single[fields.back];
  if (!isPageAddress(back, address)) return `${fields.back} is the address of a page of this site`;
  const values: FormEcho['values'] = {};
  const one = (name: string) => {
    const answers = given.getAll(name);
    return answers.length > 1 ? null : (answers[0] ?? undefined);
  };
  for (const [name, rule] of Object.entries(rules.fields)) {
    if (rule.kind === 'choices') values[name] = given.getAll(name);
    else if (rule.kind === 'consent') values[name] = given.has(name);
    else if (rule.kind === 'list') {
      const items: Record<string, string>[] = [];
      for (let index = 0; index < rule.max; index += 1) {
        const item: Record<string, string> = {};
        for (const leaf of Object.keys(rule.of)) {
          const answer = one(`${name}.${index}.${leaf}`);
          if (answer === null) return `${name}.${index}.${leaf} is given more than once`;
          if (answer !== undefined) item[leaf] = answer;
        }
        if (Object.keys(item).length > 0) items.push(item);
      }
      // No item posted (a step before the list's): the form starts the list as it always does.
      if (items.length > 0) values[name] = items;
    } else {
      const answer = one(name);
      if (answer === null) return `${name} is given more than once`;
      if (answer !== undefined) values[name] = answer;
    }
  }
  const sent = { back, ticket: single[fields.ticket] ?? '', honeypot: single[honeypot] ?? '', values };
  if (!steps) return sent;
  const posted = single[fields.step] ?? '';
  const step = Number(posted);
  if (!/^\d{1,2}$/.test(posted) || step >= steps.length) return `${fields.step} is a step of the form`;
  const go = single[fields.go];
  const move = go === null ? ({ to: 'send' } as const) : readStepMove(go);
  if (!move) return `${fields.go} is a move of the form`;
  const problem = moveProblem(rules, steps, step, move);
  return problem ?? { ...sent, step, move };
}

type Echoed = {
  status: number;
  notice: FormEchoNotice | null;
  errors?: FormEcho['errors'];
  retryAfter?: string;
  /** The step to show, for a form of several steps (the one posted from unless given). */
  step?: number;
  values?: FormEcho['values'];
};

/**
 * Answers one plain post of an application form (ADR 0031), for a visitor without JavaScript:
 * - no ticket yet (the form's cached page cannot hold one): the answers are checked by the form's
 *   rules and the page comes back with them, their errors, and a ticket of the visitor's own;
 * - a ticket: checked answers go to the CMS as the script's form sends them; once stored, the
 *   visitor goes back (303) to the page with the reference in `?sent=`, so a reload sends nothing
 *   twice. Otherwise the page comes back with the answers, what went wrong and a ticket.
 * Every post spends an attempt; one that reaches the CMS a submission, given back unless stored
 * (forms.ts); an echoed page spends a ticket when it needs a new one.
 */
export async function answerPlainSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  sent: PlainSubmission,
  options: PlainSubmissionOptions,
) {
  const { segment, rules, steps, budgets } = options;
  const client = clientKey(request.ip);
  const echo = async (answer: Echoed, ticket: string) => {
    const errors = answer.errors ?? [];
    const step =
      steps && errors.length > 0 && answer.step === undefined ? stepOfErrors(steps, errors) : answer.step;
    const formEcho: FormEcho = {
      form: `/${segment}`,
      values: answer.values ?? sent.values,
      errors,
      ticket,
      notice: answer.notice,
      ...(steps ? { step: step ?? sent.step ?? 0 } : {}),
    };
    const rendered = await options.render(sent.back, { formEcho }).catch((error: unknown) => {
      request.log.error({ err: error }, 'a form sent back could not be rendered');
      return null;
    });
    if (!rendered)
      return reply
        .code(503)
        .header('Retry-After', '30')
        .header('Cache-Control', 'no-store')
        .send(problem(503, 'ServiceUnavailable', 'The page cannot be shown right now. Please try again.'));
    if (rendered.kind === 'redirect') return reply.code(303).header('Location', sent.back).send();
    if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
    return sendHtml(request, reply, answer.status, rendered.html, 'no-store', { lite: true });
  };
  const freshTicket = async () => {
    if (!(await budgets.tickets.take(client)).ok) return '';
    const answer = await options.post(request, `/api/${segment}/ticket`);
    if (!answer || answer.status >= 300) return '';
    learnTicketMinimum(segment, answer.text);
    return ticketOf(answer.text);
  };

  const attempt = await budgets.attempts.take(client);
  if (!attempt.ok)
    return echo(
      { status: 429, notice: 'rate-limited', retryAfter: String(attempt.retryAfterSeconds) },
      sent.ticket,
    );
  const last = steps ? steps.length - 1 : 0;
  if (steps && sent.move && (sent.move.to !== 'send' || sent.step !== last)) {
    // A move between steps stores nothing; the review step holds the ticket Send will need.
    const moved = moveStep(rules, steps, sent.step ?? 0, sent.move, sent.values);
    const ticket = moved.step === last ? sent.ticket || (await freshTicket()) : sent.ticket;
    return echo({ status: moved.errors.length > 0 ? 400 : 200, notice: null, ...moved }, ticket);
  }
  const checked = validate(rules, sent.values);
  if (!checked.ok)
    return echo({ status: 400, notice: null, errors: checked.errors }, sent.ticket || (await freshTicket()));
  if (!sent.ticket) {
    const ticket = await freshTicket();
    // Without a ticket the next press could not send either: say so now.
    return ticket
      ? echo({ status: 200, notice: 'check' }, ticket)
      : echo({ status: 502, notice: 'server' }, '');
  }

  const submission = await budgets.submissions.take(client);
  if (!submission.ok)
    return echo(
      { status: 429, notice: 'rate-limited', retryAfter: String(submission.retryAfterSeconds) },
      sent.ticket,
    );
  await waitOutTicket(segment, sent.ticket);
  const locale = localeOfPath(sent.back);
  const body = JSON.stringify({
    data: { ...sent.values, locale, [honeypot]: sent.honeypot },
    ticket: sent.ticket,
  });
  const answer = await options.post(request, `/api/${segment}`, body);
  const reference = answer && answer.status < 300 ? referenceOf(answer.text) : null;
  if (reference !== null) {
    const query = new URLSearchParams({ [answerFields.sent]: reference });
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .header('Location', `${sent.back}?${query}`)
      .send();
  }
  await budgets.submissions.giveBack(client);
  const refusal = answer ? cmsError(answer.text) : null;
  if (answer?.status === 400 && refusal?.name === 'ValidationError')
    return echo({ status: 400, notice: null, errors: refusal.errors }, sent.ticket);
  if (answer?.status === 400 && refusal?.name === 'SubmissionRefused')
    return echo({ status: 409, notice: 'resend' }, await freshTicket());
  if (answer?.status === 429)
    return echo({ status: 429, notice: 'rate-limited', retryAfter: answer.retryAfter ?? '60' }, sent.ticket);
  return echo({ status: 502, notice: 'server' }, sent.ticket);
}

/** The shortest time a form's tickets must wait (learned from the CMS's ticket answers), per form. */
const ticketMinimumMs = new Map<string, number>();

/**
 * A visitor who sends within the ticket's minimum of getting it (a quick second press) is not
 * refused for it: the server waits out the rest, as the script's form does. Never longer than the
 * minimum, whatever time the ticket claims: the CMS judges the ticket itself.
 */
async function waitOutTicket(segment: string, ticket: string) {
  const minimum = ticketMinimumMs.get(segment) ?? 0;
  const issuedAt = Number(/^(\d{13})\./.exec(ticket)?.[1] ?? NaN);
  const rest = Math.min(issuedAt + minimum - Date.now(), minimum);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const dataOf = (text: string) => {
  const data = parsed(text)?.['data'];
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
};

function ticketOf(text: string): string {
  const { ticket } = dataOf(text);
  return typeof ticket === 'string' ? ticket : '';
}

/** The CMS's reference of a stored submission, when it is one (it goes into an address). */
function referenceOf(text: string): string | null {
  const { reference } = dataOf(text);
  return typeof reference === 'string' && isFormReference(reference) ? reference : null;
}

/** The CMS's refusal: its name and, for answers to fix, each one's path and error code. */
function cmsError(text: string): { name: string; errors: FormEcho['errors'] } | null {
  const error = parsed(text)?.['error'] as { name?: unknown; details?: { errors?: unknown } } | undefined;
  if (!error || typeof error.name !== 'string') return null;
  const list = Array.isArray(error.details?.errors) ? (error.details.errors as unknown[]) : [];
  const errors = list.flatMap((item) => {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    return Array.isArray(path) && typeof message === 'string'
      ? [{ path: path.filter((part) => typeof part === 'string' || typeof part === 'number'), code: message }]
      : [];
  });
  return { name: error.name, errors };
}

/** Remembers a form's ticket minimum from the CMS's answer to a ticket request. */
function learnTicketMinimum(segment: string, text: string) {
  const { minSeconds } = dataOf(text);
  if (typeof minSeconds === 'number' && Number.isFinite(minSeconds) && minSeconds >= 0)
    ticketMinimumMs.set(segment, minSeconds * 1000);
}
