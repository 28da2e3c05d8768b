import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { hold } from '../../../mocks/hold.ts';
import { siteCollections, siteMemberAreas, website } from '../../../mocks/fixtures/site.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { NavigationEditor } from '../NavigationEditor/NavigationEditor.tsx';
import { StoreCreationWizard } from './StoreCreationWizard.tsx';

const meta = {
  title: 'Builder/StoreCreationWizard',
  component: StoreCreationWizard,
  args: { websiteId: website.id, onCreated: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoreCreationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: () => canvas.getByRole('textbox', { name: /Store title/ }),
    description: () => canvas.getByRole('textbox', { name: 'Description' }),
    addToNavigation: () => canvas.getByRole('checkbox', { name: 'Add the store to the front of the main navigation' }),
    urlId: () => canvasElement.querySelector('[data-part="url-id"]')?.textContent ?? '',
    /** Resolves once the site's collections are read (the url ids in use), and the preview takes them into account. */
    urlIdsRead: () => waitFor(() => expect(canvasElement.querySelector('[data-part="url-id"]')).toHaveAttribute('data-state', 'ready')),
    step: (name: string) => canvasElement.querySelector(`[data-step="${name}"]`),
    wizard: () => canvasElement.querySelector('[data-vitrine="store-creation-wizard"]'),
  };
};

/** The empty wizard, once the site's collections are read (the url ids in use); adding to the navigation starts checked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { title, urlId, addToNavigation, urlIdsRead } = parts(canvasElement);
    await expect(title()).toHaveValue('');
    await expect(addToNavigation()).toBeChecked();
    await urlIdsRead();
    await expect(urlId()).toBe('/store');
  },
};

/** "Shop" already takes /shop, so the preview says /shop-1. */
export const TakenUrlId: Story = {
  play: async ({ canvasElement }) => {
    const { title, urlId, urlIdsRead } = parts(canvasElement);
    await urlIdsRead();
    await userEvent.type(title(), 'Shop');
    await expect(urlId()).toBe('/shop-1');
  },
};

/** The url id follows the title as the owner types; fewer than 3 characters fall back to the fallback title. */
export const LiveUrlId: Story = {
  args: { fallbackTitle: 'Online Store' },
  play: async ({ canvasElement }) => {
    const { title, urlId } = parts(canvasElement);
    await userEvent.type(title(), 'Été Prints!');
    await expect(urlId()).toBe('/ete-prints');
    await userEvent.clear(title());
    await userEvent.type(title(), 'A!');
    await expect(urlId()).toBe('/online-store');
  },
};

/** A blank title: the field says so, and nothing is sent. */
export const TitleRequired: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByText('Enter a store title')).toBeVisible();
    await expect(db.collections).toHaveLength(1);
  },
};

/** Every step in order: the collection, its root category, then first in the main navigation. */
export const Created: Story = {
  args: { defaultTitle: 'Summer Prints' },
  play: async ({ canvasElement, args }) => {
    const { canvas, step } = parts(canvasElement);
    await userEvent.type(parts(canvasElement).description(), 'Prints of the summer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByText('Your store Summer Prints is ready')).toBeVisible();
    for (const name of ['createCollection', 'createRootCategory', 'addToMainNavigation']) await expect(step(name)).toHaveAttribute('data-state', 'done');
    const made = db.collections.find((collection) => collection.title === 'Summer Prints');
    await expect(made).toMatchObject({ urlId: 'summer-prints', description: 'Prints of the summer.', enabled: true });
    await expect(db.categories).toEqual([{ id: expect.any(String), collectionId: made?.id, displayName: 'Summer Prints', parentCategoryId: null }]);
    await expect(db.layout.navigations[0]?.links[0]).toEqual({ title: 'Summer Prints', collectionId: made?.id });
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ urlId: 'summer-prints', addedToNavigation: true })));
  },
};

/** Without the navigation step: two steps, and the navigation is left as it was. */
export const WithoutNavigation: Story = {
  args: { defaultTitle: 'Prints', defaultAddToNavigation: false },
  play: async ({ canvasElement }) => {
    const { canvas, step } = parts(canvasElement);
    const before = structuredClone(db.layout);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByText('Your store Prints is ready')).toBeVisible();
    await expect(step('addToMainNavigation')).toBeNull();
    await expect(db.layout).toEqual(before);
  },
};

/** Where the store-creation calls go (api/store.ts): a new collection, then its root category. */
const COLLECTIONS_PATH = '*/api/content-service/product/1.1/websites/:websiteId/products';

/**
 * In Progress's collection calls, each held until its play function lets it through (the normal
 * handler then answers): the first step is seen running however slow the machine is.
 */
const heldCollectionCalls: Array<() => void> = [];

/**
 * Each step shows its progress while its call is out. The collection's call is let through once the
 * first step has been seen running; the root category's is never answered (its write cannot land in a
 * later story's store), so the story ends, and is pictured, with the first step done and the second
 * running.
 */
