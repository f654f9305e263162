export { mobileDomain } from './routes';
export { mobileMessages } from './messages';
