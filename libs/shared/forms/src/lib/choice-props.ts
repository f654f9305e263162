type Option = { value: string; label: string };

/** A list box by the forms' convention: labelled `field.<name>`, with the form's `choose` placeholder. */
export function choiceProps(t: (id: string) => string, name: string, options: Option[]) {
  return { label: t(`field.${name}`), placeholder: t('choose'), options };
}
