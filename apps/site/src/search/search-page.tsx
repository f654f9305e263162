import { routeChanged } from '@site/shared-content';
import { MessagesScope } from '@site/shared-i18n';
import { siteContext } from '@site/shared-routing';
import { useIntl } from 'react-intl';
import { maxQueryLength } from '@site/shared-server-contract';
import { Container, Section, TextLink } from '@site/shared-ui';
import {
  data,
  useLoaderData,
  useNavigation,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { SearchForm } from './search-form';
import { searchMessages } from './search-messages';
import { searchContext } from './search-outcome';
import { searchTitle, type SearchPageData } from './search-route';
import { SearchResults } from './search-results';
import styles from './search-page.module.css';
import { countMessage, countSomeMessage, noneMessages, searchTexts, tooLongMessage } from './search-texts';

/** Searches on the server (the page arrives with its results) and, after hydration, in the browser. */
export const loader: LoaderFunction = async ({ request, context }) => {
  const { locale, store } = context.get(siteContext);
  store.dispatch(routeChanged()); // no CMS page here: a white background (docs/behaviour.md §4)
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!query) return { query: '', outcome: null } satisfies SearchPageData;
  const outcome = await context.get(searchContext)(query, locale);
  return data({ query, outcome } satisfies SearchPageData, { status: outcome.status });
};

/** A new query re-runs the loader; a change of anything else in the URL does not. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.searchParams.get('q') !== nextUrl.searchParams.get('q') || defaultShouldRevalidate;

/**
 * The results page: the form again (to refine), a count that screen readers hear when it changes,
 * the results with their matching words marked, and help when nothing matched.
 */
export default function SearchPage() {
  return (
    <MessagesScope sources={searchMessages}>
      <SearchPageContent />
    </MessagesScope>
  );
}

function SearchPageContent() {
  const { query, outcome } = useLoaderData() as SearchPageData;
  const intl = useIntl();
  const t = intl.formatMessage;
  const searching = useNavigation().state === 'loading';
  const answer = outcome?.status === 200 ? outcome.answer : null;

  let status = '';
  if (searching) status = t(searchTexts.searching);
  else if (answer)
    status =
      answer.total > answer.results.length
        ? t(countSomeMessage, { total: answer.total, shown: answer.results.length, query })
        : t(countMessage, { total: answer.total, query });
  else if (outcome?.status === 400) status = t(tooLongMessage, { max: maxQueryLength });
  else if (outcome?.status === 503) status = t(searchTexts.unavailable);

  return (
    <Section>
      <Container>
        <div className={styles.page}>
          <h1 className={styles.title}>{t(searchTitle)}</h1>
          {/* A new query remounts the field with it (Back and Forward show what was searched). */}
          <SearchForm key={query} defaultValue={query} />
          <p role="status" className={styles.status}>
            {status}
          </p>
          {!query && <p className={styles.hint}>{t(searchTexts.hint)}</p>}
          {answer && answer.total > 0 && <SearchResults hits={answer.results} />}
          {answer && answer.total === 0 && (
            <div className={styles.help}>
              <h2>{t(noneMessages.title)}</h2>
              <ul>
                <li>{t(noneMessages.spelling)}</li>
                <li>{t(noneMessages.fewer)}</li>
                <li>{t(noneMessages.code)}</li>
                <li>
                  <TextLink href="/customer-service">{t(noneMessages.help)}</TextLink>
                </li>
              </ul>
            </div>
          )}
        </div>
      </Container>
    </Section>
  );
}
