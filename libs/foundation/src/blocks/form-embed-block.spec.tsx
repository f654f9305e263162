import { describeFormEmbedBlock } from '@site/shared-forms/testing';
import { foundationMessages } from '../messages';
import FormEmbedBlock from './form-embed-block';

describeFormEmbedBlock(FormEmbedBlock, {
  domain: 'foundation',
  messages: foundationMessages,
  form: 'foundation-application',
  formLabel: 'Foundation partnership application',
  otherForm: 'business-community',
});
