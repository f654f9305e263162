export { foundationDomain } from './routes';
export { foundationMessages } from './messages';
