import { Alert, Stack } from '@site/shared-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { successMessages } from './form-messages';
import styles from './form-success.module.css';

export type FormSuccessProps = {
  reference: string;
  /** What the organisation does with the submission, and when. */
  nextSteps: ReactNode;
  /** 2 on a page whose form has no titled block, 3 under the block's own `<h2>`. */
  headingLevel?: 2 | 3;
};

/** Shown in place of the form once the CMS has stored it; focus moves here so it is read out. */
export function FormSuccess({ reference, nextSteps, headingLevel = 2 }: FormSuccessProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Subtitle = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Stack gap={4}>
      <Title tabIndex={-1} ref={heading} className={styles.heading}>
        <FormattedMessage {...successMessages.title} />
      </Title>
      <Alert tone="success" title={intl.formatMessage(successMessages.reference)}>
        <p className={styles.reference}>{reference}</p>
        <p>
          <FormattedMessage {...successMessages.keep} />
        </p>
      </Alert>
      <div>
        <Subtitle>
          <FormattedMessage {...successMessages.next} />
        </Subtitle>
        {nextSteps}
      </div>
    </Stack>
  );
}
