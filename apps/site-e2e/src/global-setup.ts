import { adminLogin } from './support/admin';

/**
 * Runs once, after the CMS and the site are up: gets an admin JWT for the form tests. A failure here
 * must not stop the other tests, so it is reported through the environment to the tests that need it.
 */
export default async function globalSetup(): Promise<void> {
  try {
    process.env['E2E_ADMIN_JWT'] = await adminLogin();
  } catch (error) {
    process.env['E2E_ADMIN_ERROR'] = error instanceof Error ? error.message : String(error);
    console.warn(`[site-e2e] ${process.env['E2E_ADMIN_ERROR']}`);
  }
}
