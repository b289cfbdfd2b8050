/**
 * Checks an API answer against the contract where it arrives, on the server and in the browser
 * (docs/decisions/020-contract-checks.md). The shapes are the JSON Schema that zod generates from the
 * contract's response schemas (`response-shapes.ts`; the browser gets them as `response-shapes.json`), so
 * this walker needs no zod and stays small. It knows exactly the keywords zod emits for our schemas
 * (`SUPPORTED_KEYWORDS`; a test fails when the contract starts using another) and, like zod, ignores fields
 * the contract does not name.
 *
 * An answer that does not fit gives one line per mismatch: `prices[2].amount: expected number, got string`.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Every endpoint's response schema, sharing one set of definitions (`#/$defs/...`). */
export interface ResponseShapes {
  $defs: Record<string, JsonSchema>;
  endpoints: Record<string, JsonSchema>;
}

/** The keywords that check a value itself, in the order their mismatches are reported. */
const LEAF_KEYWORDS = [
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
] as const;

export const SUPPORTED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  // Not checked: zod strips unknown fields rather than failing on them, and so do we.
  'additionalProperties',
  'items',
  'anyOf',
  '$ref',
  ...LEAF_KEYWORDS,
]);

/** Past this many mismatches the check stops: a broken list of 10,000 items costs no more than a short one. */
export const MAX_ISSUES = 10;
const SHOWN_VALUE_CHARS = 40;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function fitsType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_VALUE_CHARS ? `${text.slice(0, SHOWN_VALUE_CHARS)}…` : text;
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** `prices[2].amount` from the segments of a path. */
function pathText(path: ReadonlyArray<string | number>): string {
  let text = '';
  for (const segment of path)
    text += typeof segment === 'number' ? `[${segment}]` : `${text ? '.' : ''}${segment}`;
  return text || '(root)';
}

