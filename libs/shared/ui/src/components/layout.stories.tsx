import type { Meta, StoryObj } from '@storybook/react-vite';
import { pick } from '../storybook/story-copy';
import { Button } from './button/button';
import { Card } from './card/card';
import { Container } from './container/container';
import { Grid } from './grid/grid';
import { Section } from './section/section';
import { Stack } from './stack/stack';
import { TextLink } from './text-link/text-link';

/** The layout primitives: page width, full-bleed bands, grids and stacks. */
const meta = {
  title: 'UI/Layout',
  subcomponents: { Container, Section, Grid, Stack },
} satisfies Meta;
export default meta;

const box = { background: '#f4f4f4', padding: 16, borderRadius: 8 };

export const ContainerDefault: StoryObj<typeof Container> = {
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <Container {...args}>
      <p style={box}>
        {pick(globals, {
          en: 'Content is centred at 1200 px with side gutters that grow with the screen.',
          sw: 'Maudhui yamewekwa katikati kwa upana wa 1200 px na nafasi za pembeni zinazokua na skrini.',
        })}
      </p>
    </Container>
  ),
};

export const ContainerNarrow: StoryObj<typeof Container> = { ...ContainerDefault, args: { width: 'narrow' } };

export const SectionTones: StoryObj<typeof Section> = {
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

const services = {
  en: ['Internet', 'Voice', 'SMS', 'Roaming', 'Devices', 'M-Pesa', 'Business', 'Foundation'],
  sw: ['Intaneti', 'Sauti', 'SMS', 'Huduma nje ya nchi', 'Vifaa', 'M-Pesa', 'Biashara', 'Taasisi'],
};

const renderGrid: StoryObj<typeof Grid>['render'] = (args, { globals }) => (
  <Grid {...args} as="ul">
    {pick(globals, services).map((name) => (
      <li key={name}>
        <Card title={name} headingLevel={2} />
      </li>
    ))}
  </Grid>
);

export const GridThreeColumns: StoryObj<typeof Grid> = { args: { columns: 3 }, render: renderGrid };
export const GridFourColumns: StoryObj<typeof Grid> = { args: { columns: 4, gap: 'sm' }, render: renderGrid };

const renderStack: StoryObj<typeof Stack>['render'] = (args, { globals }) => (
  <Stack {...args}>
    <Button>{pick(globals, { en: 'Buy airtime', sw: 'Nunua salio' })}</Button>
    <Button variant="secondary">{pick(globals, { en: 'Check balance', sw: 'Angalia salio' })}</Button>
    <Button variant="ghost">{pick(globals, { en: 'Help', sw: 'Msaada' })}</Button>
  </Stack>
);

export const StackColumn: StoryObj<typeof Stack> = { args: { gap: 3, align: 'start' }, render: renderStack };
export const StackRow: StoryObj<typeof Stack> = {
  args: { direction: 'row', gap: 3, align: 'center' },
  render: renderStack,
};
