/**
 * Rendering spec, entities "Localized strings": every logic function that returns text a shopper
 * reads takes the site's localized strings as its last argument, so a site's wording reaches the
 * message; without them it speaks the spec's English (the modules' own tests check that wording).
 */
import { describe, expect, it } from 'vitest';
import { addToCartAlertTitle } from '../shopper/addToCartFlow.ts';
import { API_ERROR_MESSAGE_STRINGS, apiErrorMessage, type ApiFailure } from './apiErrors.ts';
import { cartBadge, minimumSubtotalMessage, missingOptionsMessage, quantityMessage, validateAddToCart } from '../shopper/cart.ts';
import { formSubmissionReducer, formSubmitLabel, initialFormSubmissionState, type FormSubmissionState } from '../forms/formSubmission.ts';
import { submissionErrorMessage, validateField, validateForm, type FormField } from '../forms/forms.ts';
import { restockEmailError, scarcityMessage } from '../shopper/merchandising.ts';
import { PRODUCT_TYPE, type Product, type SubscriptionPlan, type Variant } from '../shopper/product.ts';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from './strings.ts';
import { subscriptionPrice, subscriptionWording } from '../shopper/subscription.ts';

/** A French-speaking site's own wording of the strings these tests read; every other key keeps the default. */
const site: LocalizedStrings = {
  ...DEFAULT_LOCALIZED_STRINGS,
  quantityNotANumberMessage: 'La quantité doit être un nombre.',
  quantityOutOfRangeMessage: 'La quantité va de {min} à {max}.',
  selectOptionMessage: "Choisissez l'option {option}.",
  selectOptionsMessage: 'Choisissez les options {options}.',
  optionNamesConjunction: 'et',
  variantUnavailableMessage: 'Variante indisponible.',
  insufficientStockMessage: 'Stock insuffisant.',
  giftCardDenominationMessage: 'Choisissez un montant.',
  cartBadgeOneLabel: '1 article',
  cartBadgeCountLabel: '{count} articles',
  cartBadgeOverflowLabel: 'Plus de 100 articles',
  minimumSubtotalMessage: 'Commande minimale : {subtotal}.',
  unableToAddItemTitle: "Impossible d'ajouter",
  unableToPurchaseItemTitle: "Impossible d'acheter",
  unableToPurchaseGiftCardTitle: "Impossible d'acheter la carte",
  subscriptionUnavailableText: 'Indisponible',
  subscriptionEveryText: 'tous les {period}',
  subscriptionForText: 'pendant {duration}',
  subscriptionPriceText: '{wording} : {price}',
  subscriptionWeekText: 'semaine',
  subscriptionWeeksText: 'semaines',
  subscriptionMonthText: 'mois',
  subscriptionMonthsText: 'mois',
  subscriptionYearText: 'an',
  subscriptionYearsText: 'ans',
  formRequiredMessage: 'Obligatoire',
  formCharacterLimitMessage: 'Trop long.',
  formEmailInvalidMessage: 'E-mail invalide.',
  formEmailFormatHint: 'Format : nom@domaine.fr.',
  formInvalidMessage: 'Vérifiez le formulaire.',
  formUnauthorizedMessage: 'Non autorisé.',
  formNotConfiguredMessage: 'Formulaire non configuré.',
  formRateLimitedMessage: 'Trop de soumissions.',
  formServerErrorMessage: "Erreur d'envoi.",
  formUnknownErrorMessage: 'Erreur inconnue.',
  formKeyErrorMessage: 'Clé introuvable.',
  formParseErrorMessage: 'Champs illisibles.',
  formProcessingErrorMessage: 'Erreur de traitement.',
  formSubmittingText: 'Envoi…',
  formSavingText: 'Enregistrement',
  captchaIncompleteMessage: 'Complétez le CAPTCHA.',
  productScarcityText: 'Plus que {quantity} !',
  restockEmailInvalidMessage: 'Saisissez un e-mail valide',
  sessionExpiredMessage: 'Session expirée.',
  cookiesDisabledMessage: 'Activez les cookies.',
  rateLimitedMessage: 'Réessayez dans quelques secondes.',
  networkErrorMessage: 'Erreur réseau',
  unableToLoadResultsMessage: 'Résultats indisponibles',
  somethingWentWrongMessage: 'Une erreur est survenue',
  cartCheckConnectionText: 'Vérifiez votre connexion.',
  cartPleaseTryAgainText: 'Réessayez.',
};

