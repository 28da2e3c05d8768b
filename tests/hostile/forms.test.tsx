/**
 * Hostile text in forms: every text input of every form (the page form with every field
 * kind, the cart's additional-fields form, the restock form, the sign-in form, the popup overlay's
 * form, the builder's template playground, colour input, tag editor, form builder, store creation wizard and
 * navigation item form, the comment form) given a long hostile
 * string — markup, a right-to-left override, emoji, a lone surrogate, template syntax — shows it as
 * text (no element is made from it) and keeps it exactly, through a blur's validation. In Chromium.
 *
 * The value is set as the page's own script would (the native setter, then an input event React
 * reads): typing goes through the browser automation protocol, which cannot carry a lone surrogate.
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { SignInForm } from '../../components/account/SignInForm/SignInForm.tsx';
import { Comments } from '../../components/content/Comments/Comments.tsx';
import { TemplatePlayground } from '../../components/builder/TemplatePlayground/TemplatePlayground.tsx';
import { ColourInput } from '../../components/builder/ColourInput/ColourInput.tsx';
import { TagEditor } from '../../components/builder/TagEditor/TagEditor.tsx';
import { FormBuilder } from '../../components/builder/FormBuilder/FormBuilder.tsx';
import { ChartDataEditor } from '../../components/builder/ChartDataEditor/ChartDataEditor.tsx';
import { FileUpload } from '../../components/builder/FileUpload/FileUpload.tsx';
import { LinkField } from '../../components/builder/fields/LinkField.tsx';
import { OptionField } from '../../components/builder/fields/OptionField.tsx';
import { PageUrlField } from '../../components/builder/fields/PageUrlField.tsx';
import { StoreCreationWizard } from '../../components/builder/StoreCreationWizard/StoreCreationWizard.tsx';
import { NavigationEditor } from '../../components/builder/NavigationEditor/NavigationEditor.tsx';
import { HeaderFooterEditor } from '../../components/builder/HeaderFooterEditor/HeaderFooterEditor.tsx';
import { LanguagesEditor } from '../../components/builder/LanguagesEditor/LanguagesEditor.tsx';
import { SiteStylesEditor } from '../../components/builder/SiteStylesEditor/SiteStylesEditor.tsx';
import { AddressLookup } from '../../components/forms/AddressLookup/AddressLookup.tsx';
import { PopupOverlay } from '../../components/visitor/PopupOverlay/PopupOverlay.tsx';
import { Form, type PageFormDefinition } from '../../components/forms/Form/Form.tsx';
import { FORM_FIELD_TYPES } from '../../logic/forms/forms.ts';
import { AdditionalFieldsForm } from '../../components/shopper/AdditionalFieldsForm/AdditionalFieldsForm.tsx';
import { RestockForm } from '../../components/shopper/RestockForm/RestockForm.tsx';
import { ApiClientProvider } from '../../hooks/shared/useApiClient.tsx';
import { blogSettings, quietPost } from '../../mocks/fixtures/blog.ts';
import { woolScarf } from '../../mocks/fixtures/catalogue.ts';
import { contactPageFields, everyFieldForm, monogramForm, newsletterForm } from '../../mocks/fixtures/forms.ts';
import { HOSTILE_FORM_TEXT } from './support/index.ts';

const client = createApiClient({
  fetch: () => Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  baseUrl: '',
  getCookie: () => undefined,
  warn: () => undefined,
  reportError: () => undefined,
});

afterEach(() => cleanup());

/** Inputs that hold free text (a number input holds only numbers, by the browser's own rule). */
const TEXT_INPUTS = 'input:not([type]), input[type="text"], input[type="email"], input[type="url"], input[type="tel"], input[type="search"], input[type="password"], textarea';

/** Elements the markup in the hostile text would make if it were rendered as HTML. */
const INJECTED = 'script, img[src="x"], [onerror]';

