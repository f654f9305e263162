// Public role: read every page and collection, create (only) the three forms, and nothing else: every
// other permission (users-permissions auth actions such as register, upload, i18n, or a form read
// clicked in the admin by mistake) is removed at each start.
const { FORM_UIDS } = require('../content-uids');

function publicActions(strapi) {
  const actions = [];
  for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    if (FORM_UIDS.has(uid)) actions.push(`${uid}.create`);
    else if (ct.kind === 'singleType') actions.push(`${uid}.find`);
    else actions.push(`${uid}.find`, `${uid}.findOne`);
  }
  return actions;
}

async function setPublicPermissions(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role not found');
  const query = strapi.db.query('plugin::users-permissions.permission');
  const existing = await query.findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const have = new Set(existing.map((p) => p.action));
  const wanted = new Set(publicActions(strapi));
  let added = 0;
  for (const action of wanted) {
    if (have.has(action)) continue;
    await query.create({ data: { action, role: role.id } });
    added += 1;
  }
  const extra = existing.filter((p) => !wanted.has(p.action));
  for (const p of extra) await query.delete({ where: { id: p.id } });
  if (added || extra.length) strapi.log.info(`security: public role +${added} -${extra.length} permissions`);
  return { added, removed: extra.length };
}

module.exports = { setPublicPermissions, publicActions };
