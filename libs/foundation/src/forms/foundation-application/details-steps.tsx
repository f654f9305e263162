import { Grid, Select, TextArea, TextField } from '@site/shared-ui';
import { organisationTypes, regions } from '@site/form-rules';
import { choiceProps } from '@site/shared-forms';
import { type StepProps, useFoundationTexts } from './step-types';

// Years, counts and months: whole numbers of a few digits.
const shortNumber = { inputMode: 'numeric', width: 'short' } as const;

/** Step 1: the applying organisation. */
export function OrganisationStep({ field }: StepProps) {
  const t = useFoundationTexts();
  const types = organisationTypes.map((value) => ({ value, label: t(`organisationType.${value}`) }));
  return (
    <>
      <TextField
        label={t('field.organisationName')}
        required
        autoComplete="organization"
        {...field('organisationName')}
      />
      <Select required {...choiceProps(t, 'organisationType', types)} {...field('organisationType')} />
      <Grid columns={2} gap="sm">
        <TextField label={t('field.registrationNumber')} {...field('registrationNumber')} />
        <TextField label={t('field.yearFounded')} {...shortNumber} {...field('yearFounded')} />
      </Grid>
      <TextField
        label={t('field.website')}
        type="url"
        inputMode="url"
        hint={t('hint.website')}
        {...field('website')}
      />
      <TextArea label={t('field.address')} rows={3} {...field('address')} />
    </>
  );
}

/** Step 2: the people who will run the project. */
export function TeamStep({ field }: StepProps) {
  const t = useFoundationTexts();
  return (
    <>
      <TextField label={t('field.teamSize')} {...shortNumber} {...field('teamSize')} />
      <TextArea
        label={t('field.teamDescription')}
        hint={t('hint.teamDescription')}
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
      <TextField label={t('field.projectTitle')} required {...field('projectTitle')} />
      <TextArea label={t('field.projectSummary')} required {...field('projectSummary')} />
      <TextArea label={t('field.objectives')} required {...field('objectives')} />
      <TextArea
        label={t('field.beneficiaries')}
        required
        hint={t('hint.beneficiaries')}
        {...field('beneficiaries')}
      />
      <Grid columns={2} gap="sm">
        <TextField label={t('field.startDate')} type="date" {...field('startDate')} />
        <TextField label={t('field.durationMonths')} {...shortNumber} {...field('durationMonths')} />
      </Grid>
    </>
  );
}

/** Step 6: where the project takes place. */
export function LocationStep({ field }: StepProps) {
  const t = useFoundationTexts();
  const options = regions.map((value) => ({ value, label: value }));
  return (
    <>
      <Select required {...choiceProps(t, 'region', options)} {...field('region')} />
      <TextField label={t('field.district')} required {...field('district')} />
      <TextField label={t('field.ward')} {...field('ward')} />
    </>
  );
}
