import { formatTzs } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { Fieldset, Grid, Stack, TextField } from '@site/shared-ui';
import { useWatch } from 'react-hook-form';
import { budgetTotals } from './budget-totals';
import { AddItemButton, ListError, RemoveItemButton, useRepeatedList } from './repeated-list';
import { type StepProps, useFoundationTexts } from './step-types';
import styles from './foundation-application-form.module.css';
import {
  budgetLine,
  budgetTotal,
  formMessages,
  lineTotal,
  removeLine,
} from './foundation-application-messages';

/** Step 4: budget lines; line totals and the grand total follow every keystroke. */
export function BudgetStep({ form, field }: StepProps) {
  const t = useFoundationTexts();
  const intl = useIntl();
  const list = useRepeatedList({ form, field }, 'budgetLines');
  const lines = useWatch({ control: form.control, name: 'budgetLines' });
  const { lineTotals, total } = budgetTotals(lines);
  return (
    <Stack gap={4}>
      {list.fields.map((line, index) => (
        <Fieldset key={line.id} legend={t(budgetLine, { number: index + 1 })}>
          <TextField required {...list.itemField(index, 'item')} />
          <Grid columns={2} gap="sm">
            <TextField required inputMode="decimal" {...list.itemField(index, 'quantity')} />
            <TextField required inputMode="decimal" {...list.itemField(index, 'unitCost')} />
          </Grid>
          <p className={styles.total}>{t(lineTotal, { amount: formatTzs(intl, lineTotals[index] ?? 0) })}</p>
          <RemoveItemButton list={list} index={index}>
            {t(removeLine, { number: index + 1 })}
          </RemoveItemButton>
        </Fieldset>
      ))}
      <ListError form={form} name="budgetLines" />
      <AddItemButton list={list}>{t(formMessages.addLine)}</AddItemButton>
      {/* Announced politely as it changes, so a screen reader user hears the new total. */}
      <p className={styles.grandTotal} aria-live="polite">
        {t(budgetTotal, { amount: formatTzs(intl, total) })}
      </p>
    </Stack>
  );
}
