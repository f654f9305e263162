import { Fieldset, VisuallyHidden } from '@site/shared-ui';
import { ApplicantsStep } from './applicants-step';
import { BudgetStep } from './budget-step';
import { LocationStep, OrganisationStep, ProjectStep, TeamStep } from './details-steps';
import { foundationSteps } from './foundation-steps';
import { ReviewStep } from './review-step';
import { stepMessages } from './foundation-application-messages';
import { type StepProps, useFoundationTexts } from './step-types';

const bodies = [OrganisationStep, TeamStep, ProjectStep, BudgetStep, ApplicantsStep, LocationStep];

export type FoundationStepBodyProps = StepProps & {
  step: number;
  onEdit: (step: number) => void;
  headingLevel: 3 | 4;
};

/** The fields of the current step, grouped under the step's name; the review on the last step. */
export function FoundationStepBody({ step, form, field, onEdit, headingLevel }: FoundationStepBodyProps) {
  const t = useFoundationTexts();
  const Body = bodies[step];
  const id = foundationSteps[step]?.id;
  if (!Body || !id) return <ReviewStep form={form} onEdit={onEdit} headingLevel={headingLevel} />;
  // The visible step title names the page section; the fieldset repeats it for screen readers in forms mode.
  return (
    <Fieldset legend={<VisuallyHidden>{t(stepMessages[id])}</VisuallyHidden>}>
      <Body form={form} field={field} />
    </Fieldset>
  );
}
