import fc from 'fast-check';
import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of JSON Schema that zod's toJSONSchema writes for the contract's inputs. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return isoDate.map((day) => `${day}T12:00:00.000Z`);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 24, Math.max(minLength, 24)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 100_000 : schema.exclusiveMaximum - 1);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that pass the schema as far as JSON Schema can say (refinements aside), so that a
 * mutation of one field gets past the others and reaches the code behind the validation.
 */
export function plausibleValue(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<Json> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    return target && depth < 4 ? plausibleValue(target, root, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => plausibleValue(choice, root, depth + 1)));
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0], root, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => plausibleValue({ ...schema, type }, root, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      return fc.array(plausibleValue(schema.items ?? {}, root, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const arbitraries = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, plausibleValue(property, root, depth + 1)]),
      );
      return fc.record(arbitraries, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Json>;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

/** The input side of a contract schema as JSON Schema; what zod cannot say becomes "anything". */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
