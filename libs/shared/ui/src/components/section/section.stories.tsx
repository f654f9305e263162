import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../../storybook/story-copy';
import { Container } from '../container/container';
import { TextLink } from '../text-link/text-link';
import { Section } from './section';

/** A full-bleed band of the page in one of the site's tones. */
const meta = { title: 'UI/Layout/Section', component: Section } satisfies Meta<typeof Section>;
export default meta;

export const Tones: StoryObj<typeof Section> = {
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <>
      {(['white', 'grey', 'red'] as const).map((tone) => (
        <Section key={tone} {...args} tone={tone} aria-labelledby={`section-${tone}`}>
          <Container>
            <h2 id={`section-${tone}`}>
              {pick(globals, { en: `Stay connected (${tone})`, sw: `Endelea kuunganishwa (${tone})` })}
            </h2>
            <p>
              {pick(globals, {
                en: 'Bundles for every budget, on the widest 4G network in Tanzania. ',
                sw: 'Vifurushi kwa kila bajeti, kwenye mtandao mpana zaidi wa 4G Tanzania. ',
              })}
              <TextLink href="/bundles">
                {pick(globals, { en: 'See bundles', sw: 'Tazama vifurushi' })}
              </TextLink>
            </p>
          </Container>
        </Section>
      ))}
    </>
  ),
};
