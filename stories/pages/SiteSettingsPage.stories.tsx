import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Tabs from '@radix-ui/react-tabs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeviceViews } from '../../components/builder/DeviceViews/DeviceViews.tsx';
import { HeaderFooterEditor } from '../../components/builder/HeaderFooterEditor/HeaderFooterEditor.tsx';
import { LanguagesEditor } from '../../components/builder/LanguagesEditor/LanguagesEditor.tsx';
import { NavigationEditor } from '../../components/builder/NavigationEditor/NavigationEditor.tsx';
import { siteCollections, siteMemberAreas } from '../../mocks/fixtures/site.ts';
import { SiteStylesEditor } from '../../components/builder/SiteStylesEditor/SiteStylesEditor.tsx';
import { AddressLookup } from '../../components/forms/AddressLookup/AddressLookup.tsx';
import { tab, tabList, tabPanel } from '../../components/builder/fields/controls.css.ts';
import * as css from './SiteSettingsPage.css.ts';

/** The font previews settle at once and fetch no file (the FontPicker stories show the loader against the mock font host). */
const previewAtOnce = () => Promise.resolve();

const TABS = [
  ['styles', 'Site styles'],
  ['header-footer', 'Header and footer'],
  ['navigation', 'Navigation'],
  ['languages', 'Languages'],
  ['business', 'Business address'],
] as const;

/**
 * The builder's site settings: one tab per editor, each drawn inside the device frame so the owner
 * sees the editor's preview at desktop, tablet or phone width.
 */
function SiteSettingsPage() {
  return (
    <div className={css.page}>
      <h1 className={css.title}>Site settings</h1>
      <Tabs.Root defaultValue="styles">
        <Tabs.List aria-label="Site settings" className={tabList}>
          {TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={tab}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content className={tabPanel} value="styles">
          <DeviceViews>
            <SiteStylesEditor loadPreview={previewAtOnce} />
          </DeviceViews>
        </Tabs.Content>
        <Tabs.Content className={tabPanel} value="header-footer">
          <DeviceViews>
            <HeaderFooterEditor />
          </DeviceViews>
        </Tabs.Content>
        <Tabs.Content className={tabPanel} value="navigation">
          <DeviceViews>
            <NavigationEditor collections={siteCollections} memberAreas={siteMemberAreas} />
          </DeviceViews>
        </Tabs.Content>
        <Tabs.Content className={tabPanel} value="languages">
          <DeviceViews>
            <LanguagesEditor />
          </DeviceViews>
        </Tabs.Content>
        <Tabs.Content className={tabPanel} value="business">
          <DeviceViews>
            <AddressLookup label="Business address" />
          </DeviceViews>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const meta = {
  title: 'Pages/Builder/Site settings',
  component: SiteSettingsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings as they open, at rest, on the site styles (the features act on it). */
export const SiteSettingsAtRest: Story = {
  name: 'Site settings at rest',
};

/** The owner goes through the tabs: each editor reads its settings inside the device frame. */
export const SiteSettingsTabs: Story = {
  name: 'Site settings',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Accent colour' })).toHaveValue('#0057B8');
    await userEvent.click(canvas.getByRole('tab', { name: 'Header and footer' }));
    await expect(await canvas.findByRole('textbox', { name: 'Site title' })).toHaveValue('Vitrine Goods');
    await userEvent.click(canvas.getByRole('tab', { name: 'Languages' }));
    await expect(await canvas.findByRole('list', { name: 'Site languages' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Navigation' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-vitrine="navigation-editor"]')).not.toBeNull());
  },
};
