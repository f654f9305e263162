import { foundationApplicationRules } from '@site/form-rules';
import { fieldId } from '@site/shared-forms';
import { Alert } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { type Path, useFieldArray } from 'react-hook-form';
import {
  emptyApplicant,
  emptyBudgetLine,
  type FoundationApplicationInput,
} from './foundation-application-defaults';
import { fieldMessages } from './foundation-application-messages';
import { ListButton } from './list-button';
import {
  type FieldProps,
  type FoundationForm,
  foundationFormId,
  type StepProps,
  useFoundationTexts,
  useListError,
} from './step-types';

type ListName = 'applicants' | 'budgetLines';
type ItemKey<L extends ListName> = keyof FoundationApplicationInput[L][number] & string;

const emptyItems = { applicants: emptyApplicant, budgetLines: emptyBudgetLine };

export type RepeatedList<L extends ListName> = {
  name: L;
  fields: readonly { id: string }[];
  /** Field `key` of item `index`: labelled as the list's (`applicants.email`), named as the item's. */
  itemField: (index: number, key: ItemKey<L>) => ReturnType<FieldProps> & { label: string };
  removable: boolean;
  addable: boolean;
  add: () => void;
  remove: (index: number) => void;
};

/**
 * A repeated list of the application (applicants, budget lines): its items, the props of their
 * fields, and whether one can be removed or added within the limits of its rule, the limits the
 * server keeps without JavaScript.
 */
export function useRepeatedList<L extends ListName>({ form, field }: StepProps, name: L): RepeatedList<L> {
  const t = useFoundationTexts();
  const list: ListName = name;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: list });
  const { min, max } = foundationApplicationRules.fields[list];
  return {
    name,
    fields,
    itemField: (index: number, key: ItemKey<L>) => ({
      label: t(fieldMessages[`${name}.${key}` as keyof typeof fieldMessages]),
      ...field(`${name}.${index}.${key}` as Path<FoundationApplicationInput>),
    }),
    removable: fields.length > min,
    addable: fields.length < max,
    add: () => append(emptyItems[list]),
    remove,
  };
}

type ButtonProps = { list: RepeatedList<ListName>; children: ReactNode };

/** Removes the list's item `index`, while the list has more than its fewest items. */
export function RemoveItemButton({ list, index, children }: ButtonProps & { index: number }) {
  if (!list.removable) return null;
  return (
    <ListButton
      variant="ghost"
      move={{ to: 'remove', list: list.name, index }}
      onClick={() => list.remove(index)}
    >
      {children}
    </ListButton>
  );
}

/** Adds an empty item to the list, while it has fewer than its most items. */
export function AddItemButton({ list, children }: ButtonProps) {
  if (!list.addable) return null;
  return (
    <ListButton variant="secondary" move={{ to: 'add', list: list.name }} onClick={list.add}>
      {children}
    </ListButton>
  );
}

/** The error of the whole list (too few applicants), where the error summary's link takes focus. */
export function ListError({ form, name }: { form: FoundationForm; name: ListName }) {
  const error = useListError(form, name);
  if (!error) return null;
  return (
    <Alert tone="error" id={fieldId(foundationFormId, name)} tabIndex={-1}>
      {error}
    </Alert>
  );
}
