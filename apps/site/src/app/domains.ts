import { businessDomain } from '@site/business';
import { foundationDomain } from '@site/foundation';
import { investorDomain } from '@site/investor';
import { mobileDomain } from '@site/mobile';
import { mpesaDomain } from '@site/mpesa';
import { supportDomain } from '@site/support';

/** The six domains in menu order. The shell mounts them and holds no domain code. */
export const allDomains = [
  mobileDomain,
  mpesaDomain,
  businessDomain,
  investorDomain,
  foundationDomain,
  supportDomain,
];

/**
 * The domain a team's workbench mounts alone (`nx serve <domain>`, docs/domain-teams.md), else ''. A
 * build-time constant (`SITE_WORKBENCH_DOMAIN`): the site's own build keeps no workbench code.
 */
export const workbench = __SITE_WORKBENCH_DOMAIN__;

/** The domains the shell mounts: all six, or the workbench's one. */
export const domains = workbench
  ? allDomains.filter((domain) => domain.manifest.domain === workbench)
  : allDomains;
