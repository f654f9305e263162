import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from './icon-map';
import { Icon } from './icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'wallet', size: 32 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { label: 'M-Pesa wallet' } };

/** The whole vocabulary the CMS may use; the names are data, not copy. */
export const All: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
