/**
 * The cart's derived totals (shopper spec, entities, Shopping cart): subtotal, discount, tax, shipping and grand
 * total from the entries and the cart's rules, exactly in integer minor units. The mock backend uses
 * it on every change, so totals in stories and features are always consistent.
 */
import { PRODUCT_TYPE, type ProductType } from './product.ts';

/** One cart entry as {@link computeCart} reads it (shopper spec, entities, Cart entry); extra fields are ignored. */
export interface CartLine {
  /** Unit price paid, in minor units (the entry's `purchasePriceCents`): a whole number ≥ 0. */
  purchasePriceCents: number;
  /** Units of this entry: a whole number ≥ 0. */
  quantity: number;
  /** Product type code of the entry's product; a line with neither this nor `digital` is physical. */
  productType?: ProductType;
  /** Delivery flag; when set it wins over `productType` (true: delivered digitally, false: shipped). */
  digital?: boolean;
}

/**
 * A coupon entered in the cart. `valid` is the server's verdict (default true); a percentage outside
 * 0..100 or a negative or fractional amount also makes it invalid.
 */
export type CartCoupon =
  | { code: string; type: 'percentage'; /** 0..100, decimals allowed. */ percent: number; valid?: boolean }
  | { code: string; type: 'fixed'; /** Minor units off the subtotal. */ amountCents: number; valid?: boolean };

/** Where the order ships; codes compare case-insensitively (e.g. `{ country: 'US', region: 'NY' }`). */
export interface ShippingLocation {
  country: string;
  region?: string;
}

/** A tax rate for a shipping location: the whole country, or one region of it when `region` is set. */
export interface CartTaxRule {
  name: string;
  country: string;
  region?: string;
  /** Rate in percent, 0..100, decimals allowed (8.875 for 8.875 %). */
  ratePercent: number;
}

/** A shipping option the shopper can choose, with its price in minor units. */
export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
}

/** Everything besides the entries that decides the cart's totals. Every field is optional. */
export interface CartRules {
  coupons?: readonly CartCoupon[];
  taxRules?: readonly CartTaxRule[];
  /** No location, no tax. */
  shippingLocation?: ShippingLocation;
  shippingOptions?: readonly ShippingOption[];
  /** The `id` of the chosen option among `shippingOptions`. */
  selectedShippingOptionId?: string;
}

/** The derived fields of the Shopping cart entity (shopper spec, entities), amounts in minor units. */
export interface CartTotals {
  subtotalCents: number;
  /** Sum of the valid coupons, never more than the subtotal. */
  discountCents: number;
  /** Tax of every applicable rule on the discounted subtotal; shipping is not taxed. */
  taxCents: number;
  /** The chosen option's cost when something ships, else 0. */
  shippingCostCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  /** Some entry is delivered digitally (digital products, gift cards, paywall access). */
  hasDigital: boolean;
  /** The cart is not empty and every entry is delivered digitally. */
  purelyDigital: boolean;
  /** Some entry is a physical product (services and digital entries do not ship). */
  requiresShipping: boolean;
  validCoupons: CartCoupon[];
  invalidCoupons: CartCoupon[];
  applicableTaxRules: CartTaxRule[];
  selectedShippingOption: ShippingOption | null;
}

const DIGITAL_TYPES: readonly number[] = [PRODUCT_TYPE.digital, PRODUCT_TYPE.giftCard, PRODUCT_TYPE.paywall];
const PERCENT_SCALE = 1_000_000n;

