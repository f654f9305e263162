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

// A domain team's workbench (`nx serve <domain>`, docs/domain-teams.md) mounts that domain alone.
const workbench = import.meta.env['VITE_WORKBENCH_DOMAIN'] as string | undefined;

/** The domains the shell mounts: all six, or the workbench's one. */
export const domains = workbench
  ? allDomains.filter((domain) => domain.manifest.domain === workbench)
  : allDomains;
