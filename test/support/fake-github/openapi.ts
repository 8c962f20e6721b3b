/**
 * GitHub's published OpenAPI description (from `@octokit/openapi`), indexed for a fake server:
 * which operation a request hits, and whether its path, query and JSON body are valid.
 * The description is parsed once per process; validators are compiled lazily per operation.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonObject;
}

export interface Operation {
  method: string;
  template: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonObject }> };
}

interface Template {
  template: string;
  regex: RegExp;
  paramNames: string[];
  /** Literal segments sort before parameters, so `/releases/latest` wins over `/releases/{release_id}`. */
  rank: string;
  operations: Map<string, Operation>;
}

export interface RouteMatch {
  template: string;
  params: Record<string, string>;
  operation?: Operation;
  allowedMethods: string[];
}

export interface ValidationInput {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  rawBody: Buffer;
}

export interface ValidationResult {
  match?: RouteMatch;
  body: unknown;
  errors: string[];
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Parameters that GitHub accepts unencoded with slashes when they end the path. */
const MULTI_SEGMENT_PARAMS = new Set(['path', 'ref', 'basehead']);

// ajv-formats is CommonJS: under NodeNext its callable plugin sits on `.default`.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;

export function openApiDescriptionPath(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@octokit/openapi/package.json');
  return path.join(path.dirname(packageJson), 'generated', 'api.github.com.json');
}

function newAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    coerceTypes: coerceTypes ? 'array' : false,
  });
  addFormats(ajv);
  return ajv;
}

/** `where` names the checked value; the error's JSON pointer follows it (`body/output/title`). */
function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const at = where.endsWith(' ')
      ? `${where}${error.instancePath.slice(1)}`.trim()
      : `${where}${error.instancePath}`;
    const extra =
      error.keyword === 'enum'
        ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
        : error.keyword === 'additionalProperties'
          ? ` ('${String((error.params as { additionalProperty?: unknown }).additionalProperty)}')`
          : '';
    return `${at} ${error.message ?? error.keyword}${extra}`;
  });
}

