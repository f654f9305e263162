import { MessagesScope } from '@site/shared-i18n';
import type { ManifestRoute } from '@site/shared-routing';
import { Button, Container, Section } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { domains } from '../app/domains';
import { workbenchMessages } from './messages';
import type { OutsideAnswer } from './outside-routes';

const sources = [workbenchMessages];

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
  const areaOf = (domain: string) => intl.formatMessage({ id: `${domain}.nav.section` });
  const values = {
    area: areaOf(owner),
    workbench: mounted ? areaOf(mounted.manifest.domain) : '',
    command: `npx nx serve ${owner}`,
    site: 'npm start',
  };
  const home = firstPath(mounted?.manifest.routes ?? []) ?? '/';
  return (
    <Section>
      <Container>
        <h1>{intl.formatMessage({ id: 'workbench.outside.title' })}</h1>
        <p>{intl.formatMessage({ id: 'workbench.outside.text' }, values)}</p>
        <p>{intl.formatMessage({ id: 'workbench.outside.serve' }, values)}</p>
        <Button href={home}>{intl.formatMessage({ id: 'workbench.outside.back' }, values)}</Button>
      </Container>
    </Section>
  );
}
