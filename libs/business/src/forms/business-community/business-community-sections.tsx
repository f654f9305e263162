import {
  businessSizes,
  heardFromOptions,
  industryOptions,
  interestOptions,
  serviceOptions,
  type Submission,
} from '@site/form-rules';
import { choiceProps, echoedChoice, type useFieldProps } from '@site/shared-forms';
import type { FormEcho } from '@site/shared-server-contract';
import { Checkbox, Fieldset, Select, TextField } from '@site/shared-ui';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { askedFor, type BusinessCommunityInput } from './business-community-defaults';
import {
  fieldMessages,
  formMessages,
  heardFromMessages,
  industryMessages,
  interestMessages,
  sectionMessages,
  serviceMessages,
  sizeMessages,
} from './business-community-messages';

type SectionProps = {
  form: UseFormReturn<BusinessCommunityInput, unknown, Submission>;
  field: ReturnType<typeof useFieldProps<BusinessCommunityInput, Submission>>;
  /** The server's answer to a visitor without JavaScript, with their answers (ADR 0031). */
  echo?: FormEcho | null;
};

type ListName = 'businessSize' | 'industry' | 'heardFrom' | 'serviceNeeded';

function useTexts() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const choice = <V extends string>(
    name: ListName,
    options: Readonly<Record<V, MessageDescriptor>>,
    values: readonly V[],
  ) => choiceProps(intl, { label: fieldMessages[name], placeholder: formMessages.choose, options }, values);
  return { t, choice };
}

export function BusinessDetailsFields({ field }: SectionProps) {
  const { t, choice } = useTexts();
  return (
    <Fieldset legend={t(sectionMessages.business)}>
      <TextField
        label={t(fieldMessages.businessName)}
        required
        autoComplete="organization"
        {...field('businessName')}
      />
      <Select required {...choice('businessSize', sizeMessages, businessSizes)} {...field('businessSize')} />
      <Select {...choice('industry', industryMessages, industryOptions)} {...field('industry')} />
    </Fieldset>
  );
}

/** "Where heard" and the one name it asks for: the influencer's, the employee's or the merchant's. */
export function HeardFromFields({ form, field }: SectionProps) {
  const { t, choice } = useTexts();
  const heardFrom = useWatch({ control: form.control, name: 'heardFrom' });
  const name = askedFor('heardFrom', heardFrom);
  return (
    <Fieldset legend={t(sectionMessages.heard)}>
      <Select
        required
        {...choice('heardFrom', heardFromMessages, heardFromOptions)}
        {...field('heardFrom')}
      />
      {name && <TextField key={name} label={t(fieldMessages[name])} required {...field(name)} />}
    </Fieldset>
  );
}

/** Products of interest, the service needed and, for "other", its name. */
export function ServiceFields({ form, field, echo = null }: SectionProps) {
  const { t, choice } = useTexts();
  const service = useWatch({ control: form.control, name: 'serviceNeeded' });
  const custom = askedFor('serviceNeeded', service);
  const interests = field('interests');
  return (
    <Fieldset legend={t(sectionMessages.needs)}>
      <Fieldset legend={t(fieldMessages.interests)} id={interests.id} error={interests.error}>
        {interestOptions.map((value) => (
          <Checkbox
            key={value}
            label={t(interestMessages[value])}
            value={value}
            {...echoedChoice(echo, 'interests', value)}
            {...form.register('interests')}
          />
        ))}
      </Fieldset>
      <Select
        required
        {...choice('serviceNeeded', serviceMessages, serviceOptions)}
        {...field('serviceNeeded')}
      />
      {custom && <TextField label={t(fieldMessages[custom])} required {...field(custom)} />}
    </Fieldset>
  );
}
