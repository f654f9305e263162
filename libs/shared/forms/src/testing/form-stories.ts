import type { MessageSource } from '@site/shared-i18n';
import { formStoryDecorator } from './form-story-decorator';
import { formStoryParameters } from './form-story-parameters';

/**
 * The stories every form has, against its CMS collection mocked by MSW: English and Swahili with a
 * slow successful submit (the pending state shows, then a reference with the form's prefix), and a CMS
 * that answers 503 (the failure message, with every answer kept). Each story brings its providers and
 * its fake CMS, so the story file's meta is the form's title and component alone.
 */
export function formStories(collection: string, messages: MessageSource, referencePrefix: string) {
  const decorators = [formStoryDecorator(messages)];
  const slow = formStoryParameters(collection, {
    kind: 'slow',
    ms: 800,
    reference: `${referencePrefix}-2026-AB12CD`,
  });
  return {
    English: { decorators, parameters: slow },
    Swahili: { decorators, parameters: { ...slow, locale: 'sw' } },
    ServerDown: { decorators, parameters: formStoryParameters(collection, { kind: 'status', status: 503 }) },
  };
}
