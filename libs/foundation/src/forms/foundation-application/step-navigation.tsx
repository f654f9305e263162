import { formActionMessages } from '@site/shared-forms';
import { Button, Stack } from '@site/shared-ui';
import { FormattedMessage } from 'react-intl';

export type StepNavigationProps = {
  step: number;
  last: number;
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Go Back and Next between steps; Submit (the form's submit button) on the review step only. */
export function StepNavigation({ step, last, pending, onBack, onNext }: StepNavigationProps) {
  return (
    <Stack direction="row" gap={3} justify="between">
      {step > 0 ? (
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage {...formActionMessages.back} />
        </Button>
      ) : (
        <span />
      )}
      {/* Distinct keys: React must not turn the clicked Next into the Submit button mid-click,
          or the browser submits the form from the step before the review. */}
      {step < last ? (
        <Button key="next" onClick={onNext}>
          <FormattedMessage {...formActionMessages.next} />
        </Button>
      ) : (
        <Button key="submit" type="submit" loading={pending}>
          <FormattedMessage {...formActionMessages.submit} />
        </Button>
      )}
    </Stack>
  );
}
