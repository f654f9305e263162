// Public role: read every page and collection, create (only) the three forms. Never `find` on forms.
const model = require('../../model');

function publicActions(strapi) {
  const formUids = new Set(Object.values(model.forms).map((f) => `api::${f.singular}.${f.singular}`));
  const actions = [];
  for (const [uid, ct] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    if (formUids.has(uid)) actions.push(`${uid}.create`);
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
  const wanted = publicActions(strapi);
  const wantedSet = new Set(wanted);
  let added = 0;
  for (const action of wanted) {
    if (have.has(action)) continue;
    await query.create({ data: { action, role: role.id } });
    added += 1;
  }
  // Remove any public read on a form type (e.g. clicked in the admin by mistake): submissions are private.
  const formReads = existing.filter(
    (p) =>
      /^api::.*\.(find|findOne|update|delete)$/.test(p.action) &&
      !wantedSet.has(p.action) &&
      isForm(p.action),
  );
  for (const p of formReads) await query.delete({ where: { id: p.id } });
  return { added, removed: formReads.length };
}

const isForm = (action) =>
  Object.values(model.forms).some((f) => action.startsWith(`api::${f.singular}.${f.singular}.`));

module.exports = { setPublicPermissions, publicActions };