export class OpenApiIndex {
  private readonly byLength = new Map<number, Template[]>();
  private readonly multiSegment: Template[] = [];
  private readonly bodyAjv = newAjv(false);
  private readonly paramAjv = newAjv(true);
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly spec: JsonObject) {
    const paths = spec.paths as Record<string, Record<string, JsonObject>>;
    for (const [template, item] of Object.entries(paths)) {
      const operations = new Map<string, Operation>();
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        operations.set(method.toUpperCase(), {
          method: method.toUpperCase(),
          template,
          operationId: String(op.operationId),
          parameters: ((op.parameters as JsonObject[] | undefined) ?? []).map(
            (p) => this.resolve(p) as unknown as Parameter,
          ),
          requestBody: op.requestBody
            ? (this.resolve(op.requestBody as JsonObject) as unknown as Operation['requestBody'])
            : undefined,
        });
      }
      this.add(template, operations);
    }
    const byRank = (a: Template, b: Template): number =>
      a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0;
    for (const list of this.byLength.values()) list.sort(byRank);
    this.multiSegment.sort(byRank);
  }

  private add(template: string, operations: Map<string, Operation>): void {
    const segments = template.split('/').slice(1);
    const paramNames: string[] = [];
    let multi = false;
    const parts = segments.map((segment, i) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param);
      if (i === segments.length - 1 && MULTI_SEGMENT_PARAMS.has(param)) {
        multi = true;
        return '(.+)';
      }
      return '([^/]+)';
    });
    const rank = segments.map((s) => (s.startsWith('{') ? '1' : '0')).join('') + (multi ? '2' : '');
    const entry: Template = {
      template,
      regex: new RegExp(`^/${parts.join('/')}$`),
      paramNames,
      rank,
      operations,
    };
    if (multi) this.multiSegment.push(entry);
    const list = this.byLength.get(segments.length) ?? [];
    list.push(entry);
    this.byLength.set(segments.length, list);
  }

  private resolve(value: JsonObject): JsonObject {
    let current = value;
    while (typeof current.$ref === 'string') current = this.pointer(current.$ref);
    return current;
  }

  private pointer(ref: string): JsonObject {
    let node: Json = this.spec;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = node && typeof node === 'object' && !Array.isArray(node) ? (node[key] ?? null) : null;
    }
    if (!node || typeof node !== 'object' || Array.isArray(node))
      throw new Error(`OpenAPI $ref ${ref} does not resolve`);
    return node;
  }

  /** Operation for a method and an OpenAPI template, e.g. `GET /repos/{owner}/{repo}/releases`. */
  operation(method: string, template: string): Operation | undefined {
    const length = template.split('/').length - 1;
    return this.byLength
      .get(length)
      ?.find((t) => t.template === template)
      ?.operations.get(method.toUpperCase());
  }

  /** The most specific template matching a concrete path, and the operation for the method if any. */
  match(method: string, requestPath: string): RouteMatch | undefined {
    const length = requestPath.split('/').length - 1;
    const candidates = [...(this.byLength.get(length) ?? []), ...this.multiSegment];
    let fallback: RouteMatch | undefined;
    for (const candidate of candidates) {
      const found = candidate.regex.exec(requestPath);
      if (!found) continue;
      const params: Record<string, string> = {};
      candidate.paramNames.forEach((name, i) => {
        params[name] = safeDecode(found[i + 1] ?? '');
      });
      const allowedMethods = [...candidate.operations.keys()];
      const operation = candidate.operations.get(method.toUpperCase());
      const result = { template: candidate.template, params, operation, allowedMethods };
      if (operation) return result;
      fallback ??= result;
    }
    return fallback;
  }

  validate(input: ValidationInput): ValidationResult {
    const errors: string[] = [];
    const match = this.match(input.method, input.path);
    const parsed = parseBody(input.rawBody, input.contentType);
    if (parsed.error) errors.push(parsed.error);
    if (!match) {
      return {
        body: parsed.body,
        errors: [`no GitHub REST API path matches ${input.path}`, ...errors],
      };
    }
    const { operation } = match;
    if (!operation) {
      const allowed = match.allowedMethods.join(', ');
      errors.push(
        `${input.method} is not an operation of ${match.template} (it allows ${allowed})`,
      );
      return { match, body: parsed.body, errors };
    }
    errors.push(...this.validateParams(operation, 'path', match.params));
    errors.push(...this.validateQuery(operation, input.query));
    if (!parsed.error)
      errors.push(...this.validateBody(operation, input.contentType, input.rawBody, parsed.body));
    return { match, body: parsed.body, errors };
  }

  private validateQuery(operation: Operation, query: URLSearchParams): string[] {
    const declared = operation.parameters.filter((p) => p.in === 'query');
    const known = new Set(declared.flatMap((p) => [p.name, `${p.name}[]`]));
    const errors = [...new Set(query.keys())]
      .filter((key) => !known.has(key))
      .map(
        (key) =>
          `unknown query parameter '${key}' (${operation.operationId} accepts: ${declared.map((p) => p.name).join(', ') || 'none'})`,
      );
    const values: Record<string, string | string[]> = {};
    for (const param of declared) {
      const all = [...query.getAll(param.name), ...query.getAll(`${param.name}[]`)];
      if (all.length === 0) continue;
      values[param.name] = all.length === 1 ? (all[0] as string) : all;
    }
    return [...errors, ...this.validateParams(operation, 'query', values)];
  }

  private validateParams(
    operation: Operation,
    location: 'path' | 'query',
    values: Record<string, unknown>,
  ): string[] {
    const declared = operation.parameters.filter((p) => p.in === location);
    if (declared.length === 0) return [];
    const schema: JsonObject = {
      type: 'object',
      properties: Object.fromEntries(declared.map((p) => [p.name, p.schema ?? {}])),
      required: declared.filter((p) => p.required).map((p) => p.name),
    };
    const validate = this.validator(`${operation.operationId} ${location}`, schema, this.paramAjv);
    const copy = structuredClone(values);
    return validate(copy) ? [] : describeErrors(`${location} parameter `, validate.errors);
  }

  private validateBody(
    operation: Operation,
    contentType: string | undefined,
    raw: Buffer,
    body: unknown,
  ): string[] {
    const requestBody = operation.requestBody;
    const hasBody = raw.length > 0;
    if (!requestBody) {
      const empty = !hasBody || (isPlainObject(body) && Object.keys(body).length === 0);
      return empty ? [] : [`${operation.operationId} takes no request body, but one was sent`];
    }
    if (!hasBody)
      return requestBody.required ? [`${operation.operationId} requires a request body`] : [];
    const mediaType = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
    const content = requestBody.content[mediaType];
    if (!content) {
      const accepted = Object.keys(requestBody.content).join(', ');
      return [
        `content-type ${mediaType} is not accepted by ${operation.operationId} (accepts ${accepted})`,
      ];
    }
    if (mediaType !== 'application/json' || !content.schema) return [];
    const validate = this.validator(`${operation.operationId} body`, content.schema, this.bodyAjv);
    const errors = validate(body) ? [] : describeErrors('body', validate.errors);
    return [...errors, ...unknownFields(body, content.schema, (ref) => this.pointer(ref))];
  }

  /** Checks a value against `#/components/schemas/<name>`, e.g. a fake response body against `release`. */
  validateComponent(name: string, value: unknown): string[] {
    const validate = this.validator(
      `component ${name}`,
      { $ref: `#/components/schemas/${name}` },
      this.bodyAjv,
    );
    return validate(value) ? [] : describeErrors(name, validate.errors);
  }

  /** Compiles a schema together with just the components it references (the whole description is too big for ajv). */
  private validator(key: string, schema: JsonObject, ajv: Ajv): ValidateFunction {
    const cached = this.validators.get(key);
    if (cached) return cached;
    const schemas: Record<string, Json> = {};
    const pending = [schema as Json];
    while (pending.length > 0) {
      const node = pending.pop();
      if (!node || typeof node !== 'object') continue;
      if (Array.isArray(node)) {
        pending.push(...node);
        continue;
      }
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
        const name = ref.slice('#/components/schemas/'.length);
        if (!(name in schemas)) {
          schemas[name] = this.pointer(ref);
          pending.push(schemas[name]);
        }
      }
      for (const [k, v] of Object.entries(node))
        if (k !== 'example' && k !== 'examples') pending.push(v);
    }
    const compiled = ajv.compile({ ...schema, components: { schemas } });
    this.validators.set(key, compiled);
    return compiled;
  }
}

