import { foundationApplicationRules, foundationApplicationSteps } from '@site/form-rules';
import { moveStep } from '../src/routes/plain-steps.ts';
import { postPlainForm, serverForEachTest } from './fixtures.ts';

// The foundation application without JavaScript (ADR 0031): one step at a time through the server,
// every answer carried in the page (the server keeps nothing between posts), lists grown and shrunk
// by their buttons within the rules' limits, and sent as the script's form sends it.

const steps = foundationApplicationSteps;
const rules = foundationApplicationRules;
const review = steps.length - 1;

const person = (name: string) => ({
  fullName: name,
  role: 'Coordinator',
  email: 'a@example.test',
  phone: '0712345678',
});
const line = { item: 'Tablets', quantity: '2', unitCost: '150000' };
const complete = {
  organisationName: 'Shule Yetu Trust',
  organisationType: 'ngo',
  projectTitle: 'Tablets for learners',
  projectSummary: 'Digital lessons for two schools.',
  objectives: 'Reading and arithmetic.',
  beneficiaries: 'Pupils of Standard 5 to 7.',
  budgetLines: [line],
  applicants: [person('Asha Mwinyi'), person('Juma Hassan')],
  region: 'Dar es Salaam',
  district: 'Kinondoni',
};

describe('moveStep', () => {
  it('Next checks only the step on screen: its errors keep the visitor there, otherwise on to the next', () => {
    const stay = moveStep(rules, steps, 0, { to: 'next' }, { organisationName: '' });
    expect(stay.step).toBe(0);
    expect(stay.errors.map((error) => error.path[0])).toEqual(['organisationName', 'organisationType']);
    const on = moveStep(
      rules,
      steps,
      0,
      { to: 'next' },
      { organisationName: 'Trust', organisationType: 'ngo' },
    );
    expect(on).toEqual({
      step: 1,
      values: { organisationName: 'Trust', organisationType: 'ngo' },
      errors: [],
    });
  });

  it('Send before the review is Next (the Enter key’s button); Back and Change move unchecked', () => {
    expect(moveStep(rules, steps, 1, { to: 'send' }, {}).step).toBe(2);
    expect(moveStep(rules, steps, 2, { to: 'back' }, {})).toEqual({ step: 1, values: {}, errors: [] });
    expect(moveStep(rules, steps, 0, { to: 'back' }, {}).step).toBe(0);
    expect(moveStep(rules, steps, review, { to: 'step', step: 3 }, complete).step).toBe(3);
  });

  it('Add and Remove keep a list within its limits and every answer', () => {
    const added = moveStep(rules, steps, 4, { to: 'add', list: 'applicants' }, complete);
    expect(added.values['applicants']).toEqual([
      ...complete.applicants,
      { fullName: '', role: '', email: '', phone: '' },
    ]);
    expect(added.values['organisationName']).toBe(complete.organisationName);
    const removed = moveStep(rules, steps, 4, { to: 'remove', list: 'applicants', index: 0 }, added.values);
    expect(removed.values['applicants']).toEqual([
      person('Juma Hassan'),
      { fullName: '', role: '', email: '', phone: '' },
    ]);
    const atMinimum = moveStep(
      rules,
      steps,
      4,
      { to: 'remove', list: 'applicants', index: 0 },
      removed.values,
    );
    expect(
      moveStep(rules, steps, 4, { to: 'remove', list: 'applicants', index: 0 }, atMinimum.values).values[
        'applicants'
      ],
    ).toHaveLength(2);
    const full = { budgetLines: Array.from({ length: 50 }, () => line) };
    expect(
      moveStep(rules, steps, 3, { to: 'add', list: 'budgetLines' }, full).values['budgetLines'],
    ).toHaveLength(50);
  });
});

const foundationCms = {
  'POST /api/foundation-applications/ticket': () => ({
    status: 200,
    body: { data: { ticket: 'T-FRESH', minSeconds: 0, maxAgeSeconds: 3600 } },
  }),
  'POST /api/foundation-applications': () => ({
    status: 200,
    body: { data: { reference: 'VF-2026-ABC234' } },
  }),
};
const stack = serverForEachTest({ FORM_ATTEMPT_LIMIT: '20' }, foundationCms);

