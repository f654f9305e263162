import type { IntlShape, MessageDescriptor } from 'react-intl';

type ChoiceTexts<V extends string> = {
  label: MessageDescriptor;
  /** The list box's empty first entry ("Choose…"). */
  placeholder: MessageDescriptor;
  /** The label of each option by its value. */
  options: Readonly<Record<V, MessageDescriptor>>;
};

/** A list box's label, placeholder and options, in the page's language, for the given values in order. */
export function choiceProps<V extends string>(intl: IntlShape, texts: ChoiceTexts<V>, values: readonly V[]) {
  return {
    label: intl.formatMessage(texts.label),
    placeholder: intl.formatMessage(texts.placeholder),
    options: values.map((value) => {
      const label: MessageDescriptor = texts.options[value];
      return { value, label: intl.formatMessage(label) };
    }),
  };
}
