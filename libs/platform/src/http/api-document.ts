import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_REQUESTS, type RouteRequest } from '@store/contracts/requests';
import { API_ERROR_RESPONSES, API_RESPONSES, ErrorResponseSchema } from '@store/contracts/schemas';
import { queryParameters, requestSchemaComponents } from './request-schemas';

type JsonSchema = Record<string, unknown>;
type Operation = {
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
};

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * Every named schema ($id) inside these schemas, as OpenAPI components, with each nested named
 * schema replaced by a $ref to its component.
 */
export function schemaComponents(roots: JsonSchema[]): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  const visit = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (!node || typeof node !== 'object') return node;
    const { $id, ...rest } = node as JsonSchema;
    if (typeof $id === 'string' && !top) {
      if (!components[$id]) components[$id] = {}; // claimed first, so a cycle ends
      if (Object.keys(components[$id]).length === 0) components[$id] = visit(node, true) as JsonSchema;
      return ref($id);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value, false)]));
  };
  for (const root of roots) visit({ wrapper: root }, true);
  return components;
}

/** '/api/products/{id}' and 'get' -> 'GET /products/:id', the key of API_RESPONSES. */
export const routeKey = (method: string, path: string, prefix = '/api') =>
  `${method.toUpperCase()} ${path.slice(prefix.length).replace(/\{([^}]+)\}/g, ':$1')}`;

const successStatus = (operation: Operation) =>
  Object.keys(operation.responses ?? {}).find((status) => status.startsWith('2')) ?? '200';

/** The operation's body and query string, described by its request contract (API_REQUESTS). */
function describeRequest(operation: Operation, request: RouteRequest | undefined, schemas: Record<string, JsonSchema>) {
  if (request?.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: ref(request.body.name) } },
    };
  }
  if (request?.query) {
    operation.parameters = [
      ...(operation.parameters ?? []).filter((parameter) => parameter.in !== 'query'),
      ...queryParameters(schemas[request.query.name]),
    ];
  }
}

/**
 * The OpenAPI document of the running app, every operation's request and success answer
 * described by its contract (libs/contracts) and every error by the one error shape.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ThreadFit store API')
      .setDescription('Storefront and admin API. Errors: { success: false, message, errors?: [{ param, msg }] }.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  const refusals = API_ERROR_RESPONSES as Record<string, Record<number, { $id?: string }>>;
  const schemas = [
    ...Object.values(API_RESPONSES),
    ...Object.values(refusals).flatMap((byStatus) => Object.values(byStatus)),
  ] as unknown as JsonSchema[];
  document.openapi = '3.1.0'; // the contracts are JSON Schema (null unions, const)
  const requests = requestSchemaComponents();
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ...requests,
      ...schemaComponents([...schemas, ErrorResponseSchema as unknown as JsonSchema]),
    },
  };
  const error = {
    description: 'Refused: the message to show, and one error per field at fault',
    content: { 'application/json': { schema: ref('ErrorResponse') } },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const schema = (API_RESPONSES as Record<string, { $id?: string }>)[routeKey(method, path)];
      describeRequest(operation, (API_REQUESTS as Record<string, RouteRequest>)[routeKey(method, path)], requests);
      const status = successStatus(operation);
      operation.responses = {
        ...operation.responses,
        ...(schema?.$id
          ? {
              [status]: {
                description: operation.responses?.[status]?.description || 'Success',
                content: { 'application/json': { schema: ref(schema.$id) } },
              },
            }
          : {}),
        ...Object.fromEntries(
          Object.entries(refusals[routeKey(method, path)] ?? {}).map(([code, refused]) => [
            code,
            {
              description: 'Refused, with the details of why',
              content: { 'application/json': { schema: ref(refused.$id!) } },
            },
          ]),
        ),
        '4XX': error,
      };
    }
  }
  return document;
}
