import { useCollection, type Article, type ItemEndpoint } from '@site/shared-content';
import { useRouteHandle } from '@site/shared-routing';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ArticleView } from './article-view';
import { DetailNotFound } from './detail-not-found';
import { DetailView } from './detail-view';
import { useDetailItem } from './use-detail-item';

export type DetailPageOptions<T> = {
  /** The list the page belongs to, and the message of the link back to it. */
  backHref: string;
  backLabel: MessageDescriptor;
  render: (item: T, back: { backHref: string; backLabel: string }) => ReactNode;
};

/**
 * A detail route's page module: the entry its loader read, rendered by `render`, and the route's
 * error view (an unknown entry offers the way back to its list).
 */
export function detailPage<T>({ backHref, backLabel, render }: DetailPageOptions<T>) {
  function Entry({ endpoint }: { endpoint: ItemEndpoint }) {
    const label = useIntl().formatMessage(backLabel);
    return (
      <DetailView result={useDetailItem<T>(endpoint)}>
        {(item) => render(item, { backHref, backLabel: label })}
      </DetailView>
    );
  }
  function Component() {
    // The route's collection, read through the entry endpoint of the domain that owns it.
    const endpoint = useCollection(useRouteHandle().detail ?? '')?.item;
    return endpoint ? <Entry endpoint={endpoint} /> : null;
  }
  function ErrorBoundary() {
    return <DetailNotFound backHref={backHref} backLabel={useIntl().formatMessage(backLabel)} />;
  }
  return { Component, ErrorBoundary };
}

/** A news, sport or foundation story's page module. */
export function articlePage(backHref: string, backLabel: MessageDescriptor) {
  return detailPage<Article>({
    backHref,
    backLabel,
    render: (article, back) => <ArticleView article={article} {...back} />,
  });
}
