import { Fieldset, Stack, TextField } from '@site/shared-ui';
import { minApplicants } from '@site/form-rules';
import { AddItemButton, ListError, RemoveItemButton, useRepeatedList } from './repeated-list';
import { type StepProps, useFoundationTexts } from './step-types';
import {
  applicantPerson,
  applicantsIntro,
  formMessages,
  hintMessages,
  removeApplicant,
} from './foundation-application-messages';

/** Step 5: the applicants; starts with the required 2, more can be added, never fewer than 2. */
export function ApplicantsStep({ form, field }: StepProps) {
  const t = useFoundationTexts();
  const list = useRepeatedList({ form, field }, 'applicants');
  return (
    <Stack gap={4}>
      <p>{t(applicantsIntro, { min: minApplicants })}</p>
      <ListError form={form} name="applicants" />
      {list.fields.map((applicant, index) => (
        <Fieldset key={applicant.id} legend={t(applicantPerson, { number: index + 1 })}>
          <TextField required autoComplete="off" {...list.itemField(index, 'fullName')} />
          <TextField required {...list.itemField(index, 'role')} />
          <TextField required type="email" inputMode="email" {...list.itemField(index, 'email')} />
          <TextField required type="tel" hint={t(hintMessages.phone)} {...list.itemField(index, 'phone')} />
          <RemoveItemButton list={list} index={index}>
            {t(removeApplicant, { number: index + 1 })}
          </RemoveItemButton>
        </Fieldset>
      ))}
      <AddItemButton list={list}>{t(formMessages.addApplicant)}</AddItemButton>
    </Stack>
  );
}
