export { supportDomain } from './routes';
export { supportMessages } from './messages';
