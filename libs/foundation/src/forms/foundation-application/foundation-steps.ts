import { foundationApplicationSteps, stepOf } from '@site/form-rules';
import type { FoundationApplicationInput } from './foundation-application-defaults';
import type { stepMessages } from './foundation-application-messages';

type FieldName = keyof FoundationApplicationInput;

/** The steps in order (the form's rules name them); Next validates only the current step's fields. */
export const foundationSteps: readonly { id: keyof typeof stepMessages; fields: readonly FieldName[] }[] =
  foundationApplicationSteps;

/** The step that holds a field (`applicants.1.email` → the applicants step); the first when unknown. */
export const stepOfField = (name: string): number => stepOf(foundationSteps, name);
