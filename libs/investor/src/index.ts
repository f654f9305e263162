export { investorDomain } from './routes';
export { investorMessages } from './messages';
