import { SkeletonPage } from '@site/shared-ui';
import { stateMessages } from '@site/shared-i18n';
import { useIntl } from 'react-intl';

/** Keeps the final layout's boxes while content loads (no jump when it arrives). */
export function PageLoading() {
  const intl = useIntl();
  return <SkeletonPage label={intl.formatMessage(stateMessages.loading)} />;
}
