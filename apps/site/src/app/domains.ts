import { businessDomain } from '@site/business';
import { foundationDomain } from '@site/foundation';
import { investorDomain } from '@site/investor';
import { mobileDomain } from '@site/mobile';
import { mpesaDomain } from '@site/mpesa';
import { supportDomain } from '@site/support';

/** The six domains in menu order. The shell mounts them and holds no domain code. */
export const domains = [
  mobileDomain,
  mpesaDomain,
  businessDomain,
  investorDomain,
  foundationDomain,
  supportDomain,
];
