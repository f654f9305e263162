import { readLocalised } from '../support/cms';
import type { Locale } from '../support/env';
import { expect, inLanguage, test } from '../support/fixtures';
import { danglingIdRefs } from '../support/forms';
import { categoryLabel, feePattern, seededFee } from '../support/tariff';

// The M-Pesa cost calculator (docs/behaviour.md §1, blocks.tariff-calculator on /mpesa) must quote the seeded fee.
// Band edges included: 1,000,000 and 1,000,001 fall in different bands.
const samples: Array<[category: string, amount: number]> = [
  ['send-registered', 5_000],
  ['send-registered', 150_000],
  ['send-other-network', 25_000],
  ['send-unregistered', 1_500],
  ['withdraw-agent', 45_000],
  ['withdraw-agent', 1_000_000],
  ['withdraw-agent', 1_000_001],
];

async function calculatorTitle(locale: Locale): Promise<string> {
  const { data } = await readLocalised('/api/mpesa', locale);
  const block = (data['blocks'] as Array<Record<string, unknown>>).find(
    (b) => b['__component'] === 'blocks.tariff-calculator',
  );
  if (!block || typeof block['title'] !== 'string')
    throw new Error('the seeded /mpesa page has no titled tariff calculator');
  return block['title'];
}

for (const locale of ['en', 'sw'] as const) {
  test.describe(`calculator (${locale})`, () => {
    test.use({ lang: locale });

    test('quotes the seeded fee for a sample of amounts', async ({ page, visit }) => {
      await visit('/mpesa');
      const heading = page.getByRole('heading', { name: await calculatorTitle(locale) });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      const calculator = page.locator('section, [role="region"], form').filter({ has: heading }).last();
      const amount = calculator.getByLabel(/amount|kiasi/i).first();
      const result = calculator.locator('output, [role="status"], [aria-live]').first();
      const calculate = calculator.getByRole('button', { name: /calculate|hesabu|kokotoa/i });
      // The tariff loads after the page: wait for the tool itself before looking at its controls.
      await expect(amount, 'the calculator is ready (tariff loaded)').toBeVisible({ timeout: 20_000 });
      await calculator.locator('form[data-hydrated]').waitFor({ state: 'attached' });

      for (const [category, value] of locale === 'en' ? samples : samples.slice(0, 3)) {
        const fee = seededFee(category, value);
        if (fee === null) throw new Error(`sample ${category} ${value} has no fee in the seed`);
        const label = categoryLabel(category, locale);
        const select = calculator.getByRole('combobox', { name: /category|aina/i });
        if ((await select.count()) > 0) await select.first().selectOption({ label });
        else await calculator.getByRole('radio', { name: label }).check();
        await amount.fill(String(value));
        if ((await calculate.count()) > 0) await calculate.first().click();
        await expect(result, `${label}, ${value} TZS → fee ${fee}`).toHaveText(feePattern(fee));
      }
    });

    test('an amount it cannot read shows its message, and the hint stays in the description', async ({
      page,
      visit,
    }) => {
      await visit('/mpesa');
      const form = page.locator('form[data-hydrated]').filter({ has: page.getByLabel(/amount|kiasi/i) });
      await form.waitFor({ state: 'attached', timeout: 20_000 });
      const amount = form.getByLabel(/amount|kiasi/i).first();
      // The texts of the elements aria-describedby names (an id naming nothing adds nothing).
      const description = () =>
        amount.evaluate((input) =>
          (input.ariaDescribedByElements ?? []).map((element) => element.textContent?.trim()).filter(Boolean),
        );
      const [hint] = await description();
      expect(hint, 'the amount has a hint').toMatch(/\S/);
      await amount.fill('abc');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      // The error is read first, then the hint; every id the description names is on the page.
      await expect.poll(description).toEqual([expect.stringMatching(/\S/), hint]);
      expect(await danglingIdRefs(form)).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'sw'] as const) {
    test(`the server answers the form: the fee for 10,000 TZS, then a wrong amount's message (${locale})`, async ({
      page,
    }) => {
      await page.goto(inLanguage('/mpesa', locale));
      const form = page.locator('form[method="get"]').filter({ has: page.getByLabel(/amount|kiasi/i) });
      const category = form.getByRole('combobox', { name: /category|aina/i });
      const amount = form.getByLabel(/amount|kiasi/i).first();
      const calculate = form.getByRole('button', { name: /calculate|hesabu/i });
      await category.selectOption({ label: categoryLabel('send-other-network', locale) });
      await amount.fill('10000');
      await calculate.click();
      await expect(page).toHaveURL(/\/mpesa\?category=send-other-network&amount=10000$/);
      const fee = seededFee('send-other-network', 10_000);
      if (fee === null) throw new Error('the seed has no fee for 10,000 TZS to other networks');
      await expect(form.getByRole('status')).toHaveText(feePattern(fee));

      await amount.fill('abc');
      await calculate.click();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount, 'the amount as typed').toHaveValue('abc');
      await expect(category, 'the category kept').toHaveValue('send-other-network');
    });
  }
});
