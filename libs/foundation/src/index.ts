export { foundationDomain } from './routes';
export { foundationMessages } from './messages';
export {
  foundationApi,
  useGetFoundationUpdateQuery,
  useGetFoundationUpdatesQuery,
} from './api/foundation-api';
