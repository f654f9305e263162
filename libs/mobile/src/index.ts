export { mobileDomain } from './routes';
export { mobileMessages } from './messages';
export {
  mobileApi,
  useGetDeviceUpdateQuery,
  useGetDeviceUpdatesQuery,
  useGetSportUpdateQuery,
  useGetSportUpdatesQuery,
} from './api/mobile-api';
