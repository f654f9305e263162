import { ServedParts } from '@site/shared-blocks';
import {
  contentApi,
  isServedSidebar,
  safeHref,
  servedSidebarKey,
  useLoadedQuery,
  type Sidebar,
} from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useContext } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Container, ServedHtml, Skeleton } from '@site/shared-ui';
import { DataSaverSwitch } from './data-saver-switch';
import { footerId } from './footer-id';
import { RouterLink } from './router-link';
import styles from './footer.module.css';

const messages = defineMessages({
  contact: {
    id: 'shell.footer.contact',
    defaultMessage: 'Contact us',
    description:
      "Heading of the footer's column of phone numbers and addresses, and its name for screen readers",
  },
  social: {
    id: 'shell.footer.social',
    defaultMessage: 'Follow us',
    description: "Name of the footer's row of social media links (read by screen readers)",
  },
  copyright: {
    id: 'shell.footer.copyright',
    defaultMessage: '© Vodacom Tanzania PLC',
    description: "The footer's last line when the CMS gives none; keep © and the company's name as they are",
  },
});

/**
 * The footer, filled from the CMS `sidebar` (fetched once per language, in parallel with the page).
 * Its CMS parts are links and text only: the server's HTML of them is kept for good and the page's
 * state holds none of their content (ADR 0032). The data saver switch between them is React's.
 */
export function Footer() {
  const { locale } = useLanguage();
  const served = useContext(ServedParts);
  const { data, isError } = useLoadedQuery(contentApi.endpoints.getSidebar, { locale });
  const key = data ? servedSidebarKey(data) : null;
  if (key) served?.add(key);
  const sidebar = data && !isServedSidebar(data) ? data : null;
  return (
    <footer id={footerId} className={styles.footer}>
      <Container>
        {key ? (
          <ServedHtml id={`${key}:links`}>
            {sidebar ? <FooterLinks sidebar={sidebar} /> : undefined}
          </ServedHtml>
        ) : (
          !isError && <Skeleton variant="block" height={180} />
        )}
        <DataSaverSwitch />
        {key ? (
          <ServedHtml id={`${key}:end`}>{sidebar ? <FooterEnd sidebar={sidebar} /> : undefined}</ServedHtml>
        ) : (
          <FooterEnd sidebar={null} />
        )}
      </Container>
    </footer>
  );
}

/** The CMS's groups of links, then its contact channels. */
function FooterLinks({ sidebar }: { sidebar: Sidebar }) {
  const intl = useIntl();
  return (
    <div lang={sidebar.locale} className={styles.grid}>
      {sidebar.footerGroups.map((group, n) => (
        <section key={group.title ?? n} className={styles.group} aria-label={group.title ?? undefined}>
          <h2 className={styles.heading}>{group.title}</h2>
          <ul className={styles.list}>
            {group.links.map((link) => {
              const href = safeHref(link.href);
              return href ? (
                <li key={href + link.label}>
                  <RouterLink href={href} className={styles.link}>
                    {link.label}
                  </RouterLink>
                </li>
              ) : null;
            })}
          </ul>
        </section>
      ))}
      {sidebar.contactChannels.length > 0 && (
        <section className={styles.group} aria-label={intl.formatMessage(messages.contact)}>
          <h2 className={styles.heading}>{intl.formatMessage(messages.contact)}</h2>
          <ul className={styles.list}>
            {sidebar.contactChannels.map((channel) => {
              const href = safeHref(channel.href);
              return (
                <li key={channel.label + channel.value}>
                  <span className={styles.channelLabel}>{channel.label}</span>{' '}
                  {href ? (
                    <RouterLink href={href} className={styles.link}>
                      {channel.value}
                    </RouterLink>
                  ) : (
                    channel.value
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The social links and the copyright line (the site's own line when the CMS gives none). */
function FooterEnd({ sidebar }: { sidebar: Sidebar | null }) {
  const intl = useIntl();
  return (
    <div className={styles.bottom}>
      {sidebar?.socialLinks.length ? (
        <ul className={styles.social} aria-label={intl.formatMessage(messages.social)}>
          {sidebar.socialLinks.map((social) => {
            const href = safeHref(social.url);
            return href ? (
              <li key={href}>
                <a href={href} rel="noopener noreferrer" className={styles.link}>
                  {socialName(social.network)}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      ) : null}
      <p className={styles.copyright}>{sidebar?.copyright ?? intl.formatMessage(messages.copyright)}</p>
    </div>
  );
}

function socialName(network: string): string {
  const names: Record<string, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
  };
  return names[network] ?? network;
}
