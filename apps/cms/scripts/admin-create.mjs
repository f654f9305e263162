#!/usr/bin/env node
// `npm run admin:create`: creates the super admin (or, for an existing e-mail, sets a new password and
// reactivates it). E-mail and password come from ADMIN_EMAIL / ADMIN_PASSWORD, or are asked on the
// terminal (the password hidden); never from the command line. Production refuses to start without one.
import { ask, runTask } from './strapi-task.mjs';

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,72}$/;

const email = (await ask('ADMIN_EMAIL', 'Admin e-mail: ')).trim().toLowerCase();
const password = await ask(
  'ADMIN_PASSWORD',
  'Admin password (8-72 characters, upper and lower case, a digit): ',
  { secret: true },
);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('admin:create: that is not an e-mail address');
  process.exit(1);
}
if (!STRONG.test(password)) {
  console.error('admin:create: the password needs 8-72 characters with upper case, lower case and a digit');
  process.exit(1);
}

const outcome = await runTask(async (strapi) => {
  const users = strapi.service('admin::user');
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('the super admin role is missing');
  const existing = await strapi.db.query('admin::user').findOne({ where: { email } });
  if (existing) {
    await users.updateById(existing.id, { password, isActive: true, blocked: false, roles: [superAdmin.id] });
    return 'updated';
  }
  // The user service counts users for telemetry (off here) without awaiting it: a query still in flight
  // when the task shuts Strapi down fails the script (seen on PostgreSQL on a busy machine).
  strapi.service('admin::metrics').sendDidInviteUser = async () => {};
  await users.create({
    email,
    password,
    firstname: process.env.ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.ADMIN_LASTNAME || 'Editor',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  return 'created';
});
console.log(`admin:create: super admin ${email} ${outcome}`);
