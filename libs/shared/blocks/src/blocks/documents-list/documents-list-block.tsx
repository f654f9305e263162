import {
  safeHref,
  type DocumentItem,
  type DocumentsListBlock as DocumentsListContent,
} from '@site/shared-content';
import { formatDate, formatFileSize } from '@site/shared-i18n';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Heading, Icon } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import lists from '../shared/lists.module.css';
import styles from './documents-list-block.module.css';
import { fileType } from './file-meta';
import { groupDocuments } from './group-documents';

const messages = defineMessages({
  other: {
    id: 'shared.blocks.documents.other',
    defaultMessage: 'Other documents',
    description: 'Heading of the group of downloadable documents (reports, notices) that have no category',
  },
  download: {
    id: 'shared.action.download',
    defaultMessage: 'Download',
    description: 'Link beside a document (a report, a notice) that downloads its file; one short word',
  },
});
const downloadFile = defineMessage<{ title: string }>({
  id: 'shared.blocks.documents.downloadFile',
  defaultMessage: 'Download {title}',
  description: "Name read by screen readers of a document's download link: {title} is the document's title",
});
const fileInfo = defineMessage<{ type: string; size: string }>({
  id: 'shared.blocks.documents.fileInfo',
  defaultMessage: '{type}, {size}',
  description: "A document's file under its title: {type} its kind (PDF), {size} its size (1.2 MB)",
});

/** Reports and notices to download, grouped by category or year, each with its date, type and size. */
export default function DocumentsListBlock({ block }: BlockProps<DocumentsListContent>) {
  const intl = useIntl();
  if (block.documents.length === 0) return null;
  const groups = groupDocuments(block.documents);
  const groupLevel = itemLevel(block.title);
  const docLevel = groupLevel === 2 ? 3 : 4;
  return (
    <BlockSection title={block.title} intro={block.intro}>
      {groups.map((group) => (
        <div key={group.key} className={styles.group}>
          <Heading level={groupLevel} className={styles.groupTitle}>
            {group.label ?? intl.formatMessage(messages.other)}
          </Heading>
          <ul className={lists.plainList}>
            {group.documents.map((doc, n) => (
              <DocumentRow key={doc.id ?? `${doc.title}-${n}`} doc={doc} level={docLevel} />
            ))}
          </ul>
        </div>
      ))}
    </BlockSection>
  );
}

function DocumentRow({ doc, level }: { doc: DocumentItem; level: 3 | 4 }) {
  const intl = useIntl();
  const href = doc.file ? safeHref(doc.file.url) : null;
  const type = doc.file ? fileType(doc.file) : null;
  const size = doc.file?.size ? formatFileSize(intl, doc.file.size) : null;
  const info = type && size ? intl.formatMessage(fileInfo, { type, size }) : (type ?? size);
  return (
    <li className={styles.document}>
      <Icon name="file-text" className={styles.icon} />
      <div className={styles.body}>
        <Heading level={level} className={styles.title}>
          {doc.title}
        </Heading>
        {doc.description && <p className={styles.description}>{doc.description}</p>}
        <p className={styles.meta}>
          <time dateTime={doc.date}>{formatDate(intl, doc.date)}</time>
          {info && <span>{info}</span>}
        </p>
      </div>
      {href && (
        <a
          className={styles.download}
          href={href}
          download
          aria-label={intl.formatMessage(downloadFile, { title: doc.title })}
        >
          <Icon name="download" size={20} />
          <FormattedMessage {...messages.download} />
        </a>
      )}
    </li>
  );
}
