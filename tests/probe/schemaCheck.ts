/**
 * Holds a value to the JSON Schema (draft-07) subset public/schemas/probe-report.schema.json
 * uses: type, const, enum, anyOf, required, properties, additionalProperties false, items and
 * format date-time. Returns the paths that do not match (empty: valid).
 */
type Schema = Record<string, unknown>;

function typeOk(t: string, v: unknown): boolean {
  if (t === 'null') return v === null;
  if (t === 'array') return Array.isArray(v);
  if (t === 'integer') return Number.isInteger(v);
  if (t === 'object') return typeof v === 'object' && v !== null && !Array.isArray(v);
  return typeof v === t;
}

export function schemaErrors(schema: Schema, v: unknown, path = '$'): string[] {
  if (schema.anyOf)
    return (schema.anyOf as Schema[]).some((s) => schemaErrors(s, v, path).length === 0)
      ? []
      : [`${path}: matches none of anyOf`];
  const errs: string[] = [];
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(v))
    errs.push(`${path}: not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !(schema.enum as unknown[]).some((e) => e === v))
    errs.push(`${path}: ${JSON.stringify(v)} not in the enum`);
  if (typeof schema.type === 'string' && !typeOk(schema.type, v))
    return [...errs, `${path}: not of type ${schema.type}`];
  if (schema.format === 'date-time' && (typeof v !== 'string' || !Number.isFinite(Date.parse(v))))
    errs.push(`${path}: not a date-time`);
  if (schema.type === 'object') {
    const o = v as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const k of (schema.required ?? []) as string[])
      if (!(k in o)) errs.push(`${path}.${k}: missing`);
    for (const [k, val] of Object.entries(o)) {
      if (props[k]) errs.push(...schemaErrors(props[k], val, `${path}.${k}`));
      else if (schema.additionalProperties === false) errs.push(`${path}.${k}: not allowed`);
    }
  }
  if (schema.type === 'array' && schema.items)
    (v as unknown[]).forEach((x, i) =>
      errs.push(...schemaErrors(schema.items as Schema, x, `${path}[${i}]`)),
    );
  return errs;
}
