import { formEmbedBlock } from '@site/shared-forms';
import { ShareholderForm } from '../forms/shareholder/shareholder-form';

/**
 * `blocks.form-embed` on investor pages (the standalone `/shareholder-form`): the shareholder
 * details update.
 */
export default formEmbedBlock('shareholder', ShareholderForm);
