import { contentApi, safeHref, useLoadedQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { defineMessages, useIntl } from 'react-intl';
import { Container, Skeleton } from '@site/shared-ui';
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

/** The footer, filled from the CMS `sidebar` (fetched once per language, in parallel with the page). */
export function Footer() {
  const { locale } = useLanguage();
  const intl = useIntl();
  const { data, isError } = useLoadedQuery(contentApi.endpoints.getSidebar, { locale });
  return (
    <footer id={footerId} className={styles.footer}>
      <Container>
        {data ? (
          <div lang={data.locale} className={styles.grid}>
            {data.footerGroups.map((group, n) => (
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
            {data.contactChannels.length > 0 && (
              <section className={styles.group} aria-label={intl.formatMessage(messages.contact)}>
                <h2 className={styles.heading}>{intl.formatMessage(messages.contact)}</h2>
                <ul className={styles.list}>
                  {data.contactChannels.map((channel) => {
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
        ) : (
          !isError && <Skeleton variant="block" height={180} />
        )}
        <DataSaverSwitch />
        <div className={styles.bottom}>
          {data?.socialLinks.length ? (
            <ul className={styles.social} aria-label={intl.formatMessage(messages.social)}>
              {data.socialLinks.map((social) => {
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
          <p className={styles.copyright}>{data?.copyright ?? intl.formatMessage(messages.copyright)}</p>
        </div>
      </Container>
    </footer>
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
