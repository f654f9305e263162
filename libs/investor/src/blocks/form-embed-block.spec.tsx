import { describeFormEmbedBlock } from '@site/shared-forms/testing';
import { investorMessages } from '../messages';
import FormEmbedBlock from './form-embed-block';

describeFormEmbedBlock(FormEmbedBlock, {
  domain: 'investor',
  messages: investorMessages,
  form: 'shareholder',
  formLabel: 'Shareholder details update',
  otherForm: 'foundation-application',
});
