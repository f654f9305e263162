import type { Locale } from '@site/shared-i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { CostCalculator } from './cost-calculator';
import { CalculatorProviders } from './testing/calculator-providers';
import { seedTariff, seededTariffRecords } from './tariff/testing/load-seed';
import { malformedTariff } from './testing/malformed-tariff';
import { tariffFailure, tariffHandler } from './testing/tariff-handlers';

const server = setupServer(tariffHandler(seededTariffRecords));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Shillings as both languages print them, code first (the matchers compare collapsed whitespace).
const tzs = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;
/** Matches a text inside an accessible description whatever kind of space Intl used. */
const containing = (text: string) =>
  expect.stringMatching(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')));

function renderCalculator(locale: Locale = 'en', initialPath?: string) {
  const user = userEvent.setup();
  render(
    <CalculatorProviders locale={locale} initialPath={initialPath}>
      <CostCalculator />
    </CalculatorProviders>,
  );
  return { user };
}

/** The result's figures as "term → value", read through their roles (dt = term, dd = definition). */
function figures() {
  const result = screen.getByRole('status');
  const terms = within(result).queryAllByRole('term');
  const values = within(result).queryAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, n) => [term.textContent, values[n]?.textContent?.replace(/\s/g, ' ')]),
  );
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, text: string, label = 'Amount (TZS)') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

