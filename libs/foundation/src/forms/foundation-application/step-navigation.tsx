import { Button, Stack } from '@site/shared-ui';
import { useIntl } from 'react-intl';

export type StepNavigationProps = {
  step: number;
  last: number;
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Go Back and Next between steps; Submit (the form's submit button) on the review step only. */
export function StepNavigation({ step, last, pending, onBack, onNext }: StepNavigationProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `shared.forms.action.${id}` });
  return (
    <Stack direction="row" gap={3} justify="between">
      {step > 0 ? (
        <Button variant="secondary" onClick={onBack}>
          {label('back')}
        </Button>
      ) : (
        <span />
      )}
      {/* Distinct keys: React must not turn the clicked Next into the Submit button mid-click,
          or the browser submits the form from the step before the review. */}
      {step < last ? (
        <Button key="next" onClick={onNext}>
          {label('next')}
        </Button>
      ) : (
        <Button key="submit" type="submit" loading={pending}>
          {label('submit')}
        </Button>
      )}
    </Stack>
  );
}
