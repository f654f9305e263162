import { formatTzs } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { fieldId } from '@site/shared-forms';
import { Alert, Fieldset, Grid, Stack, TextField } from '@site/shared-ui';
import { useFieldArray, useWatch } from 'react-hook-form';
import { maxBudgetLines } from '@site/form-rules';
import { budgetTotals } from './budget-totals';
import { emptyBudgetLine } from './foundation-application-defaults';
import { ListButton } from './list-button';
import { foundationFormId, type StepProps, useFoundationTexts, useListError } from './step-types';
import styles from './foundation-application-form.module.css';
import {
  budgetLine,
  budgetTotal,
  fieldMessages,
  formMessages,
  lineTotal,
  removeLine,
} from './foundation-application-messages';

/** Step 4: budget lines; line totals and the grand total follow every keystroke. */
export function BudgetStep({ form, field }: StepProps) {
  const t = useFoundationTexts();
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'budgetLines' });
  const lines = useWatch({ control: form.control, name: 'budgetLines' });
  const { lineTotals, total } = budgetTotals(lines);
  const rootError = useListError(form, 'budgetLines');
  return (
    <Stack gap={4}>
      {fields.map((line, index) => (
        <Fieldset key={line.id} legend={t(budgetLine, { number: index + 1 })}>
          <TextField
            label={t(fieldMessages['budgetLines.item'])}
            required
            {...field(`budgetLines.${index}.item`)}
          />
          <Grid columns={2} gap="sm">
            <TextField
              label={t(fieldMessages['budgetLines.quantity'])}
              required
              inputMode="decimal"
              {...field(`budgetLines.${index}.quantity`)}
            />
            <TextField
              label={t(fieldMessages['budgetLines.unitCost'])}
              required
              inputMode="decimal"
              {...field(`budgetLines.${index}.unitCost`)}
            />
          </Grid>
          <p className={styles.total}>{t(lineTotal, { amount: formatTzs(intl, lineTotals[index] ?? 0) })}</p>
          {fields.length > 1 && (
            <ListButton
              variant="ghost"
              move={{ to: 'remove', list: 'budgetLines', index }}
              onClick={() => remove(index)}
            >
              {t(removeLine, { number: index + 1 })}
            </ListButton>
          )}
        </Fieldset>
      ))}
      {rootError && (
        <Alert tone="error" id={fieldId(foundationFormId, 'budgetLines')} tabIndex={-1}>
          {rootError}
        </Alert>
      )}
      {fields.length < maxBudgetLines && (
        <ListButton
          variant="secondary"
          move={{ to: 'add', list: 'budgetLines' }}
          onClick={() => append(emptyBudgetLine)}
        >
          {t(formMessages.addLine)}
        </ListButton>
      )}
      {/* Announced politely as it changes, so a screen reader user hears the new total. */}
      <p className={styles.grandTotal} aria-live="polite">
        {t(budgetTotal, { amount: formatTzs(intl, total) })}
      </p>
    </Stack>
  );
}
