export { checkAmount, parseAmount } from './parse-amount';
export { quoteFee, quoteInCategory } from './quote-fee';
export { readTariff } from './read-tariff';
export type { AmountProblem, Band, FeeQuote, ParsedAmount, TariffCategory, TariffReading } from './types';
