import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * A field's props (`field`, from useFieldProps) with its label: the form's label for that name, the
 * same the error summary shows (`FormTexts.fields`), and its hint when it has one. Spread last, as
 * the field's props are.
 */
export function useLabelledField<N extends string, P, K extends N>(
  field: (name: N) => P,
  labels: Readonly<Record<K, MessageDescriptor>>,
) {
  const intl = useIntl();
  const text = (message: MessageDescriptor) => intl.formatMessage(message);
  return (name: K, hint?: MessageDescriptor) => ({
    label: text(labels[name]),
    ...(hint ? { hint: text(hint) } : {}),
    ...field(name),
  });
}
