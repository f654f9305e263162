export { mpesaDomain } from './routes';
export { mpesaMessages } from './messages';
export { mpesaApi, useGetTariffBandsQuery } from './api/mpesa-api';
