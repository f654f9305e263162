/** The files a new block starts with, from the generator's names. */

export type BlockNames = {
  /** `savings-goal` */
  name: string;
  /** `SavingsGoal` (its content type is `SavingsGoalBlock`, generated from the model) */
  className: string;
  displayName: string;
  domain: string;
  blocksExport: string;
  storyTitle: string;
};

export const renderer = (
  b: BlockNames,
) => `import { LeadBlockSection, type BlockProps } from '@site/shared-blocks';
import type { ${b.className}Block as ${b.className}Content } from '@site/shared-content';

/** The CMS's \`blocks.${b.name}\` (${b.displayName}): the editor's title and intro, then the block's own content. */
export default function ${b.className}Block({ block, index }: BlockProps<${b.className}Content>) {
  return (
    <LeadBlockSection title={block.title} intro={block.intro} index={index}>
      {null}
    </LeadBlockSection>
  );
}
`;

export const spec = (
  b: BlockNames,
) => `import type { ${b.className}Block as ${b.className}Content } from '@site/shared-content';
import { render, screen } from '@testing-library/react';
import ${b.className}Block from './${b.name}-block';
import { ${b.blocksExport} } from './registry';

const block: ${b.className}Content = { __component: 'blocks.${b.name}', title: ${JSON.stringify(b.displayName)}, intro: null };

describe('${b.className}Block', () => {
  it('is a section named by its <h2> title', () => {
    render(<${b.className}Block block={block} index={1} />);
    expect(screen.getByRole('region', { name: ${JSON.stringify(b.displayName)} })).toBeInTheDocument();
  });

  it('is registered for the ${b.domain} pages as a lazily loaded renderer', async () => {
    const module = await ${b.blocksExport}['blocks.${b.name}']?.load();
    expect(module?.default).toBe(${b.className}Block);
  });
});
`;

export const story = (b: BlockNames) => `import { storyDecorator } from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ${b.className}Block from './${b.name}-block';

const meta = {
  title: '${b.storyTitle}/Blocks/${b.className}',
  component: ${b.className}Block,
  decorators: [storyDecorator],
  args: { index: 1, block: { __component: 'blocks.${b.name}', title: ${JSON.stringify(b.displayName)} } },
} satisfies Meta<typeof ${b.className}Block>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
`;

export const registry = (b: BlockNames) => `import type { BlockRegistry } from '@site/shared-blocks';

/** Blocks only the ${b.domain} domain renders (added to the shared renderers on its pages). */
export const ${b.blocksExport}: BlockRegistry = {};
`;

/** The block's content-model component, as its domain's part of the model writes it. */
export const modelEntry = (b: BlockNames) =>
  `${JSON.stringify(b.name)}: { displayName: ${JSON.stringify(b.displayName)}, attributes: { title: f.str(), intro: f.text() } }`;

export const modelPart = (b: BlockNames) => `// @ts-check
// The ${b.domain} domain's part of the content model (libs/${b.domain}): its own blocks and collections.
const f = require('../fields');

/** @type {import('../types').DomainPart} */
module.exports = {
  blocks: {},
};
`;
