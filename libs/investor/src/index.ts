export { investorDomain } from './routes';
export { investorMessages } from './messages';
export {
  investorApi,
  useGetAnnouncementsQuery,
  useGetEventsQuery,
  useGetNewsItemQuery,
  useGetNewsListQuery,
} from './api/investor-api';
