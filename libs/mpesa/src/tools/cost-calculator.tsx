import { errorMessages, MessagesScope, useLanguage } from '@site/shared-i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { ReadError } from '@site/shared-blocks';
import { Alert, Skeleton, VisuallyHidden } from '@site/shared-ui';
import { useEffect } from 'react';
import { useGetTariffQuery } from '../api/mpesa-api';
import { CalculatorForm } from './calculator/calculator-form';
import styles from './calculator/calculator.module.css';
import { calculatorTexts as messages } from './calculator-messages';
import { calculatorMessages } from './messages';

/**
 * The M-Pesa cost calculator: reads the fee table from the CMS in the visitor's language and quotes the
 * fee of a transaction. A tariff that fails its checks is shown as unavailable, never used; where the
 * figures come from is the tariff's own `source` line.
 */
function CostCalculatorBody() {
  const intl = useIntl();
  const { locale } = useLanguage();
  // Read by the route's loader; a failed read waits for the visitor's retry (docs/adr/0009).
  const { data: tariff, isError, retry } = useGetTariffQuery({ locale });

  useEffect(() => {
    // Editors fix the tariff in the CMS; the console tells them (and us) what is wrong with it.
    if (tariff?.kind === 'malformed' && import.meta.env?.DEV)
      console.warn('M-Pesa tariff is malformed:', tariff.problems);
  }, [tariff]);

  if (tariff?.kind === 'usable') return <CalculatorForm categories={tariff.categories} />;
  if (tariff?.kind === 'unpublished')
    return (
      <Alert tone="info">
        <FormattedMessage {...messages.notPublished} />
      </Alert>
    );
  if (tariff?.kind === 'malformed') {
    return (
      <Alert tone="warning" live>
        <FormattedMessage {...messages.unavailable} />
      </Alert>
    );
  }
  if (isError) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <ReadError title={intl.formatMessage(messages.loadError)} onRetry={() => retry()}>
        {offline && <FormattedMessage {...errorMessages.offline} />}
      </ReadError>
    );
  }
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage {...messages.loading} />
      </VisuallyHidden>
      <Skeleton variant="block" height={76} />
      <Skeleton variant="block" height={100} width="60%" />
      <Skeleton variant="block" height={120} />
    </div>
  );
}

const messageSources = [calculatorMessages];

/** The calculator with its own catalog (it loads with this chunk, not with the site). */
export function CostCalculator() {
  return (
    <MessagesScope sources={messageSources}>
      <CostCalculatorBody />
    </MessagesScope>
  );
}