function setValue(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** A form with one field of every kind, so every text input of the builder's property panels is shown. */
const BUILT_FORM: PageFormDefinition = {
  id: 'form-hostile',
  name: 'Hostile',
  storage: { kind: 'email', addresses: '' },
  fields: FORM_FIELD_TYPES.map((type) =>
    type === 'hidden'
      ? { id: 'h-hidden', type, key: 'ref', value: 'x' }
      : type === 'textarea'
        ? { id: 'h-textarea', type, label: 'Message', maxLength: 20 }
        : ['radio', 'checkbox', 'select', 'likert'].includes(type)
          ? { id: `h-${type}`, type, label: type, options: ['A', 'B'] }
          : { id: `h-${type}`, type, label: type },
  ),
};

const FORMS: ReadonlyArray<[string, () => ReactElement]> = [
  ['the page form with every field kind', () => <Form form={everyFieldForm} pageFields={contactPageFields} query="" />],
  ['the additional-fields form (every field kind)', () => <AdditionalFieldsForm fields={everyFieldForm.fields} onSubmit={() => undefined} query="" />],
  ['the additional-fields form (monogram)', () => <AdditionalFieldsForm fields={monogramForm.fields} onSubmit={() => undefined} query="" />],
  ['the restock form', () => <RestockForm product={woolScarf} merchandising={{ mailingListSignUpEnabled: true }} />],
  ['the sign-in form', () => <SignInForm />],
  ['the popup overlay (its form in a dialog)', () => <PopupOverlay form={newsletterForm} pageFields={contactPageFields} version={1} open storage={null} />],
  ["the builder's template playground", () => <TemplatePlayground />],
  ['the comment form', () => <Comments item={quietPost} settings={blogSettings} />],
  ["the builder's colour input", () => <ColourInput label="Accent colour" defaultValue="#027AFF" />],
  ["the builder's tag editor (its new-name input)", () => <TagEditor defaultValue={['Summer']} />],
  // Every panel stays mounted (hidden while closed): the form name, each field's properties, the settings, and the preview's form.
  ["the builder's form builder (one field of every kind, email storage)", () => (
    <FormBuilder defaultValue={BUILT_FORM} vanillaFormHandler />
  )],
  ["the builder's form builder (mailing-list storage)", () => <FormBuilder defaultValue={monogramForm} />],
  // The builder's text fields, each checking what was typed on blur (their messages quote the value back).
  ["the builder's link, page URL and option fields", () => (
    <form>
      <LinkField label="Link" />
      <PageUrlField label="Page URL" required />
      <OptionField label="Layout" options={['grid', 'list']} />
    </form>
  )],
  // Column names and cells; the message and the preview's table read them back.
  // The title (its url id preview reads it back) and the description.
  ["the builder's store creation wizard", () => <StoreCreationWizard websiteId="site-vitrine" />],
  ["the builder's chart data editor", () => <ChartDataEditor defaultValue={{ columns: ['Month', 'Visits'], rows: [['January', '12'], ['February', '']] }} />],
];

describe('every text input keeps a long hostile string, as text', () => {
  it.each(FORMS)('%s', async (_name, form) => {
    render(<ApiClientProvider client={client}>{form()}</ApiClientProvider>);
    // The whole page: a dialog's form is rendered in a portal, outside the render's container.
    const container = document.body;
    // A dialog opens after its first render.
    await expect.poll(() => container.querySelectorAll(TEXT_INPUTS).length).toBeGreaterThan(0);
    const inputs = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUTS)];
    const madeBefore = container.querySelectorAll(INJECTED).length;
    for (const input of inputs) setValue(input, HOSTILE_FORM_TEXT);
    for (const input of inputs) {
      await expect.poll(() => input.value, { message: `${input.name || input.id} kept the text` }).toBe(HOSTILE_FORM_TEXT);
    }
    expect(container.querySelectorAll(INJECTED).length).toBe(madeBefore);
    expect(container.innerHTML).not.toContain('<script>alert(1)</script>');
    expect(container.innerHTML).not.toContain('<img src=x');
  });
});

/** Answers the file calls as a backend would, so the upload reaches its rename field. */
const fileClient = createApiClient({
  fetch: (input) => {
    const url = String(input);
    const stored = { id: 'f1', name: 'menu.pdf', size: 3, type: 'application/pdf' };
    const answer = url.endsWith('/complete')
      ? { jobId: 'j1' }
      : url.includes('/jobs/')
        ? { status: 'done', file: stored }
        : url.endsWith('/uploads')
          ? { uploadId: 'u1' }
          : url.endsWith('/name')
            ? { file: stored }
            : { received: 3 };
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  },
  baseUrl: '',
  getCookie: () => undefined,
  warn: () => undefined,
  reportError: () => undefined,
});

describe("the builder's file upload: its rename field keeps a long hostile string, as text", () => {
  it("keeps it as typed", async () => {
    render(
      <ApiClientProvider client={fileClient}>
        <FileUpload pollIntervalMs={1} />
      </ApiClientProvider>,
    );
    const picker = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('No file input');
    const files = new DataTransfer();
    files.items.add(new File(['abc'], 'menu.pdf', { type: 'application/pdf' }));
    picker.files = files.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => document.body.querySelector('[data-vitrine="file-upload"]')?.getAttribute('data-state')).toBe('done');
    const rename = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Rename');
    rename?.click();
    await expect.poll(() => document.body.querySelectorAll(TEXT_INPUTS).length).toBe(1);
    const input = document.body.querySelector<HTMLInputElement>(TEXT_INPUTS);
    if (!input) throw new Error('No name input');
    const madeBefore = document.body.querySelectorAll(INJECTED).length;
    setValue(input, HOSTILE_FORM_TEXT);
    await expect.poll(() => input.value).toBe(HOSTILE_FORM_TEXT);
    expect(document.body.querySelectorAll(INJECTED).length).toBe(madeBefore);
    expect(document.body.innerHTML).not.toContain('<script>alert(1)</script>');
  });
});

