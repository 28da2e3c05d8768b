import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Form } from '../../components/forms/Form/Form.tsx';
import { db } from '../../mocks/db.ts';
import { contactForm, contactPageFields, newsletterForm } from '../../mocks/fixtures/forms.ts';
import { fillContactForm } from '../forms/formStory.setup.ts';

/** A site's contact page: the contact form in the main column and the newsletter form in a sidebar under 320 px. */
function ContactPage() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start', padding: 16 }}>
      <main style={{ flex: '1 1 420px', maxWidth: 640 }}>
        <h1>Get in touch</h1>
        <Form form={contactForm} pageFields={contactPageFields} query="" />
      </main>
      <aside style={{ flex: '0 0 280px', width: 280 }} aria-label="Newsletter">
        <Form form={newsletterForm} pageFields={contactPageFields} query="?utm_source=contact-page" headingLevel={2} />
      </aside>
    </div>
  );
}

const meta = {
  title: 'Pages/Contact page',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both forms on one page, each sent on its own: the other stays as it was. */
export const ContactPageStory: Story = {
  name: 'Contact page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    const aside = within(canvas.getByRole('complementary', { name: 'Newsletter' }));
    await userEvent.type(aside.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.com');
    await userEvent.click(aside.getByRole('button', { name: 'Submit' }));
    await aside.findByText('You are on the list.');
    await expect(main.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(db.submissions[0]?.form).toEqual({ 'newsletter-email': 'ada@example.com', 'newsletter-source': 'contact-page' });
    await fillContactForm(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await main.findByText('Thank you! We will be in touch within two working days.');
  },
};
