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
      {step < last ? (
        <Button onClick={onNext}>{label('next')}</Button>
      ) : (
        <Button type="submit" loading={pending}>
          {label('submit')}
        </Button>
      )}
    </Stack>
  );
}
