import type { Locator } from '@playwright/test';

/** What the filler writes: a unique marker in the organisation/business name, and an email to find. */
export type FillPlan = { marker: string; email: string; emailsUsed?: number };

type Field = {
  index: number;
  tag: string;
  type: string;
  name: string;
  label: string;
  value: string;
  checked: boolean;
};

/**
 * The forms are written by another engineer while this suite is written, so the filler does not
 * assume field ids: it fills every visible, empty field of a form with a valid value chosen from the
 * field's type and label (English or Swahili), in passes, so that fields revealed by an answer (e.g.
 * "influencer name") are filled too.
 */
export async function fillVisibleFields(form: Locator, plan: FillPlan): Promise<number> {
  let filled = 0;
  // A choice can reveal or hide fields and shift their positions: after one, the pass starts over.
  for (let pass = 0; pass < 15; pass += 1) {
    const fields = await describeFields(form);
    let changed = 0;
    let revealing = false;
    const radiosDone = new Set<string>();
    for (const field of fields) {
      const control = form.locator('input, textarea, select').nth(field.index);
      if (!(await control.isVisible()) || !(await control.isEditable())) continue;
      const key = `${field.label} ${field.name}`.toLowerCase();
      if (/fax|honeypot|leave (this )?empty/.test(key)) continue;
      if (field.type === 'checkbox') {
        if (!field.checked) {
          await control.check();
          changed += 1;
          revealing = true;
          break;
        }
        continue;
      }
      if (field.type === 'radio') {
        const group = field.name || key;
        if (radiosDone.has(group)) continue;
        radiosDone.add(group);
        const groupChecked = fields.some(
          (other) => other.type === 'radio' && other.name === field.name && other.checked,
        );
        if (!groupChecked) {
          await control.check();
          changed += 1;
          revealing = true;
          break;
        }
        continue;
      }
      if (field.value !== '') continue;
      if (field.tag === 'select') {
        await control.selectOption(await choiceFor(control, key));
        revealing = true;
      } else {
        await control.fill(valueFor(field, key, plan, filled));
      }
      changed += 1;
      filled += 1;
      if (revealing) break;
    }
    if (changed === 0) break;
  }
  return filled;
}

async function describeFields(form: Locator): Promise<Field[]> {
  return form.locator('input, textarea, select').evaluateAll((elements) =>
    elements.map((element, index) => {
      const input = element as HTMLInputElement;
      const labelled = input.labels?.[0]?.textContent ?? '';
      const describedBy = input.getAttribute('aria-labelledby');
      const byId = describedBy ? (document.getElementById(describedBy)?.textContent ?? '') : '';
      return {
        index,
        tag: element.tagName.toLowerCase(),
        type: (
          input.getAttribute('type') ?? (element.tagName === 'TEXTAREA' ? 'textarea' : 'text')
        ).toLowerCase(),
        name: input.name ?? '',
        label: labelled || input.getAttribute('aria-label') || byId || input.placeholder || '',
        value: input.value ?? '',
        checked: input.checked === true,
      };
    }),
  );
}

/** A select's answer: one that reveals no extra field when possible, else the first real option. */
async function choiceFor(select: Locator, key: string): Promise<string> {
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => !(node as HTMLOptionElement).disabled && (node as HTMLOptionElement).value !== '')
        .map((node) => (node as HTMLOptionElement).value),
    );
  const preferred = /heard|hear|sikia/.test(key)
    ? 'search'
    : /service|huduma/.test(key)
      ? 'connectivity'
      : /size|ukubwa/.test(key)
        ? 'small'
        : null;
  const value = preferred && options.includes(preferred) ? preferred : options[0];
  if (!value) throw new Error(`select "${key}" has no option`);
  return value;
}

function valueFor(field: Field, key: string, plan: FillPlan, n: number): string {
  const phone = () => `07${String(54_000_000 + ((Date.now() + n * 7919) % 999_999)).padStart(8, '0')}`;
  if (field.type === 'email' || /e-?mail|barua pepe/.test(key)) {
    // The first email of the form is the plan's (the one the test looks for); others are distinct.
    const used = plan.emailsUsed ?? 0;
    plan.emailsUsed = used + 1;
    return used === 0 ? plan.email : plan.email.replace('@', `+${used}@`);
  }
  if (field.type === 'tel' || /phone|msisdn|simu/.test(key)) return phone();
  if (field.type === 'date' || /date|tarehe/.test(key)) return '2027-01-15';
  if (field.type === 'url' || /website|tovuti/.test(key)) return 'https://example.org';
  if (/organi[sz]ation name|business name|jina la (shirika|taasisi|asasi|biashara)/.test(key))
    return plan.marker;
  if (field.type === 'number' || /year|mwaka|quantity|idadi|cost|gharama|bei|month|miezi|size/.test(key)) {
    if (/year|mwaka/.test(key)) return '2015';
    if (/month|duration|miezi|muda/.test(key)) return '12';
    if (/quantity|idadi/.test(key)) return '2';
    if (/cost|price|gharama|bei/.test(key)) return '150000';
    return '8';
  }
  if (/region|mkoa/.test(key)) return 'Dar es Salaam';
  if (/district|wilaya/.test(key)) return 'Kinondoni';
  if (/ward|kata/.test(key)) return 'Msasani';
  if (/role|position|cheo|nafasi/.test(key)) return 'Programme coordinator';
  if (/full name|your name|^name|jina/.test(key)) return n % 2 === 0 ? 'Asha Mwinyi' : 'Juma Hassan';
  if (/registration|usajili/.test(key)) return 'REG-2015-0042';
  if (/type|aina/.test(key)) return 'Non-governmental organisation';
  if (/item|kipengele|bidhaa/.test(key)) return 'Tablets for learners';
  if (field.type === 'textarea') return 'Written by the end-to-end suite: a complete and valid answer.';
  return 'E2E answer';
}