function wholeAtLeastZero(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of at least 0, received ${String(value)}.`);
  }
  return value;
}

function validPercent(percent: number): boolean {
  return Number.isFinite(percent) && percent >= 0 && percent <= 100;
}

/** `percent` % of `amount`, rounded half up, computed exactly in integers (percent to 6 decimals). */
function percentOf(amount: number, percent: number): number {
  const [whole = '0', fraction = ''] = percent.toFixed(6).split('.');
  const scaled = BigInt(amount) * BigInt(whole + fraction);
  const denominator = 100n * PERCENT_SCALE;
  return Number((scaled * 2n + denominator) / (2n * denominator));
}

function couponIsValid(coupon: CartCoupon): boolean {
  if (coupon.valid === false) return false;
  if (coupon.type === 'percentage') return validPercent(coupon.percent);
  return Number.isSafeInteger(coupon.amountCents) && coupon.amountCents >= 0;
}

function sameCode(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

function taxRuleApplies(rule: CartTaxRule, location: ShippingLocation | undefined): boolean {
  if (!location || !sameCode(rule.country, location.country)) return false;
  return rule.region === undefined || (location.region !== undefined && sameCode(rule.region, location.region));
}

function isDigitalLine(line: CartLine): boolean {
  return line.digital ?? (line.productType !== undefined && DIGITAL_TYPES.includes(line.productType));
}

function isShippedLine(line: CartLine): boolean {
  if (line.digital !== undefined) return !line.digital;
  return line.productType === undefined || line.productType === PRODUCT_TYPE.physical;
}

function safeSum(a: number, b: number, what: string): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError(`${what} exceeds the largest safe integer.`);
  return sum;
}

/**
 * The cart's derived fields (shopper spec, entities): subtotal, discount from valid coupons (never below zero),
 * tax from the rules for the shipping location, shipping from the chosen option (none unless a
 * physical entry ships), grand total, quantity and the delivery flags. Throws a RangeError on
 * negative or fractional amounts.
 */
export function computeCart(lines: readonly CartLine[], rules: CartRules = {}): CartTotals {
  let subtotalCents = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    const price = wholeAtLeastZero(line.purchasePriceCents, 'purchasePriceCents');
    const quantity = wholeAtLeastZero(line.quantity, 'quantity');
    const lineTotal = price * quantity;
    if (!Number.isSafeInteger(lineTotal)) throw new RangeError('A cart line total exceeds the largest safe integer.');
    subtotalCents = safeSum(subtotalCents, lineTotal, 'The subtotal');
    totalQuantity = safeSum(totalQuantity, quantity, 'The total quantity');
  }

  const coupons = rules.coupons ?? [];
  const validCoupons = coupons.filter(couponIsValid);
  const invalidCoupons = coupons.filter((coupon) => !couponIsValid(coupon));
  let discountCents = 0;
  for (const coupon of validCoupons) {
    const off = coupon.type === 'percentage' ? percentOf(subtotalCents, coupon.percent) : coupon.amountCents;
    discountCents = Math.min(subtotalCents, discountCents + off);
  }

  const applicableTaxRules = (rules.taxRules ?? []).filter((rule) => taxRuleApplies(rule, rules.shippingLocation));
  const taxable = subtotalCents - discountCents;
  let taxCents = 0;
  for (const rule of applicableTaxRules) {
    if (!validPercent(rule.ratePercent)) {
      throw new RangeError(`Tax rate of "${rule.name}" must be 0 to 100 percent, received ${String(rule.ratePercent)}.`);
    }
    taxCents = safeSum(taxCents, percentOf(taxable, rule.ratePercent), 'The tax');
  }

  const hasDigital = lines.some(isDigitalLine);
  const purelyDigital = lines.length > 0 && lines.every(isDigitalLine);
  const requiresShipping = lines.some(isShippedLine);
  const selectedShippingOption =
    (rules.shippingOptions ?? []).find((option) => option.id === rules.selectedShippingOptionId) ?? null;
  const shippingCostCents =
    requiresShipping && selectedShippingOption ? wholeAtLeastZero(selectedShippingOption.costCents, 'costCents') : 0;

  const grandTotalCents = safeSum(safeSum(taxable, taxCents, 'The grand total'), shippingCostCents, 'The grand total');
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCostCents,
    grandTotalCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping,
    validCoupons,
    invalidCoupons,
    applicableTaxRules,
    selectedShippingOption,
  };
}
