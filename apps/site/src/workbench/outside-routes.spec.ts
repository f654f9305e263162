import { businessDomain } from '@site/business';
import { investorDomain } from '@site/investor';
import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { outsideRoutes } from './outside-routes';

const handler = createStaticHandler(outsideRoutes([businessDomain, investorDomain]));
const answer = async (path: string) =>
  (await handler.query(new Request(`http://site.test${path}`))) as StaticHandlerContext;

describe('other domains’ paths in a workbench', () => {
  it.each([
    ['/vodacom-business', 'business'],
    ['/vodacom-business/abc123/a-service', 'business'],
    ['/news-events', 'investor'],
  ])('%s answers 404 naming its domain, %s', async (path, domain) => {
    const context = await answer(path);
    expect(context.statusCode).toBe(404);
    const [error] = Object.values(context.errors ?? {});
    expect(isRouteErrorResponse(error) && error.data).toEqual({ outsideDomain: domain });
  });

  it('leaves every other path to the site (none of these routes matches)', async () => {
    const context = await answer('/mpesa');
    expect(context.matches.map((match) => match.route.id)).not.toContainEqual(
      expect.stringMatching(/^outside:/),
    );
  });
});