export const InProgress: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: {
    msw: {
      handlers: {
        store: [
          http.post(COLLECTIONS_PATH, async () => {
            await new Promise<void>((release) => heldCollectionCalls.push(release));
            return undefined;
          }),
          http.post(`${COLLECTIONS_PATH}/:collectionId/categories`, () => hold('infinite')),
        ],
      },
    },
  },
  // A call an earlier showing left held (its play failed before letting it through) stays unanswered.
  beforeEach: () => {
    heldCollectionCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const { canvas, step, wizard, urlIdsRead } = parts(canvasElement);
    await urlIdsRead();
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(wizard()).toHaveAttribute('data-state', 'running');
    await expect(step('createCollection')).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(heldCollectionCalls).toHaveLength(1));
    heldCollectionCalls.shift()?.();
    await waitFor(() => expect(step('createRootCategory')).toHaveAttribute('data-state', 'running'));
    await expect(step('createCollection')).toHaveAttribute('data-state', 'done');
    await expect(step('addToMainNavigation')).toHaveAttribute('data-state', 'waiting');
    await expect(db.collections.filter((collection) => collection.title === 'Prints')).toHaveLength(1);
    await expect(db.categories).toEqual([]);
  },
};

/** The collection cannot be created: the first step failed, what was typed is kept, and Retry tries it again. */
export const CollectionFailed: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('store-collection-failure') } } },
  play: async ({ canvasElement }) => {
    const { canvas, step, title } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('This step failed: Create the store collection');
    await expect(failure).toHaveTextContent('Something went wrong');
    await expect(step('createCollection')).toHaveAttribute('data-state', 'failed');
    await expect(title()).toHaveValue('Prints');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The root category fails once: Retry resumes at it, and the store is made with one collection. */
export const RootCategoryFailedThenRetried: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('store-root-category-failure-once') } } },
  play: async ({ canvasElement }) => {
    const { canvas, step, title } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This step failed: Create its root category');
    await expect(step('createCollection')).toHaveAttribute('data-state', 'done');
    await expect(step('createRootCategory')).toHaveAttribute('data-state', 'failed');
    await expect(title()).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Your store Prints is ready')).toBeVisible();
    await expect(db.collections.filter((collection) => collection.title === 'Prints')).toHaveLength(1);
    await expect(db.categories).toHaveLength(1);
  },
};

/** The navigation update fails: the collection and category stay made, and the failure names the navigation step. */
export const NavigationUpdateFailed: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('navigation-update-failure') } } },
  play: async ({ canvasElement }) => {
    const { canvas, step } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This step failed: Add it to the main navigation');
    await expect(step('createRootCategory')).toHaveAttribute('data-state', 'done');
    await expect(db.collections.filter((collection) => collection.title === 'Prints')).toHaveLength(1);
  },
};

/** The layout has no navigation: 'Unable to find site main navigation'. */
export const NoMainNavigation: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('layout-without-navigation') } } },
  play: async ({ canvasElement }) => {
    const { canvas, step } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to find site main navigation');
    await expect(step('addToMainNavigation')).toHaveAttribute('data-state', 'failed');
  },
};

/** The site's collections cannot be read: 'Unable to load collections' with Try again; the title is kept. */
export const CollectionsUnavailable: Story = {
  args: { defaultTitle: 'Shop' },
  parameters: { msw: { handlers: { scenario: scenario('store-collections-down') } } },
  play: async ({ canvasElement }) => {
    const { canvas, title } = parts(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load collections');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(title()).toHaveValue('Shop');
  },
};

/** No answer at all: the first step fails with the builder's network message. */
export const Offline: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('offline') } } },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(await canvas.findByText('Unable to load collections')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="step-failure"]')).toHaveTextContent('Network error'));
  },
};

/** The session expired: the first step says so. */
export const SessionExpired: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('session-expired') } } },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="step-failure"]')).toHaveTextContent('Your session has expired. Please reload the page and try again.'),
    );
  },
};

/** 500 on every call: the collections and the first step both fail. */
export const ServerError: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expect(await canvas.findByText('Unable to load collections')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="step-failure"]')).toHaveTextContent('Something went wrong'));
  },
};

/** 429 on every call: the first step fails. */
export const RateLimited: Story = {
  args: { defaultTitle: 'Prints' },
  parameters: { msw: { handlers: { scenario: scenario('rate-limited') } } },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="step-failure"]')).toHaveTextContent('This step failed: Create the store collection'));
  },
};

/** The wizard beside the site's navigation editor, which reads the layout again once a store is made. */
function WizardWithNavigation(props: Parameters<typeof StoreCreationWizard>[0]) {
  const [created, setCreated] = useState(0);
  return (
    <>
      <StoreCreationWizard
        {...props}
        onCreated={(store) => {
          props.onCreated?.(store);
          setCreated((count) => count + 1);
        }}
      />
      <NavigationEditor key={created} headingLevel={2} collections={siteCollections} memberAreas={siteMemberAreas} />
    </>
  );
}

/** The wizard beside the navigation editor, before anything is made (the features act on it). */
export const StoreAndNavigation: Story = {
  render: (args) => <WizardWithNavigation {...args} />,
  play: async ({ canvasElement }) => {
    await parts(canvasElement).canvas.findByRole('list', { name: 'Items of the Main navigation' });
  },
};

/** End to end: the store is made, and the navigation editor finds it at the front of the main navigation. */
export const StoreCreatedIntoNavigation: Story = {
  args: { defaultTitle: 'Summer Prints' },
  render: (args) => <WizardWithNavigation {...args} />,
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await canvas.findByRole('list', { name: 'Items of the Main navigation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create store' }));
    await expect(await canvas.findByText('Your store Summer Prints is ready')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-row-id]')).toHaveTextContent('Summer Prints'));
  },
};
