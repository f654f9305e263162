import { ArticleView, DetailView } from '@site/shared-blocks';
import { useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetFoundationUpdateQuery } from '../api/investor-api';

/** `/foundation-news/:id/:slug?`: one foundation story (routed with the site's news). */
export default function FoundationArticlePage() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const intl = useIntl();
  const result = useGetFoundationUpdateQuery({ id, locale });
  const back = {
    backHref: '/vodacom-foundation',
    backLabel: intl.formatMessage({ id: 'investor.detail.backToFoundation' }),
  };
  return (
    <DetailView result={result} collection="foundation-updates" {...back}>
      {(article) => <ArticleView article={article} {...back} />}
    </DetailView>
  );
}
