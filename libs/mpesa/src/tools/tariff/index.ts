export { quoteInCategory } from './quote-fee';
export { readTariff } from './read-tariff';
export type { AmountProblem, Band, FeeQuote, TariffCategory } from './types';