/** Top-level body fields the schema never mentions: GitHub ignores them, which hides typos. */
function unknownFields(
  body: unknown,
  schema: JsonObject,
  deref: (ref: string) => JsonObject,
): string[] {
  if (!isPlainObject(body)) return [];
  const names = new Set<string>();
  let open = false;
  const visit = (node: JsonObject, depth: number): void => {
    if (typeof node.$ref === 'string') return visit(deref(node.$ref), depth);
    if (node.properties && typeof node.properties === 'object')
      Object.keys(node.properties).forEach((n) => names.add(n));
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) open = true;
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const list = node[key];
      if (Array.isArray(list) && depth < 4)
        list.forEach((branch) => visit(branch as JsonObject, depth + 1));
    }
  };
  visit(schema, 0);
  if (open || names.size === 0) return [];
  return Object.keys(body)
    .filter((k) => !names.has(k))
    .map((k) => `body has unknown field '${k}' (known: ${[...names].join(', ')})`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseBody(
  raw: Buffer,
  contentType: string | undefined,
): { body: unknown; error?: string } {
  if (raw.length === 0) return { body: undefined };
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType && mediaType !== 'application/json' && !mediaType.endsWith('+json'))
    return { body: raw };
  try {
    return { body: JSON.parse(raw.toString('utf8')) as unknown };
  } catch (error) {
    return {
      body: raw.toString('utf8'),
      error: `body is not valid JSON: ${(error as Error).message}`,
    };
  }
}

let loading: Promise<OpenApiIndex> | undefined;

/** The indexed api.github.com description, loaded once per process. */
export function loadOpenApi(): Promise<OpenApiIndex> {
  loading ??= readFile(openApiDescriptionPath(), 'utf8').then(
    (text) => new OpenApiIndex(JSON.parse(text) as JsonObject),
  );
  return loading;
}
