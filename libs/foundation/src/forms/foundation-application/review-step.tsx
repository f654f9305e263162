import { formatTzs } from '@site/shared-i18n';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Stack } from '@site/shared-ui';
import { useWatch } from 'react-hook-form';
import { budgetTotals } from './budget-totals';
import { foundationSteps } from './foundation-steps';
import { moveButton } from './step-move';
import { type FoundationForm, useFoundationTexts } from './step-types';
import styles from './foundation-application-form.module.css';
import {
  budgetTotal,
  changeStep,
  fieldMessages,
  formMessages,
  organisationTypeMessages,
  reviewBudgetLine,
  stepMessages,
} from './foundation-application-messages';

const organisationTypes: Readonly<Record<string, MessageDescriptor>> = organisationTypeMessages;

export type ReviewStepProps = { form: FoundationForm; onEdit: (step: number) => void; headingLevel: 3 | 4 };

/** The last step: everything typed, per step, each with a way back to change it. */
export function ReviewStep({ form, onEdit, headingLevel }: ReviewStepProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const t = useFoundationTexts();
  const intl = useIntl();
  const values = useWatch({ control: form.control });
  const { lineTotals, total } = budgetTotals(values.budgetLines);
  const shown = (name: string, value: unknown) => {
    if (value === undefined || value === '') return '—';
    const type = name === 'organisationType' ? organisationTypes[String(value)] : undefined;
    if (type) return t(type);
    return String(value);
  };
  return (
    <Stack gap={5}>
      <p>{t(formMessages.reviewIntro)}</p>
      {foundationSteps.slice(0, -1).map((step, index) => (
        <section key={step.id} aria-labelledby={`review-${step.id}`} className={styles.review}>
          <Stack direction="row" justify="between" align="center">
            <Heading id={`review-${step.id}`}>{t(stepMessages[step.id])}</Heading>
            <Button
              variant="ghost"
              {...moveButton({ to: 'step', step: index }, () => onEdit(index))}
              aria-label={t(changeStep, { step: t(stepMessages[step.id]) })}
            >
              {t(formMessages.changeShort)}
            </Button>
          </Stack>
          {step.id === 'budget' ? (
            <ul>
              {(values.budgetLines ?? []).map((line, i) => (
                <li key={i}>
                  {t(reviewBudgetLine, {
                    item: line?.item ?? '',
                    quantity: line?.quantity ?? '',
                    unitCost: line?.unitCost ?? '',
                    amount: formatTzs(intl, lineTotals[i] ?? 0),
                  })}
                </li>
              ))}
              <li className={styles.grandTotal}>{t(budgetTotal, { amount: formatTzs(intl, total) })}</li>
            </ul>
          ) : step.id === 'applicants' ? (
            <ul>
              {(values.applicants ?? []).map((person, i) => (
                <li key={i}>
                  {[person?.fullName, person?.role, person?.email, person?.phone].filter(Boolean).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <dl className={styles.values}>
              {step.fields.map((name) => (
                <div key={name}>
                  <dt>{t(fieldMessages[name])}</dt>
                  <dd>{shown(name, values[name])}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </Stack>
  );
}
