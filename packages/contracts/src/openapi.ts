import { z } from 'zod';
import { type Endpoint, endpointUrl } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { errorBodySchema } from './envelope';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The query schema's properties as OpenAPI parameters (`in: query`). */
function queryParameters(definition: Endpoint): JsonSchema[] {
  const schema = jsonSchema(definition.query, 'input');
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, property]) => {
    const description =
      isRecord(property) && typeof property.description === 'string' ? property.description : undefined;
    return {
      name,
      in: 'query',
      required: required.includes(name),
      schema: property,
      ...(description ? { description } : {}),
    };
  });
}

const BODY_MEDIA: Record<Endpoint['bodyKind'], string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  raw: 'application/octet-stream',
};

function security(definition: Endpoint): JsonSchema[] | undefined {
  if (definition.access === 'session' || definition.premiumFeature !== null)
    return [{ bearer: [] }, { mobileToken: [] }];
  if (definition.access === 'operator') return [{ operator: [] }];
  return undefined;
}

function operation(definition: Endpoint, errors: JsonSchema): JsonSchema {
  const [controller] = definition.path.split('/');
  const answer =
    definition.answerKind === 'json'
      ? { content: { 'application/json': { schema: jsonSchema(definition.answer, 'output') } } }
      : {
          content: {
            'text/html': { schema: { type: 'string' } },
            'application/json': { schema: jsonSchema(definition.answer, 'output') },
          },
        };
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'The answer: `status: 1` with the data, or `status: 0` with a message (a refusal)',
      ...answer,
    },
    '400': { description: 'Malformed input, with `errors` per field', ...errors },
    '429': { description: 'Too many requests from this address', ...errors },
  };
  for (const status of definition.alsoAnswers)
    responses[String(status)] = { description: `HTTP ${status}`, ...answer };
  if (definition.access !== 'public' || definition.premiumFeature !== null)
    responses['401'] = { description: 'No session, or an expired one', ...errors };
  const secured = security(definition);
  return {
    operationId: `${definition.method.toLowerCase()}_${definition.path.replace('/', '_')}`,
    summary: definition.summary,
    tags: [controller ?? definition.path],
    ...(definition.premiumFeature ? { 'x-premium-feature': definition.premiumFeature } : {}),
    ...(secured ? { security: secured } : {}),
    parameters: queryParameters(definition),
    ...(definition.method === 'POST' && definition.bodyKind !== 'raw'
      ? {
          requestBody: {
            required: true,
            content: { [BODY_MEDIA[definition.bodyKind]]: { schema: jsonSchema(definition.body, 'input') } },
          },
        }
      : {}),
    ...(definition.bodyKind === 'raw' && definition.method === 'POST'
      ? {
          requestBody: {
            required: true,
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every endpoint of the registry (served at /api/v3/openapi.json). */
export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errors = { content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } } };
  for (const definition of ENDPOINTS) {
    const url = endpointUrl(definition);
    paths[url] = { ...paths[url], [definition.method.toLowerCase()]: operation(definition, errors) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nivesh API v3',
      version,
      description:
        'Every endpoint of Nivesh, generated from the one definition per endpoint in packages/contracts. ' +
        'Answers use the v3 envelope: `status: 1` with data, `status: 0` with a message the user can act on.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from login/validateOTP' },
        mobileToken: {
          type: 'apiKey',
          in: 'query',
          name: 'web_token',
          description: "The spec's form: `mobile` and `web_token` as query parameters (or body fields)",
        },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: "The operator's OPERATOR_TOKEN (or MARKET_DATA_IMPORT_TOKEN, its older name)",
        },
      },
    },
  };
}
