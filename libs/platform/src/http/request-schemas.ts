import { API_REQUESTS, type RequestClass } from '@store/contracts/requests';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';

// class-transformer keeps its @Type metadata here, and exports no other handle to it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: MetadataStorage;
};

type JsonSchema = Record<string, unknown>;
type Converter = (meta: { constraints: unknown[] }) => JsonSchema;

/** The contracts' own rules (libs/contracts/src/requests/decorators.ts), as JSON Schema. */
const CONTRACT_RULES: Record<string, Converter> = {
  matchesWithin: ({ constraints: [pattern, maxLength] }) => ({
    type: 'string',
    pattern: (pattern as RegExp).source,
    maxLength,
  }),
  isLoginIdentifier: () => ({ type: 'string', description: 'An e-mail address, or a 10-digit Indian mobile number' }),
  equalsProperty: ({ constraints: [property] }) => ({ description: `Equal to ${String(property)}` }),
  isRecordOf: () => ({ type: 'object' }),
  satisfies: () => ({}),
};

const OPTIONS = {
  refPointerPrefix: '#/components/schemas/',
  classTransformerMetadataStorage: defaultMetadataStorage,
  classValidatorMetadataStorage: getMetadataStorage(),
  additionalConverters: CONTRACT_RULES,
};

const refsIn = (node: unknown): string[] =>
  Array.isArray(node)
    ? node.flatMap(refsIn)
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) =>
          key === '$ref' && typeof value === 'string' ? [value.replace(OPTIONS.refPointerPrefix, '')] : refsIn(value),
        )
      : [];

/**
 * The JSON Schema of every request class of API_REQUESTS (by class name, inherited rules
 * included), and of each class they nest, as OpenAPI components.
 */
export function requestSchemaComponents(): Record<string, JsonSchema> {
  const nested = validationMetadatasToSchemas(OPTIONS) as Record<string, JsonSchema>;
  const classes = new Set<RequestClass>(
    Object.values(API_REQUESTS).flatMap((request: { body?: RequestClass; query?: RequestClass }) =>
      [request.body, request.query].filter((contract) => contract !== undefined),
    ),
  );
  const components: Record<string, JsonSchema> = {};
  for (const contract of classes)
    components[contract.name] = targetConstructorToSchema(contract, OPTIONS) as JsonSchema;
  const pending = Object.values(components).flatMap(refsIn);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (components[name] || !nested[name]) continue;
    components[name] = nested[name];
    pending.push(...refsIn(nested[name]));
  }
  return components;
}

/** The OpenAPI query parameters a query class describes: one per property. */
export function queryParameters(schema: JsonSchema) {
  const required = (schema.required as string[] | undefined) ?? [];
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.includes(name),
    schema: property,
  }));
}
