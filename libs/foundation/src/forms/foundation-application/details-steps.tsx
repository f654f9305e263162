import { Grid, Select, TextArea, TextField } from '@site/shared-ui';
import { organisationTypes, regions } from '@site/form-rules';
import { choiceProps } from '@site/shared-forms';
import { type StepProps, useFoundationTexts } from './step-types';
import { useIntl } from 'react-intl';
import {
  fieldMessages,
  formMessages,
  hintMessages,
  organisationTypeMessages,
} from './foundation-application-messages';

// Years, counts and months: whole numbers of a few digits.
const shortNumber = { inputMode: 'numeric', width: 'short' } as const;

/** Step 1: the applying organisation. */
export function OrganisationStep({ field }: StepProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const type = {
    label: fieldMessages.organisationType,
    placeholder: formMessages.choose,
    options: organisationTypeMessages,
  };
  return (
    <>
      <TextField
        label={t(fieldMessages.organisationName)}
        required
        autoComplete="organization"
        {...field('organisationName')}
      />
      <Select required {...choiceProps(intl, type, organisationTypes)} {...field('organisationType')} />
      <Grid columns={2} gap="sm">
        <TextField label={t(fieldMessages.registrationNumber)} {...field('registrationNumber')} />
        <TextField label={t(fieldMessages.yearFounded)} {...shortNumber} {...field('yearFounded')} />
      </Grid>
      <TextField
        label={t(fieldMessages.website)}
        type="url"
        inputMode="url"
        hint={t(hintMessages.website)}
        {...field('website')}
      />
      <TextArea label={t(fieldMessages.address)} rows={3} {...field('address')} />
    </>
  );
}

/** Step 2: the people who will run the project. */
export function TeamStep({ field }: StepProps) {
  const t = useFoundationTexts();
  return (
    <>
      <TextField label={t(fieldMessages.teamSize)} {...shortNumber} {...field('teamSize')} />
      <TextArea
        label={t(fieldMessages.teamDescription)}
        hint={t(hintMessages.teamDescription)}
        {...field('teamDescription')}
      />
    </>
  );
}

/** Step 3: what the project does, for whom, and when. */
export function ProjectStep({ field }: StepProps) {
  const t = useFoundationTexts();
  return (
    <>
      <TextField label={t(fieldMessages.projectTitle)} required {...field('projectTitle')} />
      <TextArea label={t(fieldMessages.projectSummary)} required {...field('projectSummary')} />
      <TextArea label={t(fieldMessages.objectives)} required {...field('objectives')} />
      <TextArea
        label={t(fieldMessages.beneficiaries)}
        required
        hint={t(hintMessages.beneficiaries)}
        {...field('beneficiaries')}
      />
      <Grid columns={2} gap="sm">
        <TextField label={t(fieldMessages.startDate)} type="date" {...field('startDate')} />
        <TextField label={t(fieldMessages.durationMonths)} {...shortNumber} {...field('durationMonths')} />
      </Grid>
    </>
  );
}

/** Step 6: where the project takes place. */
export function LocationStep({ field }: StepProps) {
  const t = useFoundationTexts();
  // The regions' own names, the same in every language.
  const options = regions.map((value) => ({ value, label: value }));
  return (
    <>
      <Select
        required
        label={t(fieldMessages.region)}
        placeholder={t(formMessages.choose)}
        options={options}
        {...field('region')}
      />
      <TextField label={t(fieldMessages.district)} required {...field('district')} />
      <TextField label={t(fieldMessages.ward)} {...field('ward')} />
    </>
  );
}
