import { describeFormEmbedBlock } from '@site/shared-forms/testing';
import { businessMessages } from '../messages';
import FormEmbedBlock from './form-embed-block';

describeFormEmbedBlock(FormEmbedBlock, {
  domain: 'business',
  messages: businessMessages,
  form: 'business-community',
  formLabel: 'Business community sign-up',
  otherForm: 'shareholder',
});