/** Answers GetSiteLayout with one navigation, so the navigation editor shows its add-item form. */
const layoutClient = createApiClient({
  fetch: () =>
    Promise.resolve(
      new Response(JSON.stringify({ templateId: 't', navigations: [{ identifier: 'mainNav', links: [{ title: 'Home', collectionId: 'c' }] }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  baseUrl: '',
  getCookie: () => undefined,
  warn: () => undefined,
  reportError: () => undefined,
});

describe("the builder's navigation editor: its item form keeps a long hostile string, as text", () => {
  // A collection or member area is picked from a list (below), not typed: an external link is the item's other typed target.
  it.each(['external'])('keeps it as typed (%s item)', async (kind) => {
    render(
      <ApiClientProvider client={layoutClient}>
        <NavigationEditor />
      </ApiClientProvider>,
    );
    await expect.poll(() => [...document.body.querySelectorAll('button')].some((button) => button.textContent === 'Add item')).toBe(true);
    [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Add item')?.click();
    await expect.poll(() => document.body.querySelector('form select')).not.toBeNull();
    const select = document.body.querySelector<HTMLSelectElement>('form select');
    if (!select) throw new Error('No kind select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, kind);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const inputs = () => [...document.body.querySelectorAll<HTMLInputElement>(`form ${TEXT_INPUTS.split(', ').join(', form ')}`)];
    await expect.poll(() => inputs().length).toBe(2);
    const madeBefore = document.body.querySelectorAll(INJECTED).length;
    for (const input of inputs()) setValue(input, HOSTILE_FORM_TEXT);
    for (const input of inputs()) await expect.poll(() => input.value).toBe(HOSTILE_FORM_TEXT);
    expect(document.body.querySelectorAll(INJECTED).length).toBe(madeBefore);
    expect(document.body.innerHTML).not.toContain('<script>alert(1)</script>');
  });

  it("shows a hostile collection title in the collection picker as text", async () => {
    const madeBefore = document.body.querySelectorAll(INJECTED).length;
    render(
      <ApiClientProvider client={layoutClient}>
        <NavigationEditor collections={[{ id: 'c', title: HOSTILE_FORM_TEXT }]} />
      </ApiClientProvider>,
    );
    await expect.poll(() => [...document.body.querySelectorAll('button')].some((button) => button.textContent === 'Add item')).toBe(true);
    [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Add item')?.click();
    await expect.poll(() => document.body.querySelector('form select[name="target"]')).not.toBeNull();
    const options = [...document.body.querySelectorAll<HTMLOptionElement>('form select[name="target"] option')].map((option) => option.textContent);
    expect(options).toContain(HOSTILE_FORM_TEXT);
    expect(document.body.querySelectorAll(INJECTED).length).toBe(madeBefore);
    expect(document.body.innerHTML).not.toContain('<script>alert(1)</script>');
  });
});

/** Answers the site settings calls as a backend would, so each editor reaches its inputs. */
const siteClient = createApiClient({
  fetch: (input) => {
    const url = String(input);
    const answer = url.includes('/site-header-footer')
      ? { header: { siteTitle: 'Shop', announcement: 'Hello', showCart: true }, footer: { text: 'Footer' } }
      : url.includes('/multilingual/languages')
        ? { languages: [{ code: 'en-US', name: 'English', isDefault: true }] }
        : url.includes('/places/autocomplete')
          ? { predictions: [] }
          : {};
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  },
  baseUrl: '',
  getCookie: () => undefined,
  warn: () => undefined,
  reportError: () => undefined,
});

const SITE_STYLES = {
  defaultColorThemeId: 'light',
  activeFontThemeId: 'classic',
  colorPalette: { accent: '#0057B8', paper: '#FFFFFF' },
  colorThemes: [{ id: 'light', name: 'Light', roles: { background: 'paper', accent: 'accent' } }],
  fontThemes: [{ id: 'classic', name: 'Classic', heading: 'Georgia', body: 'Arial' }],
  fontUsageCategories: { paragraph: 'body' as const },
};

const SITE_FORMS: ReadonlyArray<[string, () => ReactElement]> = [
  // Every text value of the header and footer.
  ["the builder's header and footer editor", () => <HeaderFooterEditor />],
  // The new language's code and name.
  ["the builder's languages editor", () => <LanguagesEditor />],
  // Each palette colour's text input.
  ["the builder's site styles editor", () => <SiteStylesEditor value={SITE_STYLES} />],
  // The address lookup's combobox input (the lookup answers no suggestion).
  ['the address lookup', () => <AddressLookup label="Address" />],
];

describe('the site settings editors and the address lookup keep a long hostile string, as text', () => {
  it.each(SITE_FORMS)('%s', async (_name, form) => {
    render(<ApiClientProvider client={siteClient}>{form()}</ApiClientProvider>);
    const container = document.body;
    await expect.poll(() => container.querySelectorAll(TEXT_INPUTS).length).toBeGreaterThan(0);
    const inputs = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUTS)];
    const madeBefore = container.querySelectorAll(INJECTED).length;
    for (const input of inputs) setValue(input, HOSTILE_FORM_TEXT);
    for (const input of inputs) {
      await expect.poll(() => input.value, { message: `${input.name || input.id} kept the text` }).toBe(HOSTILE_FORM_TEXT);
    }
    expect(container.querySelectorAll(INJECTED).length).toBe(madeBefore);
    expect(container.innerHTML).not.toContain('<script>alert(1)</script>');
  });
});
