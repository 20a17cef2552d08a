/**
 * Writes docs/api.md from the operation registry (`npm run docs:api`). Field lists come from the zod/mini schemas
 * through `z.toJSONSchema`, so the reference cannot disagree with what the client parses and the sandbox checks.
 * sandbox/api-docs.test.ts fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import type { Operation } from '../src/core/api/contract/define';
import { RESPONSE_CODES } from '../src/core/api/contract/envelope';
import { operations } from '../src/core/api/contract/operations';

export const API_DOCS_PATH = resolve(import.meta.dirname, '../docs/api.md');

/** The subset of JSON Schema that z.toJSONSchema produces for the contract. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface FieldRow {
  field: string;
  type: string;
  required: boolean;
}

function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

const CODE_PIPE = /\|/g;

function alternatives(schema: JsonSchema): JsonSchema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' && schema.properties !== undefined;
}

/** A compact type: `string (e-mail)`, `'spa' | 'sei'`, `number | string`, `Account[]`, `record<string, number>`. */
function typeOf(schema: JsonSchema): string {
  const options = alternatives(schema);
  if (options) return [...new Set(options.map(typeOf))].join(' | ');
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  if (schema.const !== undefined) return literal(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'unknown';
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? wrap(typeOf(schema.items)) : 'unknown'}[]`;
      if (type === 'object') {
        if (schema.properties) return 'object';
        const values = schema.additionalProperties;
        return typeof values === 'object' ? `record<string, ${typeOf(values)}>` : 'object';
      }
      if (type === 'string') return describeString(schema);
      if (type === 'number' || type === 'integer') return describeNumber(schema, type);
      return type;
    })
    .join(' | ');
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

function wrap(type: string): string {
  return type.includes(' ') ? `(${type})` : type;
}

function describeString(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.format === 'email') notes.push('e-mail');
  else if (schema.format) notes.push(schema.format);
  else if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    notes.push(`${schema.minLength}-${schema.maxLength} chars`);
  else if (schema.minLength !== undefined)
    notes.push(schema.minLength === 1 ? 'non-empty' : `min ${schema.minLength} chars`);
  else if (schema.maxLength !== undefined) notes.push(`max ${schema.maxLength} chars`);
  return notes.length ? `string (${notes.join(', ')})` : 'string';
}

function describeNumber(schema: JsonSchema, type: string): string {
  const notes: string[] = [];
  if (schema.minimum !== undefined) notes.push(`>= ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`<= ${schema.maximum}`);
  return notes.length ? `${type} (${notes.join(', ')})` : type;
}

/** The object schema inside a field (object, array of objects, nullable object), for listing nested fields. */
function nestedObject(schema: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  if (isObject(schema)) return { schema, suffix: '' };
  if (schema.items && isObject(schema.items)) return { schema: schema.items, suffix: '[]' };
  const options = alternatives(schema);
  if (options) {
    for (const option of options) {
      const inner = nestedObject(option);
      if (inner) return inner;
    }
  }
  return null;
}

function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const field = `${prefix}${name}`;
    const nested = nestedObject(property);
    const row: FieldRow = { field, type: typeOf(property), required: required.has(name) };
    return nested ? [row, ...fieldRows(nested.schema, `${field}${nested.suffix}.`)] : [row];
  });
}

function fieldTable(rows: readonly FieldRow[]): string {
  if (rows.length === 0) return 'No fields.\n';
  const lines = rows.map(
    (row) => `| \`${row.field}\` | \`${row.type.replace(CODE_PIPE, '\\|')}\` | ${row.required ? 'yes' : 'no'} |`,
  );
  return ['| field | type | required |', '|---|---|---|', ...lines].join('\n') + '\n';
}

function schemaSection(title: string, schema: JsonSchema): string {
  const options = alternatives(schema);
  if (options && options.every(isObject)) {
    return options
      .map(
        (option, index) =>
          `**${title}, alternative ${index + 1} of ${options.length}**\n\n${fieldTable(fieldRows(option))}`,
      )
      .join('\n');
  }
  if (isObject(schema) || schema.type === 'object') return `**${title}**\n\n${fieldTable(fieldRows(schema))}`;
  return `**${title}**: \`${typeOf(schema).replace(CODE_PIPE, '\\|')}\`\n`;
}

