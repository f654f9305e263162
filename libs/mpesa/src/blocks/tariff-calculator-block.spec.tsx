import type { TariffCalculatorBlock as TariffCalculatorContent } from '@site/shared-content';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { CalculatorProviders } from '../tools/testing/calculator-providers';
import { seededTariffRecords } from '../tools/tariff/testing/load-seed';
import { tariffHandler } from '../tools/testing/tariff-handlers';
import { mpesaBlocks } from './registry';
import TariffCalculatorBlock from './tariff-calculator-block';

const server = setupServer(tariffHandler(seededTariffRecords));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const intro = 'Choose what you want to do and enter the amount to see the M-Pesa fee.';
const block: TariffCalculatorContent = {
  __component: 'blocks.tariff-calculator',
  title: 'How much does it cost?',
  intro,
};

const renderBlock = (index: number, content = block) =>
  render(
    <CalculatorProviders>
      <TariffCalculatorBlock block={content} index={index} />
    </CalculatorProviders>,
  );

describe('TariffCalculatorBlock', () => {
  it('is a section named by its <h2> title, with the intro and the calculator', async () => {
    renderBlock(2);
    expect(screen.getByRole('heading', { level: 2, name: 'How much does it cost?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How much does it cost?' })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Choose Category' })).toBeInTheDocument();
  });

  it('adds no heading as the first block, where the page heading stands right above it', async () => {
    renderBlock(0);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('How much does it cost?')).toBeInTheDocument();
    expect(await screen.findByLabelText('Amount (TZS)')).toBeInTheDocument();
  });

  it('needs neither title nor intro', async () => {
    renderBlock(1, { __component: 'blocks.tariff-calculator', title: null, intro: null });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Amount (TZS)')).toBeInTheDocument();
  });

  it('is registered for the mpesa pages as a lazily loaded renderer', async () => {
    const module = await mpesaBlocks['blocks.tariff-calculator']?.load();
    expect(module?.default).toBe(TariffCalculatorBlock);
  });
});
