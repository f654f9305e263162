import { foundationApplicationRules, minApplicants } from '@site/form-rules';
import {
  FormFailureAlert,
  focusFirstField,
  formNoteMessages,
  HiddenAnswers,
  rulesResolver,
  SubmissionForm,
  useFormEcho,
  useSubmissionForm,
  withFormMessages,
} from '@site/shared-forms';
import { plainSubmissions } from '@site/shared-server-contract';
import { Alert } from '@site/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { foundationFormMessages } from '../messages';
import {
  foundationApplicationDefaults,
  type FoundationApplicationInput,
} from './foundation-application-defaults';
import { foundationSteps, stepOfField } from './foundation-steps';
import { FoundationStepBody } from './foundation-step-body';
import { StepErrorSummary, stepErrors } from './step-error-summary';
import { EnterMeansNext, StepNavigation } from './step-navigation';
import { foundationFormId, foundationTexts, useFoundationTexts } from './step-types';
import styles from './foundation-application-form.module.css';
import { formMessages, infoText, progress, stepMessages } from './foundation-application-messages';

export type FoundationApplicationFormProps = { headingLevel?: 2 | 3 };

const resolver = rulesResolver<FoundationApplicationInput>(foundationApplicationRules);
const path = '/foundation-applications';
const last = foundationSteps.length - 1;

/** The partnership application (`/guidelines`), one step at a time, sent to `foundation-applications`. */
function FoundationApplicationFormBody({ headingLevel = 2 }: FoundationApplicationFormProps) {
  const intl = useIntl();
  const t = useFoundationTexts();
  // The server's answer to a visitor without JavaScript (ADR 0031) opens at the step it chose.
  const echo = useFormEcho(path);
  const [step, setStep] = useState(Math.min(echo?.step ?? 0, last));
  const [attempted, setAttempted] = useState<number[]>(echo?.errors.length ? [step] : []);
  // Fields to focus once their step is on screen (a server error sends the visitor back to a step).
  const focusAfterRender = useRef<string[] | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const onFieldIssues = useCallback((issues: { name: string }[]) => {
    const names = issues.map((issue) => issue.name);
    focusAfterRender.current = names;
    setStep(Math.min(...names.map(stepOfField)));
  }, []);
  const state = useSubmissionForm({
    formId: foundationFormId,
    path,
    resolver,
    defaultValues: foundationApplicationDefaults,
    onFieldIssues,
  });
  const { form, submission, field } = state;

  useEffect(() => {
    if (focusAfterRender.current) {
      focusFirstField(foundationFormId, focusAfterRender.current);
      focusAfterRender.current = null;
    } else if (moved.current) {
      // A new step is announced by moving focus to its title.
      title.current?.focus();
    }
    moved.current = false;
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const next = async () => {
    const fields = foundationSteps[step]?.fields ?? [];
    if (await form.trigger([...fields])) return goTo(step + 1);
    setAttempted((list) => [...list, step]);
    focusFirstField(
      foundationFormId,
      stepErrors(form.formState.errors, step).map((error) => error.name),
    );
  };

  const current = foundationSteps[step] ?? foundationSteps[0];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <SubmissionForm
      of={state}
      texts={foundationTexts}
      headingLevel={headingLevel}
      header={
        <>
          {step < last && <EnterMeansNext onNext={next} />}
          <Alert tone="info" title={t(formMessages.infoTitle)}>
            {t(infoText, { min: minApplicants })}
          </Alert>
          {submission.draftRestored && (
            <Alert tone="info">{intl.formatMessage(formNoteMessages.draftRestored)}</Alert>
          )}
          <div>
            <p className={styles.progress}>
              {t(progress, { current: step + 1, total: foundationSteps.length })}
            </p>
            <Title ref={title} tabIndex={-1} className={styles.stepTitle}>
              {current && t(stepMessages[current.id])}
            </Title>
          </div>
          {(attempted.includes(step) || form.formState.isSubmitted) && (
            <StepErrorSummary form={form} step={step} />
          )}
          <FormFailureAlert failure={submission.failure} />
        </>
      }
      actions={
        <StepNavigation
          step={step}
          last={last}
          pending={submission.pending}
          onBack={() => goTo(step - 1)}
          onNext={next}
        />
      }
    >
      <FoundationStepBody
        step={step}
        form={form}
        field={field}
        onEdit={goTo}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
      <input type="hidden" name={plainSubmissions.fields.step} value={step} />
      {echo && (
        <HiddenAnswers
          values={form.getValues()}
          names={foundationSteps.flatMap((other, index) => (index === step ? [] : other.fields))}
        />
      )}
    </SubmissionForm>
  );
}

/** FoundationApplicationForm with its own catalogs (they load with this chunk, not with the site). */
export const FoundationApplicationForm = withFormMessages(
  FoundationApplicationFormBody,
  foundationFormMessages,
);
