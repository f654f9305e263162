// What stands between the content and a launch, for editors: the report of `npm run go-live-report`
// (scripts/go-live.mjs), read from the admin route `GET /go-live/report` (src/go-live.js).
import { useEffect, useState } from 'react';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Box, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';

const SECTIONS = [
  [
    'blocking',
    'Blocking a launch',
    'Published, and not sourced or not fit to publish: fix the content or mark it sample.',
  ],
  [
    'heldBack',
    'Held back',
    'Not published: the page says it is being prepared until an editor publishes it.',
  ],
  ['leftOut', 'Left out', 'In the draft, not in the published version, and what the checks say about it.'],
];

const COLUMNS = ['Where', 'Language', 'Part', 'Why'];

function Items({ items }) {
  return (
    <Table colCount={COLUMNS.length} rowCount={items.length + 1}>
      <Thead>
        <Tr>
          {COLUMNS.map((column) => (
            <Th key={column}>
              <Typography variant="sigma">{column}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {items.map((item, i) => (
          <Tr key={i}>
            {[item.where, item.locale, item.path].map((text, j) => (
              <Td key={j}>
                <Typography>{text}</Typography>
              </Td>
            ))}
            <Td>
              <Typography>{item.message}</Typography>
              {(item.reasons || []).map((reason, j) => (
                <Typography key={j} tag="p" textColor="neutral600">
                  {reason}
                </Typography>
              ))}
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

export default function GoLivePage() {
  const { get } = useFetchClient();
  const [state, setState] = useState({ report: null, error: null });
  useEffect(() => {
    get('/go-live/report')
      .then(({ data }) => setState({ report: data.data, error: null }))
      .catch((error) => setState({ report: null, error }));
  }, [get]);
  if (state.error) return <Page.Error />;
  if (!state.report) return <Page.Loading />;
  const { report } = state;
  const verdict = report.blocking.length
    ? `${report.blocking.length} item(s) block a launch`
    : 'Nothing published is unsourced';
  return (
    <Page.Main>
      <Page.Title>Go-live report</Page.Title>
      <Layouts.Header
        title="Go-live report"
        subtitle={`${verdict} (content seeded in ${report.mode || 'an unknown'} mode)`}
      />
      <Layouts.Content>
        {SECTIONS.map(([key, title, intro]) => (
          <Box key={key} paddingBottom={8}>
            <Typography variant="beta" tag="h2">
              {title} ({report[key].length})
            </Typography>
            <Box paddingTop={2} paddingBottom={4}>
              <Typography textColor="neutral600">{intro}</Typography>
            </Box>
            {report[key].length > 0 && <Items items={report[key]} />}
          </Box>
        ))}
      </Layouts.Content>
    </Page.Main>
  );
}
