export { quoteInCategory } from './quote-fee';
export type { AmountProblem, Band, FeeQuote, TariffCategory, TariffReading } from './types';
