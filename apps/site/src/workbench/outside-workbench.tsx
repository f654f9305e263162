import { MessagesScope } from '@site/shared-i18n';
import type { ManifestRoute } from '@site/shared-routing';
import { Button, NoticePage } from '@site/shared-ui';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { allDomains, domains } from '../app/domains';
import { workbenchMessages } from './messages';
import type { OutsideAnswer } from './outside-routes';

const sources = [workbenchMessages];

// {area}: the domain the page belongs to, {workbench}: the one mounted (both their menu names);
// {command} and {site}: commands, kept as they are.
const messages = defineMessages<{
  title: NoMessageValues;
  text: { area: string; workbench: string };
  serve: { command: string; site: string };
  back: { workbench: string };
}>({
  title: {
    id: 'workbench.outside.title',
    defaultMessage: 'Outside this workbench',
    description: "Heading of a domain team's workbench page for another domain's address (developers only)",
  },
  text: {
    id: 'workbench.outside.text',
    defaultMessage:
      'This page belongs to the {area} area. This workbench serves the {workbench} area alone, so it does not show the pages of other domains.',
    description:
      'Text under "Outside this workbench": {area} the section the page belongs to, {workbench} the section the workbench shows',
  },
  serve: {
    id: 'workbench.outside.serve',
    defaultMessage: 'To see this page, run {command}, or {site} for the whole site.',
    description: 'Second paragraph of that page: {command} and {site} are commands to type, kept as they are',
  },
  back: {
    id: 'workbench.outside.back',
    defaultMessage: 'Back to {workbench}',
    description: "Button of that page back to the workbench's section: {workbench} is its name in the menu",
  },
});

/** The mounted domain's first page: where "back" goes. */
const firstPath = (routes: ManifestRoute[]): string | undefined =>
  routes.map((route) => route.path ?? firstPath(route.children ?? [])).find(Boolean);

/** The page of another domain's path in a workbench: whose it is, and how to see it. */
export function OutsideWorkbench() {
  return (
    <MessagesScope sources={sources}>
      <OutsideWorkbenchText />
    </MessagesScope>
  );
}

function OutsideWorkbenchText() {
  const error = useRouteError();
  const intl = useIntl();
  const owner = isRouteErrorResponse(error) ? (error.data as OutsideAnswer).outsideDomain : '';
  const [mounted] = domains;
  const areaOf = (domain: string) => {
    const section = allDomains.find((candidate) => candidate.manifest.domain === domain)?.navLabel;
    return section ? intl.formatMessage(section) : domain;
  };
  const values = {
    area: areaOf(owner),
    workbench: mounted ? areaOf(mounted.manifest.domain) : '',
    command: `npx nx serve ${owner}`,
    site: 'npm start',
  };
  const home = firstPath(mounted?.manifest.routes ?? []) ?? '/';
  return (
    <NoticePage
      title={<FormattedMessage {...messages.title} />}
      actions={<Button href={home}>{intl.formatMessage(messages.back, values)}</Button>}
    >
      {intl.formatMessage(messages.text, values)} {intl.formatMessage(messages.serve, values)}
    </NoticePage>
  );
}
