import type { EnvironmentModuleNode, ViteDevServer } from 'vite';

// A node's `type` says how it was requested, not what it is: a stylesheet imported by a module is "js".
const isStylesheet = (node: EnvironmentModuleNode) => Boolean(node.id && node.file?.endsWith('.css'));
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Development: the stylesheets of the client's entry and of every module the server has rendered so
 * far, as the `<style data-vite-dev-id>` elements Vite's client adds when the page's scripts run.
 * Its client adopts elements with the same id (and updates them on an edit), so nothing is added
 * twice; without them the page painted unstyled until its scripts ran, and never with scripts off,
 * where production's one stylesheet styles it.
 */
export async function renderedStyles(vite: ViteDevServer): Promise<string> {
  const { client, ssr } = vite.environments;
  // The site's global stylesheet is the client entry's own import: the server never loads it.
  await client.transformRequest('/src/entry-client.tsx');
  const clientEntry = await client.moduleGraph.getModuleByUrl('/src/entry-client.tsx');
  const stylesheets = [...(clientEntry?.importedModules ?? [])].filter(isStylesheet);
  // The modules' own, in import order (a module's before its importer's, as the client adds them).
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    node.importedModules.forEach(visit);
    if (isStylesheet(node) && !stylesheets.some((sheet) => sheet.id === node.id)) stylesheets.push(node);
  };
  const serverEntry = await ssr.moduleGraph.getModuleByUrl('/src/entry-server.tsx');
  if (serverEntry) visit(serverEntry);
  const styles = await Promise.all(
    stylesheets.map(async (sheet) => {
      // `?direct`: the stylesheet itself (CSS modules compiled), not the module that injects it.
      const css = (await client.transformRequest(`${sheet.url}?direct`))?.code ?? '';
      return `<style type="text/css" data-vite-dev-id="${attribute(sheet.id ?? '')}">${css}</style>`;
    }),
  );
  return styles.join('');
}
