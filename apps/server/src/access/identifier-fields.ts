import type { Endpoint } from '@mijn/contract';
import type { z } from 'zod';

/** Field names that carry an identifier of a person, their policy, claims, letters, invoices or sessions (`state` names an iDIN session). */
const IDENTIFIER =
  /customerNumber|agreementId|agreementNumber|policyNumber|declarationId|recordId|documentId|invoiceNumber|invoiceId|requestId|username|sessionId|^state$/i;

interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
}

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The paths of every field, nested ones included (`Abroad.Accident.Date`), of a zod input schema. */
function fieldPaths(schema: z.core.$ZodType, prefix: string): string[] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([name, field]) => [
      `${prefix}.${name}`,
      ...fieldPaths(field, `${prefix}.${name}`),
    ]);
  }
  const inner = def.innerType ?? def.in ?? def.element;
  if (inner) return fieldPaths(inner, prefix);
  return (def.options ?? []).flatMap((option) => fieldPaths(option, prefix));
}

/** The input fields through which an endpoint takes an identifier: `query.customerNumber`, ... */
export function identifierFields(endpoint: Endpoint): string[] {
  const parts = { params: endpoint.params, query: endpoint.query, body: endpoint.body };
  const paths = Object.entries(parts).flatMap(([part, schema]) => (schema ? fieldPaths(schema, part) : []));
  return [...new Set(paths)].filter((path) => IDENTIFIER.test(path.slice(path.lastIndexOf('.') + 1))).sort();
}