function variant(sku: string, attributes: Record<string, string>, qtyInStock = 5): Variant {
  return { sku, attributes, priceMoney: { value: 1000, currency: 'USD' }, onSale: false, qtyInStock, unlimited: false };
}

const chair: Product = {
  id: 'chair',
  title: 'Chair',
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Size', 'Color', 'Material'],
  variants: [variant('C-1', { Size: 'L', Color: 'Red', Material: 'Oak' }, 2)],
};
const giftCard: Product = { id: 'gift', title: 'Gift Card', productType: PRODUCT_TYPE.giftCard, variants: [variant('GC-25', { Value: '$25' })] };
const usd = (value: number) => ({ value, currency: 'USD' });
const plan = (value: number, unit: SubscriptionPlan['billingPeriod']['unit'], numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('shopper spec, validation rules add-to-cart validation, in the site\'s wording', () => {
  it('quantityMessage', () => {
    expect(quantityMessage('abc', site)).toBe('La quantité doit être un nombre.');
    expect(quantityMessage('0', site)).toBe('La quantité va de 1 à 9999.');
    expect(quantityMessage('2', site)).toBeNull();
  });

  it('missingOptionsMessage joins the names with the site\'s conjunction', () => {
    expect(missingOptionsMessage(['Size'], site)).toBe("Choisissez l'option Size.");
    expect(missingOptionsMessage(['Size', 'Color', 'Material'], site)).toBe('Choisissez les options Size, Color et Material.');
  });

  it('validateAddToCart words every refusal', () => {
    const message = (request: Parameters<typeof validateAddToCart>[0]) => {
      const result = validateAddToCart(request, site);
      return result.ok ? null : result.message;
    };
    expect(message({ product: chair, attributes: { Size: 'L' } })).toBe('Choisissez les options Color et Material.');
    expect(message({ product: chair, attributes: { Size: 'S', Color: 'Red', Material: 'Oak' } })).toBe('Variante indisponible.');
    expect(message({ product: chair, attributes: { Size: 'L', Color: 'Red', Material: 'Oak' }, quantity: 'x' })).toBe('La quantité doit être un nombre.');
    expect(message({ product: chair, attributes: { Size: 'L', Color: 'Red', Material: 'Oak' }, quantity: 1.5 })).toBe('La quantité va de 1 à 9999.');
    expect(message({ product: chair, attributes: { Size: 'L', Color: 'Red', Material: 'Oak' }, quantity: 3 })).toBe('Stock insuffisant.');
    expect(message({ product: giftCard })).toBe('Choisissez un montant.');
  });
});

describe('shopper spec, states cart indicator badge, spoken in the site\'s wording', () => {
  it('cartBadge', () => {
    expect(cartBadge(1, site).label).toBe('1 article');
    expect(cartBadge(7, site).label).toBe('7 articles');
    expect(cartBadge(101, site)).toEqual({ text: '100+', label: 'Plus de 100 articles', empty: false });
  });
});

describe('shopper spec, validation rules minimum order subtotal, in the site\'s wording', () => {
  it('minimumSubtotalMessage', () => {
    expect(minimumSubtotalMessage(usd(100), usd(2500), site)).toBe('Commande minimale : $25.00.');
  });
});

describe('shopper spec, error catalogue add-to-cart alert titles, in the site\'s wording', () => {
  it('addToCartAlertTitle', () => {
    expect(addToCartAlertTitle(chair, false, site)).toBe("Impossible d'ajouter");
    expect(addToCartAlertTitle(chair, true, site)).toBe("Impossible d'acheter");
    expect(addToCartAlertTitle(giftCard, false, site)).toBe("Impossible d'acheter la carte");
  });
});

describe('rendering spec, states subscription wording: the site\'s templates and unit names', () => {
  it('subscriptionWording', () => {
    expect(subscriptionWording(plan(2, 'WEEK', 0), {}, site)).toBe('tous les 2 semaines');
    expect(subscriptionWording(plan(1, 'MONTH', 12), {}, site)).toBe('tous les mois pendant 1 an');
    expect(subscriptionWording(plan(1, 'MONTH', 24), {}, site)).toBe('tous les mois pendant 2 ans');
    expect(subscriptionWording(plan(1, 'WEEK', 3), {}, site)).toBe('tous les semaine pendant 3 semaines');
    expect(subscriptionWording(plan(0, 'WEEK', 0), {}, site)).toBe('Indisponible');
  });

  it('subscriptionPrice, with the price where the site\'s template puts it', () => {
    expect(subscriptionPrice(usd(1800), plan(2, 'WEEK', 26), {}, site)).toBe('tous les 2 semaines pendant 1 an : $18.00');
    expect(subscriptionPrice(usd(1800), null, {}, site)).toBe('Indisponible');
  });

  it('knows an unavailable plan by the plan, not by comparing the text (a site may word it like a plan)', () => {
    const odd = { ...site, subscriptionUnavailableText: 'tous les jours' };
    expect(subscriptionPrice(usd(1800), null, {}, odd)).toBe('tous les jours');
    expect(subscriptionPrice(usd(1800), plan(1, 'WEEK', 0), {}, { ...odd, subscriptionEveryText: 'Unavailable' })).toBe('Unavailable : $18.00');
  });
});

describe('shopper spec, validation rules form validation, in the site\'s wording', () => {
  const fields: FormField[] = [
    { id: 'name', type: 'text', required: true },
    { id: 'bio', type: 'textarea', maxLength: 3 },
    { id: 'email', type: 'email' },
  ];

  it('validateField', () => {
    expect(validateField(fields[0] as FormField, '', site)).toBe('Obligatoire');
    expect(validateField(fields[1] as FormField, 'abcd', site)).toBe('Trop long.');
    expect(validateField(fields[2] as FormField, 'nope', site)).toBe('E-mail invalide. Format : nom@domaine.fr.');
  });

  it('validateForm', () => {
    expect(validateForm(fields, { bio: 'abcd', email: 'nope' }, site)).toEqual({
      valid: false,
      errors: { name: 'Obligatoire', bio: 'Trop long.', email: 'E-mail invalide. Format : nom@domaine.fr.' },
      message: 'Vérifiez le formulaire.',
    });
  });
});

describe('shopper spec, error catalogue form submission errors, in the site\'s wording; the server\'s text stays as sent', () => {
  it('submissionErrorMessage', () => {
    expect(submissionErrorMessage(401, null, site)).toBe('Non autorisé.');
    expect(submissionErrorMessage(404, null, site)).toBe('Formulaire non configuré.');
    expect(submissionErrorMessage(429, null, site)).toBe('Trop de soumissions.');
    expect(submissionErrorMessage(500, null, site)).toBe("Erreur d'envoi.");
    expect(submissionErrorMessage(503, null, site)).toBe("Erreur d'envoi.");
    expect(submissionErrorMessage(400, { errors: { name: 'Bad' } }, site)).toBe('Vérifiez le formulaire.');
    expect(submissionErrorMessage(400, {}, site)).toBe('Erreur inconnue.');
    expect(submissionErrorMessage(400, { error: 'Server says no' }, site)).toBe('Server says no');
  });

  it('the submission flow words its messages and busy label with the config\'s strings', () => {
    const start = initialFormSubmissionState({ strings: site, captcha: true });
    const run = (...events: Parameters<typeof formSubmissionReducer>[1][]) =>
      events.reduce<FormSubmissionState>((state, event) => formSubmissionReducer(state, event), start);
    expect(formSubmitLabel(run({ type: 'submit' }), 'Send')).toBe('Envoi…');
    expect(formSubmitLabel(initialFormSubmissionState({ strings: site, editing: true }, {}), 'Send')).toBe('Send');
    expect(run({ type: 'submit' }, { type: 'validated', errors: { a: 'x' } }).message).toBe('Vérifiez le formulaire.');
    const atCaptcha = [{ type: 'submit' }, { type: 'validated', errors: {} }] as const;
    expect(run(...atCaptcha, { type: 'captchaChecked', token: null }).message).toBe('Complétez le CAPTCHA.');
    const atKey = [...atCaptcha, { type: 'captchaChecked', token: 't' }] as const;
    expect(run(...atKey, { type: 'keyFailed' }).message).toBe('Clé introuvable.');
    expect(run(...atKey, { type: 'processingFailed', reason: 'parse' }).message).toBe('Champs illisibles.');
    expect(run(...atKey, { type: 'processingFailed', reason: 'unexpected' }).message).toBe('Erreur de traitement.');
    const posting = [...atKey, { type: 'keyReceived', key: 'k' }] as const;
    expect(run(...posting, { type: 'postFailed', status: 404, data: null }).message).toBe('Formulaire non configuré.');
  });

  it('the editing label too', () => {
    const editing = formSubmissionReducer(initialFormSubmissionState({ strings: site, editing: true }), { type: 'submit' });
    expect(formSubmitLabel(editing, 'Save')).toBe('Enregistrement');
  });
});

describe('rendering spec, states scarcity and shopper spec, validation rules restock email, in the site\'s wording', () => {
  const vase: Product = { id: 'vase', title: 'Vase', productType: PRODUCT_TYPE.physical, variants: [variant('V-1', {}, 3)] };
  const enabled = { scarcityEnabled: true, scarcityShownByDefault: true };

  it('scarcityMessage falls back on the site\'s text; the merchant\'s own text (data) still wins', () => {
    expect(scarcityMessage(enabled, { product: vase }, site)).toBe('Plus que 3 !');
    expect(scarcityMessage(enabled, { product: vase }, 'Encore {quantity}')).toBe('Encore 3');
    expect(scarcityMessage({ ...enabled, scarcityText: 'Last {quantity}!' }, { product: vase }, site)).toBe('Last 3!');
    expect(scarcityMessage(enabled, { product: vase })).toBe('Only 3 left in stock');
  });

  it('restockEmailError', () => {
    expect(restockEmailError('nope', site)).toBe('Saisissez un e-mail valide');
    expect(restockEmailError('a@b.fr', site)).toBeNull();
  });
});

describe('shopper spec, error catalogue failed calls, in the site\'s wording; the server\'s text stays as sent', () => {
  const failure = (rest: Partial<ApiFailure>): ApiFailure => ({ kind: 'status', status: 500, data: null, domain: 'cart', ...rest });

  it('apiErrorMessage', () => {
    expect(apiErrorMessage(failure({ data: { crumbFail: true } }), site)).toBe('Session expirée.');
    expect(apiErrorMessage(failure({ data: { crumbFail: true }, cookiesEnabled: false }), site)).toBe('Activez les cookies.');
    expect(apiErrorMessage(failure({ kind: 'network', status: 0 }), site)).toBe('Vérifiez votre connexion.');
    expect(apiErrorMessage(failure({ kind: 'network', status: 0, domain: 'builder' }), site)).toBe('Erreur réseau');
    expect(apiErrorMessage(failure({ status: 429 }), site)).toBe('Réessayez dans quelques secondes.');
    expect(apiErrorMessage(failure({}), site)).toBe('Réessayez.');
    expect(apiErrorMessage(failure({ data: { error: 'Out of stock' } }), site)).toBe('Out of stock');
    expect(apiErrorMessage(failure({ domain: 'form', status: 404 }), site)).toBe('Formulaire non configuré.');
    expect(apiErrorMessage(failure({ domain: 'builder', method: 'GET' }), site)).toBe('Résultats indisponibles');
    expect(apiErrorMessage(failure({ domain: 'builder', method: 'POST' }), site)).toBe('Une erreur est survenue');
    expect(apiErrorMessage(failure({ domain: 'shopper' }), site)).toBe('Une erreur est survenue');
  });
});

describe('rendering spec, entities: without a site\'s strings, the library defaults (DEFAULT_LOCALIZED_STRINGS) speak', () => {
  it('gives the same text with no strings as with the defaults', () => {
    const d = DEFAULT_LOCALIZED_STRINGS;
    expect(quantityMessage('x')).toBe(quantityMessage('x', d));
    expect(missingOptionsMessage(['A', 'B'])).toBe(missingOptionsMessage(['A', 'B'], d));
    expect(cartBadge(3)).toEqual(cartBadge(3, d));
    expect(subscriptionPrice(usd(100), plan(1, 'MONTH', 12))).toBe(subscriptionPrice(usd(100), plan(1, 'MONTH', 12), {}, d));
    expect(submissionErrorMessage(429, null)).toBe(submissionErrorMessage(429, null, d));
    expect(apiErrorMessage({ kind: 'status', status: 429, data: null, domain: 'cart' })).toBe(
      apiErrorMessage({ kind: 'status', status: 429, data: null, domain: 'cart' }, d),
    );
    expect(API_ERROR_MESSAGE_STRINGS).toEqual(Object.fromEntries(Object.keys(API_ERROR_MESSAGE_STRINGS).map((key) => [key, d[key as keyof typeof d]])));
  });
});
