import type { FormRules } from '@site/form-rules';
import type { MessageSource } from '@site/shared-i18n';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { FormTexts } from './form-messages';
import { rulesResolver } from './rules-resolver';
import { SubmissionForm } from './submission-form';
import { type SubmissionFormState, useSubmissionForm } from './use-submission-form';
import { withFormMessages } from './with-form-messages';

export type SinglePageFormProps = { headingLevel?: 2 | 3 };

export type SinglePageFormSpec<TIn extends FieldValues> = {
  /** Draft key and id prefix of the fields, e.g. `business-community`. */
  formId: string;
  /** The CMS collection, e.g. `/business-community-signups`. */
  path: string;
  /** The form's shared rules (`@site/form-rules`), which the CMS enforces too. */
  rules: FormRules;
  defaultValues: DefaultValues<TIn>;
  /** The form's own texts: its name, what follows a success, its fields' labels. */
  texts: FormTexts;
  /** The form's domain catalogs, loaded with the form's chunk (withFormMessages). */
  messages: MessageSource;
  /** The form's fields, given the form's state (its `field` props, `form`, the server's `echo`). */
  Fields: ComponentType<SubmissionFormState<TIn>>;
};

/**
 * A form of one page, validated by its shared rules: its fields in a SubmissionForm with a single
 * Submit button, with its own catalogs.
 */
export function singlePageForm<TIn extends FieldValues>(spec: SinglePageFormSpec<TIn>) {
  const { formId, path, defaultValues, texts, messages, Fields } = spec;
  const resolver = rulesResolver<TIn>(spec.rules);
  function SinglePageForm({ headingLevel = 2 }: SinglePageFormProps) {
    const state = useSubmissionForm({ formId, path, resolver, defaultValues });
    return (
      <SubmissionForm of={state} texts={texts} headingLevel={headingLevel}>
        <Fields {...state} />
      </SubmissionForm>
    );
  }
  return withFormMessages(SinglePageForm, messages);
}
