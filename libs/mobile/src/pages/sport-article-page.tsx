import { ArticleView, DetailView } from '@site/shared-blocks';
import { useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetSportUpdateQuery } from '../api/mobile-api';

/** `/sport-news/:id/:slug?`: one sport update. */
export default function SportArticlePage() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const intl = useIntl();
  const result = useGetSportUpdateQuery({ id, locale });
  const back = { backHref: '/soka', backLabel: intl.formatMessage({ id: 'mobile.detail.backToSport' }) };
  return (
    <DetailView result={result} collection="sport-updates" {...back}>
      {(article) => <ArticleView article={article} {...back} />}
    </DetailView>
  );
}
