import { articlePage } from '@site/shared-pages';
import { defineMessage } from 'react-intl';

const backLabel = defineMessage({
  id: 'mobile.detail.backToSport',
  defaultMessage: 'All sport news',
  description:
    'Button at the foot of a sport story (and of its not-found page) back to the list of sport news',
});

/** `/sport-news/:id/:slug?`: one sport update. */
const page = articlePage('/soka', backLabel);
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
