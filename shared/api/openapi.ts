/**
 * The OpenAPI 3.1 document of the product API, generated from CONTRACT and ENDPOINTS (zod 4's
 * `z.toJSONSchema`), so the published contract cannot drift from the code. GET inputs become query
 * parameters, POST inputs a JSON request body; every operation answers 200 or the error body.
 */
import { z } from 'zod';
import { CONTRACT } from './contract';
import { API_PREFIX, ENDPOINTS, type EndpointName } from './endpoints';
import { ApiErrorBody } from './schemas';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  // `any` for the one transform (slug or list → list) that JSON Schema cannot describe on output.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  return json;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Некорректный запрос: поле `error.field` называет неверное поле',
  '404': 'Не найдено',
  '405': 'Метод не поддерживается',
  '409': 'Конфликт',
  '413': 'Слишком большое тело запроса',
  '415': 'Тело запроса не JSON',
  '429': 'Слишком много запросов',
  '500': 'Внутренняя ошибка',
};

export function buildOpenApiDocument(): Json {
  const paths: Record<string, Json> = {};
  const errorRef = { $ref: '#/components/schemas/ApiErrorBody' };
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { method, path } = ENDPOINTS[name];
    const input = schemaOf(CONTRACT[name].input, 'input');
    const responses: Json = {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: schemaOf(CONTRACT[name].response, 'output') } },
      },
    };
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      if (method === 'GET' && (status === '413' || status === '415' || status === '409' || status === '429'))
        continue;
      responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
    }
    const operation: Json = { operationId: name, tags: [path.split('/')[1] || 'misc'], responses };
    if (method === 'GET') {
      const props = (input.properties ?? {}) as Record<string, Json>;
      const required = new Set((input.required as string[] | undefined) ?? []);
      operation.parameters = Object.entries(props).map(([param, schema]) => ({
        name: param,
        in: 'query',
        required: required.has(param) && !('default' in schema),
        ...(JSON.stringify(schema).includes('"array"') ? { style: 'form', explode: true } : {}),
        schema,
      }));
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema: input } } };
    }
    paths[`${API_PREFIX}${path}`] = { [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cruise catalogue API',
      version: '1.0.0',
      description:
        'Product API of the cruise site. Reads are GET with a query string (repeated keys for lists), writes are POST with a JSON body. Money is whole units plus an ISO 4217 code. Errors are `{ error: { code, message, field? } }` with a Russian message.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ApiErrorBody: schemaOf(ApiErrorBody, 'output') } },
  };
}
