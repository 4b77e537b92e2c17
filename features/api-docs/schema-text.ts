/**
 * How the reference page writes a JSON Schema (the OpenAPI document's, JSON Schema 2020-12) in a few words: its type,
 * allowed values and limits, e.g. `string, 1–254`, `one of: sites, events`, `array of ContentItem`. Pure, tested.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
  contentMediaType?: string;
};

const SAFE = 9007199254740991;

/** `min–max`, `≥ min` or `≤ max` of a pair of limits (the safe-integer bounds zod adds say nothing). */
function range(min: number | undefined, max: number | undefined): string | null {
  const low = min !== undefined && Math.abs(min) < SAFE ? min : undefined;
  const high = max !== undefined && Math.abs(max) < SAFE ? max : undefined;
  if (low !== undefined && high !== undefined) return low === high ? `${low}` : `${low}–${high}`;
  if (low !== undefined) return `≥ ${low}`;
  if (high !== undefined) return `≤ ${high}`;
  return null;
}

const literal = (value: unknown) => (typeof value === 'string' ? (value === '' ? '""' : value) : JSON.stringify(value));

export function schemaText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return `one of: ${schema.enum.map(literal).join(', ')}`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(schemaText))].join(' | ');
  if (schema.allOf) return schema.allOf.map(schemaText).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('array')) {
    const count = range(schema.minItems, schema.maxItems);
    return `array of ${schemaText(schema.items)}${count ? ` (${count})` : ''}`;
  }
  if (schema.contentMediaType && types.includes('string')) return 'file';
  const base = types.length ? types.join(' | ') : schema.properties ? 'object' : 'any';
  const limits = types.includes('string') ? range(schema.minLength, schema.maxLength) : range(schema.minimum, schema.maximum);
  const format = schema.format ? ` (${schema.format})` : '';
  return `${base}${format}${limits ? `, ${limits}` : ''}`;
}

/** The fields of a body's schema, with whether each is required: an object's, an `allOf`'s together, a union's first. */
export function schemaFields(schema: JsonSchema | undefined): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  if (!schema) return [];
  if (schema.allOf) return schema.allOf.flatMap(schemaFields);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && !schema.properties) {
    // The union's variants together: a field is required only when every variant requires it.
    const variants = union.map(schemaFields);
    const names = [...new Set(variants.flat().map((field) => field.name))];
    return names.map((name) => {
      const found = variants.flat().find((field) => field.name === name)!;
      return { name, schema: found.schema, required: variants.every((fields) => fields.some((field) => field.name === name && field.required)) };
    });
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
