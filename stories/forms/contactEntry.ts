/** What the page-form stories and features type into the contact form (mocks/fixtures/forms.ts contactForm), in field order. */
export const CONTACT_ENTRY = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  country: '44',
  area: '20',
  number: '7946 0958',
  subject: 'Engraving',
  message: 'Can you engrave a notebook?',
} as const;

/** Each text box of the contact form (its accessible name) with what is typed into it, in the order Tab visits them. */
export const CONTACT_BOXES: ReadonlyArray<readonly [string | RegExp, string]> = [
  ['First Name', CONTACT_ENTRY.first],
  ['Last Name', CONTACT_ENTRY.last],
  [/^Email/, CONTACT_ENTRY.email],
  ['Country Code', CONTACT_ENTRY.country],
  ['Area Code', CONTACT_ENTRY.area],
  ['Number', CONTACT_ENTRY.number],
  ['Subject', CONTACT_ENTRY.subject],
  [/^Message/, CONTACT_ENTRY.message],
];
