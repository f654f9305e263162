import {
  businessSizes,
  heardFromOptions,
  industryOptions,
  interestOptions,
  serviceOptions,
  type Submission,
} from '@site/form-rules';
import { choiceProps, type useFieldProps } from '@site/shared-forms';
import { Checkbox, Fieldset, Select, TextField } from '@site/shared-ui';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { askedFor, type BusinessCommunityInput } from './business-community-defaults';

type SectionProps = {
  form: UseFormReturn<BusinessCommunityInput, unknown, Submission>;
  field: ReturnType<typeof useFieldProps<BusinessCommunityInput, Submission>>;
};

function useTexts() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `business.form.${id}` });
  // The options of this form's lists are labelled `<group>.<value>`.
  const choice = (name: string, group: string, values: readonly string[]) =>
    choiceProps(
      t,
      name,
      values.map((value) => ({ value, label: t(`${group}.${value}`) })),
    );
  return { t, choice };
}

export function BusinessDetailsFields({ field }: SectionProps) {
  const { t, choice } = useTexts();
  return (
    <Fieldset legend={t('section.business')}>
      <TextField
        label={t('field.businessName')}
        required
        autoComplete="organization"
        {...field('businessName')}
      />
      <Select required {...choice('businessSize', 'size', businessSizes)} {...field('businessSize')} />
      <Select {...choice('industry', 'industry', industryOptions)} {...field('industry')} />
    </Fieldset>
  );
}

/** "Where heard" and the one name it asks for: the influencer's, the employee's or the merchant's. */
export function HeardFromFields({ form, field }: SectionProps) {
  const { t, choice } = useTexts();
  const heardFrom = useWatch({ control: form.control, name: 'heardFrom' });
  const name = askedFor('heardFrom', heardFrom);
  return (
    <Fieldset legend={t('section.heard')}>
      <Select required {...choice('heardFrom', 'heardFrom', heardFromOptions)} {...field('heardFrom')} />
      {name && <TextField key={name} label={t(`field.${name}`)} required {...field(name)} />}
    </Fieldset>
  );
}

/** Products of interest, the service needed and, for "other", its name. */
export function ServiceFields({ form, field }: SectionProps) {
  const { t, choice } = useTexts();
  const service = useWatch({ control: form.control, name: 'serviceNeeded' });
  const custom = askedFor('serviceNeeded', service);
  const interests = field('interests');
  return (
    <Fieldset legend={t('section.needs')}>
      <Fieldset legend={t('field.interests')} id={interests.id} error={interests.error}>
        {interestOptions.map((value) => (
          <Checkbox
            key={value}
            label={t(`interest.${value}`)}
            value={value}
            {...form.register('interests')}
          />
        ))}
      </Fieldset>
      <Select required {...choice('serviceNeeded', 'service', serviceOptions)} {...field('serviceNeeded')} />
      {custom && <TextField label={t(`field.${custom}`)} required {...field(custom)} />}
    </Fieldset>
  );
}