describe('CostCalculator', () => {
  it('shows a loading state, then the categories the tariff defines in its order', async () => {
    renderCalculator();
    expect(screen.getByText('Loading the M-Pesa fees…')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Choose Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Send to registered users or partner networks',
      'Send to other networks',
      'Send to unregistered users',
      'Withdraw at an agent or ATM',
    ]);
    expect(screen.getByLabelText('Amount (TZS)')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('status')).toHaveTextContent('Enter an amount to see the fee.');
    expect(screen.getByLabelText('Amount (TZS)')).not.toHaveAttribute('aria-invalid');
  });

  it('marks its form once the app runs it (the fee is computed in the browser)', async () => {
    renderCalculator();
    const select = await screen.findByRole('combobox', { name: 'Choose Category' });
    expect((select as HTMLSelectElement).form).toHaveAttribute('data-hydrated', '');
  });

  it('quotes the fee, total and band as the visitor types, and says where the fees come from', async () => {
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    await typeAmount(user, '10,000');
    expect(figures()).toEqual({
      Amount: tzs(10000),
      Fee: tzs(350),
      'Total (amount + fee)': tzs(10350),
      'Amount band': `${tzs(10000)} – 14,999`,
    });
    await typeAmount(user, '9999');
    expect(figures()).toMatchObject({
      Fee: tzs(150),
      'Total (amount + fee)': tzs(10149),
      'Amount band': `${tzs(7000)} – 9,999`,
    });
    // The seeded tariff has no effective date: only its source line, in the CMS's words.
    expect(screen.getByText(`Source: ${seedTariff.source.en}`)).toBeInTheDocument();
  });

  it('is a GET form that starts from its address: the page the server answers without JavaScript', async () => {
    renderCalculator('en', '/mpesa?category=send-other-network&amount=10%2C000');
    const select = await screen.findByRole('combobox', { name: 'Choose Category' });
    expect(select).toHaveValue('send-other-network');
    expect(screen.getByLabelText('Amount (TZS)')).toHaveValue('10,000');
    expect(figures()).toMatchObject({ Amount: tzs(10000) });
    const { form } = screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' });
    if (!form) throw new Error('Calculate is outside a form');
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form)]).toEqual([
      ['category', 'send-other-network'],
      ['amount', '10,000'],
    ]);
  });

  it("shows the field's message for a wrong amount in its address, the other field kept", async () => {
    renderCalculator('sw', '/sw/mpesa?category=withdraw-agent&amount=abc');
    const select = await screen.findByRole('combobox', { name: 'Chagua aina' });
    expect(select).toHaveValue('withdraw-agent');
    expect(screen.getByLabelText('Kiasi (TZS)')).toHaveAccessibleDescription(
      containing('Weka kiasi kwa tarakimu tu'),
    );
  });

  it('says when a tariff took effect and where it comes from in its own words, never "example"', async () => {
    const published = seededTariffRecords('en').map((record) => ({
      ...record,
      effectiveDate: '2027-01-15',
      source: 'M-Pesa tariff published on the operator’s site',
    }));
    server.use(tariffHandler(() => published));
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    await typeAmount(user, '10000');
    expect(figures()).toMatchObject({ 'Effective date': '15 January 2027' });
    const note = screen.getByText(/^Fees effective/);
    expect(note).toHaveTextContent(
      'Fees effective 15 January 2027. Source: M-Pesa tariff published on the operator’s site',
    );
    expect(screen.queryByText(/example fees|not the live tariff/i)).not.toBeInTheDocument();
  });

  it('says so when no tariff is published (production mode before an editor publishes one)', async () => {
    server.use(tariffHandler(() => []));
    renderCalculator();
    expect(
      await screen.findByText(
        'The M-Pesa fee table is not published yet, so the calculator cannot quote a fee.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (TZS)')).not.toBeInTheDocument();
  });

  it('quotes the chosen category, including the open-ended top band', async () => {
    const { user } = renderCalculator();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Choose Category' }),
      'Withdraw at an agent or ATM',
    );
    await typeAmount(user, '1 000 001');
    expect(figures()).toMatchObject({
      Fee: tzs(8000),
      'Total (amount + fee)': tzs(1008001),
      'Amount band': `${tzs(1000001)} – 3,000,000`,
    });
    await typeAmount(user, '3000001');
    expect(figures()).toMatchObject({ Fee: tzs(10000), 'Amount band': `${tzs(3000001)} and above` });
  });

  it.each([
    ['abc', 'Enter the amount in numbers only, for example 10,000.'],
    ['-500', 'The amount cannot be negative.'],
    ['10.5', 'Enter whole shillings, without cents.'],
    ['1,00', 'Enter the amount in numbers only, for example 10,000.'],
  ])('answers %j with a message beside the field and no figures', async (text, message) => {
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    const field = await typeAmount(user, text);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(containing(message));
    expect(figures()).toEqual({});
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('asks for an amount once the field is emptied, or on Enter', async () => {
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    const field = screen.getByLabelText('Amount (TZS)');
    await user.type(field, '{Enter}');
    expect(field).toHaveAccessibleDescription(containing('Enter an amount.'));
    await user.type(field, '5');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when an amount is not allowed for the category', async () => {
    const { user } = renderCalculator();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Choose Category' }),
      'send-unregistered',
    );
    const field = await typeAmount(user, '2,000,000');
    expect(field).toHaveAccessibleDescription(
      containing(`This amount is not allowed for this transaction type (${tzs(1000001)} – 3,000,000).`),
    );
    expect(figures()).toEqual({});
  });

  it('names the limits of a tariff that does not cover every amount', async () => {
    const band = (minimum: number, maximum: number, fee: number) => ({
      id: minimum,
      documentId: `agent-${minimum}`,
      category: 'withdraw-agent',
      categoryLabel: 'Withdraw at an agent or ATM',
      minimum,
      maximum,
      fee,
      effectiveDate: null,
      source: null,
    });
    server.use(tariffHandler(() => [band(10000, 49999, 1450), band(50000, 1000000, 3000)]));
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    const field = await typeAmount(user, '9999');
    expect(field).toHaveAccessibleDescription(
      containing(`The smallest amount for this transaction is ${tzs(10000)}.`),
    );
    await typeAmount(user, '1000001');
    expect(field).toHaveAccessibleDescription(
      containing(`The largest amount for this transaction is ${tzs(1000000)}.`),
    );
    await typeAmount(user, '1000000');
    expect(figures()).toMatchObject({ Fee: tzs(3000) });
  });

  it('brings the result into focus on Enter, which also closes the phone keyboard', async () => {
    const { user } = renderCalculator();
    await screen.findByRole('combobox', { name: 'Choose Category' });
    await typeAmount(user, '50000{Enter}');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(figures()).toMatchObject({ Fee: tzs(800) });
  });

  it('speaks Swahili and formats for the sw locale', async () => {
    const { user } = renderCalculator('sw');
    // The first Swahili render of a test worker imports the Swahili catalogs and locale data cold: in
    // the generators' check, beside the CMS suites, that alone took more than the default 5 s.
    const select = await screen.findByRole('combobox', { name: 'Chagua aina' }, { timeout: 15_000 });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      'Kutuma kwa watumiaji waliosajiliwa au mitandao ya washirika',
    );
    await typeAmount(user, '10000', 'Kiasi (TZS)');
    expect(figures()).toEqual({
      Kiasi: tzs(10000),
      Ada: tzs(350),
      'Jumla (kiasi + ada)': tzs(10350),
      'Kiwango cha kiasi': `${tzs(10000)} – 14,999`,
    });
    await user.selectOptions(select, 'send-unregistered');
    const field = await typeAmount(user, '2000000', 'Kiasi (TZS)');
    expect(field).toHaveAccessibleDescription(containing('Kiasi hakiruhusiwi kwa aina hii ya muamala'));
  });

  it('shows an error with a retry when the tariff cannot be loaded, and recovers', async () => {
    server.use(tariffFailure());
    const { user } = renderCalculator();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The M-Pesa fees could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Choose Category' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('refuses to compute from a malformed tariff', async () => {
    const broken = malformedTariff(900, 'Send');
    server.use(tariffHandler(() => broken));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCalculator();
    expect(await screen.findByRole('alert')).toHaveTextContent(/fee calculator is not available right now/);
    expect(screen.queryByLabelText('Amount (TZS)')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('M-Pesa tariff is malformed:', [expect.stringContaining('overlaps')]);
    warn.mockRestore();
  });
});
