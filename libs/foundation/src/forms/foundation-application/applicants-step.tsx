import { fieldId } from '@site/shared-forms';
import { Alert, Fieldset, Stack, TextField } from '@site/shared-ui';
import { useFieldArray } from 'react-hook-form';
import { maxApplicants, minApplicants } from '@site/form-rules';
import { emptyApplicant } from './foundation-application-defaults';
import { ListButton } from './list-button';
import { foundationFormId, type StepProps, useFoundationTexts, useListError } from './step-types';
import {
  applicantPerson,
  applicantsIntro,
  fieldMessages,
  formMessages,
  hintMessages,
  removeApplicant,
} from './foundation-application-messages';

/** Step 5: the applicants; starts with the required 2, more can be added, never fewer than 2. */
export function ApplicantsStep({ form, field }: StepProps) {
  const t = useFoundationTexts();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'applicants' });
  const rootError = useListError(form, 'applicants');
  return (
    <Stack gap={4}>
      <p>{t(applicantsIntro, { min: minApplicants })}</p>
      {rootError && (
        <Alert tone="error" id={fieldId(foundationFormId, 'applicants')} tabIndex={-1}>
          {rootError}
        </Alert>
      )}
      {fields.map((applicant, index) => (
        <Fieldset key={applicant.id} legend={t(applicantPerson, { number: index + 1 })}>
          <TextField
            label={t(fieldMessages['applicants.fullName'])}
            required
            autoComplete="off"
            {...field(`applicants.${index}.fullName`)}
          />
          <TextField
            label={t(fieldMessages['applicants.role'])}
            required
            {...field(`applicants.${index}.role`)}
          />
          <TextField
            label={t(fieldMessages['applicants.email'])}
            required
            type="email"
            inputMode="email"
            {...field(`applicants.${index}.email`)}
          />
          <TextField
            label={t(fieldMessages['applicants.phone'])}
            required
            type="tel"
            hint={t(hintMessages.phone)}
            {...field(`applicants.${index}.phone`)}
          />
          {fields.length > minApplicants && (
            <ListButton
              variant="ghost"
              move={{ to: 'remove', list: 'applicants', index }}
              onClick={() => remove(index)}
            >
              {t(removeApplicant, { number: index + 1 })}
            </ListButton>
          )}
        </Fieldset>
      ))}
      {fields.length < maxApplicants && (
        <ListButton
          variant="secondary"
          move={{ to: 'add', list: 'applicants' }}
          onClick={() => append(emptyApplicant)}
        >
          {t(formMessages.addApplicant)}
        </ListButton>
      )}
    </Stack>
  );
}
