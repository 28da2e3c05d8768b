import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFragmentTemplateEngine } from '../../../template/fragmentFormatters.tsx';
import { TEMPLATE_PLAYGROUND_STRINGS } from '../../../logic/template/index.ts';
import { TemplatePlayground } from './TemplatePlayground.tsx';

const PRODUCT_TEMPLATE = `<article class="product">
  <h1>{title|html}</h1>
  {.section structuredContent}{.repeated section variants}<span>{sku}</span>{.alternates with}, {.end}{.end}
  {.sold-out?}<p>Sold out</p>{.or}<p>In stock</p>{.end}
</article>`;

const PRODUCT_CONTEXT = JSON.stringify(
  {
    title: 'Canvas Tote & Co',
    structuredContent: {
      productType: 1,
      variants: [
        { sku: 'CT-S', priceMoney: { value: 4200, currency: 'USD' }, onSale: false, qtyInStock: 3, unlimited: false },
        { sku: 'CT-L', priceMoney: { value: 4800, currency: 'USD' }, onSale: false, qtyInStock: 0, unlimited: false },
      ],
    },
  },
  null,
  2,
);

const meta = {
  title: 'Builder/TemplatePlayground',
  component: TemplatePlayground,
  args: { defaultTemplate: PRODUCT_TEMPLATE, defaultContext: PRODUCT_CONTEXT },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TemplatePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const editors = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    template: canvas.getByRole('textbox', { name: 'Template' }),
    context: canvas.getByRole('textbox', { name: 'Context (JSON)' }),
    markup: () => canvasElement.querySelector('[data-part="markup"]')?.textContent ?? '',
    // The playground's own summary (the page's announcer is a status too).
    summary: () => within(canvas.getByRole('region', { name: TEMPLATE_PLAYGROUND_STRINGS.templatePlaygroundTitle })).getByRole('status'),
  };
};

/** A product template and its context: the markup, a preview and no errors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, markup, summary } = editors(canvasElement);
    await expect(summary()).toHaveTextContent('No errors');
    await expect(markup()).toContain('<h1>Canvas Tote &amp; Co</h1>');
    await expect(markup()).toContain('<span>CT-S</span>, <span>CT-L</span>');
    await expect(markup()).toContain('<p>In stock</p>');
    await expect(canvas.getByTitle('Preview of the rendered template')).toHaveAttribute('sandbox', '');
    await expect(canvasElement.querySelector('[data-vitrine="template-playground"]')).toHaveAttribute('data-state', 'ok');
  },
};

/** Editing the template and the context re-renders as the owner types. */
export const LiveEditing: Story = {
  args: { defaultTemplate: 'Hello {name}!', defaultContext: '{"name": "Ada"}' },
  play: async ({ canvasElement }) => {
    const { template, context, markup } = editors(canvasElement);
    await expect(markup()).toBe('Hello Ada!');
    await userEvent.clear(context);
    await userEvent.click(context);
    await userEvent.paste('{"name": "Grace", "items": ["a", "b"]}');
    await waitFor(() => expect(markup()).toBe('Hello Grace!'));
    await userEvent.click(template);
    await userEvent.paste(' {.repeated section items}[{@}]{.end}');
    await waitFor(() => expect(markup()).toBe('Hello Grace! [a][b]'));
  },
};

/** Errors are listed with their line and column; whatever parsed still renders. */
export const Errors: Story = {
  args: { defaultTemplate: 'ok {title|shout}\n{.section missing}never', defaultContext: '{"title": "x"}' },
  play: async ({ canvasElement }) => {
    const { canvas, markup, summary } = editors(canvasElement);
    await expect(summary()).toHaveTextContent('2 errors');
    const items = within(canvas.getByRole('list', { name: 'Errors' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      "Line 1, column 4 (syntax): Formatter 'shout' is unknown.",
      'Line 2, column 1 (syntax): Reached EOF in the middle of SECTION',
    ]);
    await expect(markup()).toBe('ok {title|shout}\n');
    await expect(canvasElement.querySelector('[data-vitrine="template-playground"]')).toHaveAttribute('data-state', 'errors');
  },
};

/** A context that is not JSON is reported on its field, and the template renders with an empty context. */
export const InvalidContext: Story = {
  args: { defaultTemplate: '[{title}]', defaultContext: '{"title": ' },
  play: async ({ canvasElement }) => {
    const { context, markup } = editors(canvasElement);
    await expect(context).toHaveAttribute('aria-invalid', 'true');
    await expect(context).toHaveAccessibleDescription(expect.stringContaining('The context is not valid JSON'));
    await expect(markup()).toBe('[]');
  },
};

/** Fragment formatters (the engine of `vitrine/template`) render the library's components: product-price gives ProductPrice's markup. */
export const FragmentFormatters: Story = {
  args: {
    engine: createFragmentTemplateEngine(),
    defaultTemplate: '{item|product-price}{item|product-status}',
    defaultContext: JSON.stringify({
      item: {
        id: 'tote',
        structuredContent: {
          productType: 1,
          variants: [
            { sku: 'T', priceMoney: { value: 4200, currency: 'USD' }, salePriceMoney: { value: 2900, currency: 'USD' }, onSale: true, qtyInStock: 2, unlimited: false },
          ],
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const { markup, summary } = editors(canvasElement);
    await expect(summary()).toHaveTextContent('No errors');
    await expect(markup()).toContain('data-vitrine="product-price"');
    await expect(markup()).toContain('$29.00');
    await expect(markup()).toContain('data-vitrine="product-badge"');
  },
};

/** From the keyboard: Tab through the editors to the options; Space turns expressions on. */
export const Keyboard: Story = {
  args: { defaultTemplate: '{.eval 6 * 7}', defaultContext: '{}' },
  play: async ({ canvasElement }) => {
    const { canvas, template, context, markup } = editors(canvasElement);
    await expect(markup()).toBe('');
    await userEvent.tab();
    await expect(template).toHaveFocus();
    await userEvent.tab();
    await expect(context).toHaveFocus();
    await userEvent.tab();
    const expressions = canvas.getByRole('checkbox', { name: 'Run expressions ({.eval})' });
    await expect(expressions).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(expressions).toBeChecked();
    await waitFor(() => expect(markup()).toBe('42'));
  },
};

/** Partials given to the playground are applied and included. */
export const Partials: Story = {
  args: {
    defaultTemplate: '{.repeated section items}{@|apply card}{.end}{.include footer output}',
    defaultContext: '{"items": [{"name": "Tote"}, {"name": "Scarf"}]}',
    partials: { card: '<li>{name}</li>', footer: '<footer>Vitrine</footer>' },
    defaultIncludes: true,
  },
  play: async ({ canvasElement }) => {
    const { markup } = editors(canvasElement);
    await expect(markup()).toBe('<li>Tote</li><li>Scarf</li><footer>Vitrine</footer>');
  },
};

/** Inside a page with headings of its own: the errors', markup's and preview's headings one level lower (h3). */
export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Errors', 'Markup', 'Preview']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
