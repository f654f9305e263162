import type { MessageSource } from '@site/shared-i18n';
import type { ComponentType } from 'react';
import { formStoryDecorator } from './form-story-decorator';
import { formStoryParameters } from './form-story-parameters';

/**
 * The stories every form has (the story file names the form as the meta's component), against its CMS collection mocked by MSW: English and Swahili with a
 * slow successful submit (the pending state shows, then a reference with the form's prefix), and a CMS that answers 503
 * (the failure message, with every answer kept).
 */
export function formStories(
  form: ComponentType,
  collection: string,
  messages: MessageSource,
  referencePrefix: string,
) {
  return {
    meta: {
      decorators: [formStoryDecorator(messages)],
      parameters: formStoryParameters(collection, {
        kind: 'slow',
        ms: 800,
        reference: `${referencePrefix}-2026-AB12CD`,
      }),
    },
    English: {},
    Swahili: { parameters: { locale: 'sw' } },
    ServerDown: { parameters: formStoryParameters(collection, { kind: 'status', status: 503 }) },
  };
}
