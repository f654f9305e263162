export { mpesaDomain } from './routes';
export { mpesaMessages } from './messages';
