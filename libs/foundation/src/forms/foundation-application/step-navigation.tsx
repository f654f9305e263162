import { formActionMessages } from '@site/shared-forms';
import { plainSubmissions, stepMoveValue } from '@site/shared-server-contract';
import { Button, Stack, VisuallyHidden } from '@site/shared-ui';
import { FormattedMessage } from 'react-intl';
import { moveButton } from './step-move';

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
        <Button variant="secondary" {...moveButton({ to: 'back' }, onBack)}>
          <FormattedMessage {...formActionMessages.back} />
        </Button>
      ) : (
        <span />
      )}
      {/* Distinct keys: React must not turn the clicked Next into the Submit button mid-click,
          or the browser submits the form from the step before the review. */}
      {step < last ? (
        <Button key="next" {...moveButton({ to: 'next' }, onNext)}>
          <FormattedMessage {...formActionMessages.next} />
        </Button>
      ) : (
        <Button
          key="submit"
          type="submit"
          name={plainSubmissions.fields.go}
          value={stepMoveValue({ to: 'send' })}
          loading={pending}
        >
          <FormattedMessage {...formActionMessages.submit} />
        </Button>
      )}
    </Stack>
  );
}

/**
 * Next again, first in the form and out of sight: Enter in a field presses a form's first submit
 * button, which would otherwise be Back, or a list's Add or Remove.
 */
export function EnterMeansNext({ onNext }: { onNext: () => void }) {
  return (
    <VisuallyHidden>
      <button {...moveButton({ to: 'next' }, onNext)} tabIndex={-1} aria-hidden="true">
        <FormattedMessage {...formActionMessages.next} />
      </button>
    </VisuallyHidden>
  );
}
