export { businessDomain } from './routes';
export { businessMessages } from './messages';