/** A post of the form as a browser sends it: lists as `applicants.0.fullName`. */
function body(values: Record<string, unknown>, extra: Record<string, string>) {
  const form = new URLSearchParams({ back: '/mpesa', ticket: '', fax: '', ...extra });
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') form.append(name, value);
    else
      (value as Record<string, string>[]).forEach((item, index) => {
        for (const [leaf, text] of Object.entries(item)) form.append(`${name}.${index}.${leaf}`, text);
      });
  }
  return form.toString();
}
const post = (values: Record<string, unknown>, extra: Record<string, string>) =>
  postPlainForm(stack.server, '/forms/foundation-applications', body(values, extra));
const echoOf = async (answer: Response) => {
  const match = /<p>echo ([^<]+)<\/p>/.exec(await answer.text());
  return match ? JSON.parse(decodeURIComponent(match[1] ?? '')) : null;
};
const stored = () => stack.cms.seen.filter((seen) => seen.url === '/api/foundation-applications');

it('Next answers with the next step and every answer; reaching the review brings a ticket', async () => {
  const first = await post({ organisationName: 'Trust', organisationType: 'ngo' }, { step: '0', go: 'next' });
  expect(first.status).toBe(200);
  expect(await echoOf(first)).toMatchObject({
    step: 1,
    ticket: '',
    errors: [],
    values: { organisationName: 'Trust' },
  });
  const last = await post(complete, { step: String(review - 1), go: 'next' });
  expect(await echoOf(last)).toMatchObject({ step: review, ticket: 'T-FRESH', values: complete });
  expect(stored()).toEqual([]);
});

it('a step with errors comes back as a 400 on that step, with their codes', async () => {
  const answer = await post(
    { ...complete, applicants: [person('Asha'), { ...person('Juma'), email: 'x' }] },
    { step: '4', go: 'next' },
  );
  expect(answer.status).toBe(400);
  expect(await echoOf(answer)).toMatchObject({
    step: 4,
    errors: [{ path: ['applicants', 1, 'email'], code: 'invalid_email' }],
  });
});

it('Send stores the lists as the script sends them and goes back with the reference', async () => {
  const answer = await post(complete, { step: String(review), ticket: 'T-1', go: 'send' });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/mpesa?sent=VF-2026-ABC234');
  expect(JSON.parse(stored()[0]?.body ?? '')).toEqual({
    data: { ...complete, locale: 'en', fax: '' },
    ticket: 'T-1',
  });
});

it('Send with a wrong answer opens the step of the first one', async () => {
  const answer = await post(
    { ...complete, district: '', applicants: [person('Asha')] },
    { step: String(review), ticket: 'T-1' },
  );
  expect(answer.status).toBe(400);
  const echo = await echoOf(answer);
  expect(echo.step).toBe(4);
  expect(echo.errors).toEqual([
    { path: ['applicants'], code: 'min_applicants' },
    { path: ['district'], code: 'required' },
  ]);
  expect(stored()).toEqual([]);
});

it('items past a list’s limit are not read, and an empty list starts as the form starts it', async () => {
  const answer = await post(
    { organisationName: 'Trust' },
    { step: '4', go: 'add:applicants', 'applicants.10.fullName': 'Too far' },
  );
  expect((await echoOf(answer)).values['applicants']).toEqual([
    { fullName: '', role: '', email: '', phone: '' },
  ]);
});

describe('refuse what no button of the form sends: a 400, nothing asked of the CMS', () => {
  it.each([
    ['no step', {}],
    ['a step past the review', { step: String(review + 1) }],
    ['a step that is not a number', { step: '1e1' }],
    ['a move no button sends', { step: '0', go: 'jump' }],
    ['a Change to the review itself', { step: String(review), go: `step:${review}` }],
    ['adding to a list of another step', { step: '0', go: 'add:applicants' }],
    ['adding to a field that is not a list', { step: '0', go: 'add:organisationName' }],
    ['a prototype’s name', { step: '4', go: 'add:constructor' }],
  ])('%s', async (_name, extra) => {
    const answer = await post(complete, extra);
    expect(answer.status).toBe(400);
    expect(stack.cms.seen).toEqual([]);
  });

  it('a list item’s field given twice', async () => {
    const answer = await postPlainForm(
      stack.server,
      '/forms/foundation-applications',
      `${body(complete, { step: '4', go: 'next' })}&applicants.0.email=b%40example.test`,
    );
    expect(answer.status).toBe(400);
    expect(stack.cms.seen).toEqual([]);
  });
});
