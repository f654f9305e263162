import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CostCalculator } from './cost-calculator';
import { CalculatorProviders } from './testing/calculator-providers';
import { exampleTariffRecords } from './testing/example-tariff';
import { malformedTariff } from './testing/malformed-tariff';
import { tariffFailure, tariffHandler } from './testing/tariff-handlers';

/** The site's store and language (story `locale` parameter, else the toolbar), with the mpesa texts. */
const withCalculatorProviders: Decorator = (Story, context) => {
  const locale = (context.parameters['locale'] ?? context.globals['locale']) === 'sw' ? 'sw' : 'en';
  return (
    <CalculatorProviders key={locale} locale={locale}>
      <Story />
    </CalculatorProviders>
  );
};

const meta = {
  title: 'Mpesa/Tools/CostCalculator',
  component: CostCalculator,
  decorators: [withCalculatorProviders],
  parameters: { msw: { handlers: [tariffHandler(exampleTariffRecords)] } },
  // The phones most visitors use.
  globals: { viewport: { value: 'android360' } },
} satisfies Meta<typeof CostCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount (TZS)'), '10,000');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Fee/);
  },
};

export const Swahili: Story = {
  parameters: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Kiasi (TZS)'), '250000');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Ada/);
  },
};

export const NotAllowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox'), 'send-unregistered');
    await userEvent.type(canvas.getByLabelText('Amount (TZS)'), '2000000');
    await expect(canvas.getByLabelText('Amount (TZS)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/tariff-bands', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [tariffFailure()] } },
};

export const MalformedTariff: Story = {
  parameters: {
    msw: {
      handlers: [tariffHandler(() => malformedTariff(2000, 'Send to registered users or partner networks'))],
    },
  },
};

/** Production mode before an editor publishes the real tariff: the seeded example stays a draft. */
export const NotPublished: Story = {
  parameters: { msw: { handlers: [tariffHandler(() => [])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/fee table is not published yet/)).toBeInTheDocument();
  },
};

/** A published tariff: the note is its effective date and its own source line, nothing else. */
export const PublishedTariff: Story = {
  parameters: {
    msw: {
      handlers: [
        tariffHandler((locale) =>
          exampleTariffRecords(locale).map((record) => ({
            ...record,
            effectiveDate: '2027-01-15',
            source:
              locale === 'sw'
                ? 'Jedwali la ada za M-Pesa la tovuti ya kampuni'
                : 'M-Pesa fee table on the company’s site',
          })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Fees effective 15 January 2027\. Source: M-Pesa fee table/),
    ).toBeInTheDocument();
  },
};
