import { formEmbedBlock } from '@site/shared-forms';
import { BusinessCommunityForm } from '../forms/business-community/business-community-form';

/** `blocks.form-embed` on business pages: the community sign-up. */
export default formEmbedBlock('business-community', BusinessCommunityForm);
