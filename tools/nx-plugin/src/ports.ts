/**
 * Each domain's own ports: its workbench (`nx serve <domain>`; the site's development server is 4200
 * and Vite's HMR listens 10,000 above the workbench) and its Storybook (the root one is 6006).
 */
const offsets: Record<string, number> = {
  mobile: 1,
  mpesa: 2,
  business: 3,
  investor: 4,
  foundation: 5,
  support: 6,
};

/** A new domain shares 9 with any other new one until it is added above. */
const offset = (domain: string) => offsets[domain] ?? 9;

export const workbenchPort = (domain: string) => 4200 + offset(domain);
export const storybookPort = (domain: string) => 6006 + offset(domain);
