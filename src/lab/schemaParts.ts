/**
 * The building blocks of the project's JSON Schemas (src/lab/schemas.ts): integers and strings
 * with their bounds, enums, closed objects (others refused, as the validators refuse them) and
 * the comment field every file may carry.
 */
export type Schema = Record<string, unknown>;

export const DRAFT = 'http://json-schema.org/draft-07/schema#';

export const int = (minimum: number, maximum: number, description?: string): Schema => ({
  type: 'integer',
  minimum,
  maximum,
  ...(description ? { description } : {}),
});
export const str = (maxLength: number, description?: string): Schema => ({
  type: 'string',
  maxLength,
  ...(description ? { description } : {}),
});
export const oneOfStr = (values: readonly string[]): Schema => ({
  type: 'string',
  enum: [...values],
});
export const uniqueStrings = (items: Schema): Schema => ({
  type: 'array',
  items,
  uniqueItems: true,
});
export const comment: Schema = {
  description: 'A comment (JSON has none): a string or a list of strings; ignored.',
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 64 }],
};

/** An object with exactly these properties (others refused, as the validators refuse them). */
export function object(
  fields: readonly string[],
  props: Record<string, Schema>,
  required: readonly string[] = [],
  withComment = true,
): Schema {
  const properties: Record<string, Schema> = {};
  for (const f of fields) {
    const p = props[f];
    if (!p) throw new Error(`schema: no description for field "${f}"`);
    properties[f] = p;
  }
  if (withComment) properties.$comment = comment;
  return {
    type: 'object',
    properties,
    ...(required.length ? { required: [...required] } : {}),
    additionalProperties: false,
  };
}

export const range = (lo: number, hi: number): Schema =>
  object(['min', 'max'], { min: int(lo, hi), max: int(lo, hi) });

export const schemaLink: Schema = str(2000, 'The JSON Schema this file follows (for editors).');