function callOf(operation: Operation): string {
  return operation.kind === 'method'
    ? `POST {apiBase}?method=${operation.name}`
    : `${operation.httpMethod} ${operation.path}`;
}

function serviceOf(operation: Operation): string {
  return operation.kind === 'method' ? 'api' : operation.service;
}

function operationSection(key: string, operation: Operation): string {
  const facts = [
    `- Call: \`${callOf(operation)}\``,
    `- Service: ${serviceOf(operation)}`,
    `- Auth: ${{ bearer: 'bearer token', supportToken: "the support desk's own token (supportTokenIssue)", none: 'none' }[operation.auth]}`,
  ];
  if (operation.kind === 'method')
    facts.push(`- Acting customer (\`fromCustomerId\`): ${operation.actingCustomer ? 'yes' : 'no'}`);
  if (operation.kind === 'rest' && operation.pathParams.length > 0) {
    facts.push(`- Path parameters: ${operation.pathParams.map((param) => `\`${param}\``).join(', ')}`);
  }
  if (operation.kind === 'method' && operation.fileParts?.length) {
    facts.push(`- File parts: ${operation.fileParts.map((part) => `\`${part}\``).join(', ')}`);
  }
  const responseTitle = operation.kind === 'method' ? 'Response data (inside the envelope)' : 'Response';
  return [
    `### ${key}`,
    '',
    operation.summary,
    '',
    facts.join('\n'),
    '',
    schemaSection('Request', jsonSchemaOf(operation.request, 'input')),
    schemaSection(responseTitle, jsonSchemaOf(operation.response, 'output')),
  ].join('\n');
}

export function renderApiDocs(): string {
  const entries = Object.entries(operations as Record<string, Operation>);
  const summary = entries.map(
    ([key, operation]) =>
      `| [${key}](#${key.toLowerCase()}) | ${serviceOf(operation)} | \`${callOf(operation)}\` | ${operation.auth} | ${
        operation.kind === 'method' && operation.actingCustomer ? 'yes' : 'no'
      } | ${operation.summary} |`,
  );
  const codes = Object.entries(RESPONSE_CODES).map(([name, code]) => `| \`${code}\` | ${name} |`);
  return [
    '# API reference',
    '',
    '<!-- Generated from src/core/api/contract by `npm run docs:api`. Do not edit by hand. -->',
    '',
    'Every operation the client calls, generated from the contract registry (`src/core/api/contract/operations.ts`).',
    'The client parses responses with these schemas and the sandbox validates requests with them.',
    '',
    '- **Named methods**: `POST {apiBase}?method=NAME` with the JSON body `{ method: NAME, ...request }`',
    '  (multipart with a `data` part for uploads). The reply is an envelope: `responseCode` (`00` is success),',
    '  `responseDescription`, `validationErrors: [{ field, description }]`, `errors`, plus the data fields listed.',
    '  Operations marked "acting customer" take `fromCustomerId` for admins and business users acting for a customer.',
    "- **REST**: the path on the service's base URL; GET and DELETE send the request fields as the query, the others",
    '  as a JSON body. Errors are an HTTP status with `{ message }`.',
    '- Nested fields are written `parent.child` (`parent[].child` in arrays); "required" means required whenever',
    '  the parent is present. Response objects may carry more fields than listed.',
    '- Requests drop null, undefined and NaN fields. In responses, numeric strings become numbers (except',
    '  address, name, description, bank address and zip-like fields) before the schema is applied.',
    '',
    '## Operations',
    '',
    '| operation | service | call | auth | acting customer | summary |',
    '|---|---|---|---|---|---|',
    ...summary,
    '',
    '## Response codes',
    '',
    '| code | meaning |',
    '|---|---|',
    ...codes,
    '',
    '## Details',
    '',
    entries.map(([key, operation]) => operationSection(key, operation)).join('\n'),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(API_DOCS_PATH, renderApiDocs());
  console.log(`Wrote ${API_DOCS_PATH}`);
}