export function createContractChecker(shapes: ResponseShapes) {
  const patterns = new Map<string, RegExp>();
  const regex = (pattern: string) => {
    let compiled = patterns.get(pattern);
    if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern)));
    return compiled;
  };
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(shapes.$defs[schema.$ref.slice('#/$defs/'.length)] ?? {}) : schema;

  function expected(schema: JsonSchema): string {
    const s = resolve(schema);
    if (s.anyOf) return s.anyOf.map(expected).join(' or ');
    if (s.enum) return `one of ${s.enum.map((v) => String(v)).join('|')}`;
    if (s.const !== undefined) return JSON.stringify(s.const);
    if (s.type) return Array.isArray(s.type) ? s.type.join(' or ') : s.type;
    return 'anything';
  }

  /** The first thing wrong with a leaf value (type aside), or null. */
  function leafProblem(s: JsonSchema, value: unknown): string | null {
    if (s.enum && !s.enum.includes(value)) return `expected ${expected(s)}, got ${show(value)}`;
    if (s.const !== undefined && s.const !== value) return `expected ${expected(s)}, got ${show(value)}`;
    if (typeof value === 'number') {
      if (s.minimum !== undefined && value < s.minimum) return `expected ≥ ${s.minimum}, got ${value}`;
      if (s.maximum !== undefined && value > s.maximum) return `expected ≤ ${s.maximum}, got ${value}`;
      if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum)
        return `expected > ${s.exclusiveMinimum}, got ${value}`;
      if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum)
        return `expected < ${s.exclusiveMaximum}, got ${value}`;
    }
    if (typeof value === 'string') {
      if (s.minLength !== undefined && value.length < s.minLength)
        return `expected at least ${s.minLength} characters, got ${value.length}`;
      if (s.maxLength !== undefined && value.length > s.maxLength)
        return `expected at most ${s.maxLength} characters, got ${value.length}`;
      if (s.pattern !== undefined && !regex(s.pattern).test(value))
        return `expected string matching /${s.pattern}/, got ${show(value)}`;
      if (s.format === 'uri' && !isUrl(value)) return `expected URL, got ${show(value)}`;
    }
    if (Array.isArray(value)) {
      if (s.minItems !== undefined && value.length < s.minItems)
        return `expected at least ${s.minItems} items, got ${value.length}`;
      if (s.maxItems !== undefined && value.length > s.maxItems)
        return `expected at most ${s.maxItems} items, got ${value.length}`;
    }
    return null;
  }

  function fits(s: JsonSchema, value: unknown): boolean {
    const { type } = s;
    if (type === undefined) return true;
    if (typeof type === 'string') return fitsType(value, type);
    return type.some((t) => fitsType(value, t));
  }

  /**
   * Walks a value along one schema node; `path` is one array pushed and popped on the way (no copies).
   * Each node is compiled once into such a function (its `$ref` resolved, its children compiled, the
   * checks it needs picked), so checking an answer does no look-ups in the schema: a search page's six
   * answers are checked on every uncached page.
   */
  type Walk = (value: unknown, path: Array<string | number>, issues: string[]) => void;
  const compiled = new Map<JsonSchema, Walk>();

  function compile(schema: JsonSchema): Walk {
    const known = compiled.get(schema);
    if (known) return known;
    // A schema that refers to itself meets this stand-in while it is being compiled; it calls what
    // `compiled` holds by then.
    compiled.set(schema, (value, path, issues) => compiled.get(schema)!(value, path, issues));
    const walk = build(resolve(schema));
    compiled.set(schema, walk);
    return walk;
  }

  function build(s: JsonSchema): Walk {
    if (s.anyOf) {
      const branches = s.anyOf.map(compile);
      const branchTypes = s.anyOf.map(resolve);
      return (value, path, issues) => {
        if (issues.length >= MAX_ISSUES) return;
        // Most values fit the first branch whose type fits (a nullable field: the thing, or null): try those
        // into `issues` itself and take back what a failing one wrote, so a fitting value allocates nothing.
        const start = issues.length;
        for (let i = 0; i < branches.length; i += 1) {
          const b = branchTypes[i];
          if (b.type !== undefined && !fits(b, value)) continue;
          branches[i](value, path, issues);
          if (issues.length === start) return;
          issues.length = start;
        }
        // No branch fits: collect each one's mismatches apart to report the right ones.
        const found = branches.map((branch) => {
          const mine: string[] = [];
          branch(value, path, mine);
          return mine;
        });
        // Report the branch the value was meant for (its type fits), else the mismatch of types.
        const meant = branchTypes.findIndex((b) => b.type !== undefined && fits(b, value));
        if (meant >= 0) issues.push(...found[meant].slice(0, MAX_ISSUES - issues.length));
        else issues.push(`${pathText(path)}: expected ${expected(s)}, got ${typeOf(value)}`);
      };
    }
    const leaf = LEAF_KEYWORDS.some((keyword) => s[keyword] !== undefined);
    const items = s.items ? compile(s.items) : null;
    const properties = s.properties
      ? Object.entries(s.properties).map(([key, child]) => [key, compile(child)] as const)
      : null;
    const required = s.required ?? [];
    return (value, path, issues) => {
      if (issues.length >= MAX_ISSUES) return;
      if (!fits(s, value)) {
        // A number where an integer was expected is shown as the value: `expected integer, got number` reads wrong.
        const numeric = [s.type].flat().some((type) => type === 'number' || type === 'integer');
        const got = typeof value === 'number' && numeric ? show(value) : typeOf(value);
        issues.push(`${pathText(path)}: expected ${expected(s)}, got ${got}`);
        return;
      }
      const problem = leaf ? leafProblem(s, value) : null;
      if (problem) {
        issues.push(`${pathText(path)}: ${problem}`);
        return;
      }
      if (items && Array.isArray(value)) {
        for (let i = 0; i < value.length && issues.length < MAX_ISSUES; i += 1) {
          path.push(i);
          items(value[i], path, issues);
          path.pop();
        }
        return;
      }
      if (properties && typeOf(value) === 'object') {
        const record = value as Record<string, unknown>;
        for (const key of required) {
          if (record[key] === undefined && issues.length < MAX_ISSUES)
            issues.push(
              `${pathText([...path, key])}: expected ${expected(s.properties![key] ?? {})}, got nothing`,
            );
        }
        for (const [key, child] of properties) {
          if (issues.length >= MAX_ISSUES) return;
          const childValue = record[key];
          if (childValue === undefined || !Object.hasOwn(record, key)) continue;
          path.push(key);
          child(childValue, path, issues);
          path.pop();
        }
      }
    };
  }

  return {
    /** What is wrong with `data` as the answer of `endpoint`: empty when it fits (or the endpoint has no shape). */
    check(endpoint: string, data: unknown): string[] {
      const schema = shapes.endpoints[endpoint];
      if (!schema) return [];
      const issues: string[] = [];
      compile(schema)(data, [], issues);
      return issues;
    },
  };
}

/** Words that name a type in `got …`; anything else there is a value. */
const GOT_TYPE = /, got (?:null|array|object|string|number|boolean|nothing)$/;

/**
 * The kind of a mismatch, for collapsing reports: the mismatching paths with what was expected and the type
 * that came, list positions and values left out. `prices[2].amount` and `prices[7].amount` sent as strings
 * are one kind; an answer of `null` and one of `[]` are two.
 */
export function mismatchKind(issues: readonly string[]): string {
  const kinds = issues.map((issue) => {
    const general = issue.replace(/\[\d+\]/g, '[]');
    return GOT_TYPE.test(general) ? general : general.replace(/, got .*$/, ', got a value');
  });
  return [...new Set(kinds)].sort().join('\n');
}
