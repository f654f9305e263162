import { formEmbedBlock } from '@site/shared-forms';
import { FoundationApplicationForm } from '../forms/foundation-application/foundation-application-form';

/** `blocks.form-embed` on foundation pages (`/guidelines`): the partnership application. */
export default formEmbedBlock('foundation-application', FoundationApplicationForm);
