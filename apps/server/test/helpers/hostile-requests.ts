import { gzipSync } from 'node:zlib';
import fc from 'fast-check';

/**
 * Hostile requests generated from the OpenAPI document: for each operation, a plausible request built
 * from its parameter and body schemas, then broken (wrong types, missing and extra fields, huge strings,
 * deep nesting, controls and lone surrogates, SQL and script text, bad percent-encoding, wrong content
 * types, malformed multipart, duplicate keys).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface Operation {
  method: string;
  /** As in the document: /api/tutors/get-tutor/{id}. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** Content types the operation declares for its body, with the schema of each. */
  body: Record<string, JsonSchema>;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
      body: Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, c]) => [type, c.schema]),
      ),
    })),
  );
}

/** What the generators draw real values from: ids and e-mail addresses that exist in the database. */
export interface Pools {
  ids: string[];
  emails: string[];
  password: string;
}

const MB = 1024 * 1024;
const big = (n: number) => 'x'.repeat(n);
const deep = (n: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'maths\u0000',
  'a\u0007b',
  '\u001b[31mred',
  '\u007f',
  '\u0085next line',
  '\ud800',
  'lone \udc00 low',
  '\ud83d',
  '\u200b',
  '\ufeffbom',
  '\u202eevil',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  "%' union select password_hash, null --",
  '\\',
  '%_%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  `\${jndi:ldap://x}`,
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0',
  '0x10',
  ' 5 ',
  '5.5',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[object Object]',
  'नमस्ते',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'e\u0301\u0301\u0301',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-426614174000',
  'not-an-email',
  'a@b',
  '@example.test',
];

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** A hostile string: known nasties, controls and lone surrogates mixed into text, or a huge string. */
export const hostileString = (maxBig: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.oneof(fc.string({ maxLength: 4 }), controlChar, surrogate), { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(big(Math.min(100_000, maxBig)), big(maxBig)) },
  );

/** Any JSON value a client could send where a field is expected, most of them wrong. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString(MB) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0,
      0.5,
      1.5,
      6,
      1e308,
      -1e308,
      5e-324,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 53) - 2,
      Number.MAX_SAFE_INTEGER,
    ),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, ['a', 'b']) },
  { weight: 1, arbitrary: fc.constantFrom(deep(64), deep(2000)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Hostile values one level down: inside a list (subjects) or a map's keys and values (fees). */
const nestedHostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.oneof(hostileValue, fc.constantFrom('Mathematics', 'IIT-JEE')), { minLength: 1, maxLength: 4 }),
  fc.dictionary(
    fc.oneof(hostileString(200), fc.constantFrom('Mathematics', '__proto__', 'constructor', 'toString', '')),
    fc.oneof(hostileValue, fc.integer({ min: -10, max: 2_000_000 })),
    { minKeys: 1, maxKeys: 4 },
  ),
  fc.array(fc.string({ maxLength: 10 }), { minLength: 31, maxLength: 40 }),
);

/** A plausible value for a schema (it may still be refused: the point is to get past the first check). */
export function plausible(schema: JsonSchema, pools: Pools, key = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((s) => plausible(s, pools, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid' || /id$/i.test(key))
        return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
      if (/email/i.test(key))
        return fc.oneof(fc.constantFrom(...pools.emails), fc.constant('someone.new@example.test'));
      if (/password/i.test(key)) return fc.constantFrom(pools.password, 'another good password');
      if (schema.pattern?.includes('[0-9]')) return fc.constantFrom('+91 98765 43210', '020 1234 5678');
      const max = Math.min(schema.maxLength ?? 40, 40);
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max });
    }
    case 'integer':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.integer({
            min: Math.max(schema.minimum ?? -1000, -1e6),
            max: Math.min(schema.maximum ?? 1e6, 1e6),
          }),
        },
        // The edges the schema allows: the last page there could be, the largest amount.
        {
          weight: 1,
          arbitrary: fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? Number.MAX_SAFE_INTEGER),
        },
      );
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1e6, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items ?? {}, pools, key), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = schema.properties ?? {};
      if (!Object.keys(props).length)
        return fc.dictionary(
          fc.constantFrom('Mathematics', 'IIT-JEE', 'Physics'),
          fc.integer({ min: 1, max: 5000 }),
          {
            maxKeys: 3,
          },
        );
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, pools, k)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
    }
    default:
      return hostileValue;
  }
}

/** The properties and required keys of a body schema (the first alternative of a oneOf). */
function shape(schema: JsonSchema): { props: string[]; required: string[] } {
  const s = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  return { props: Object.keys(s.properties ?? {}), required: s.required ?? [] };
}

/** One request as app.inject takes it (payload already serialised). */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How it was broken, for the failure report. */
  how: string[];
}

/** Path parameter values: raw ones go into the URL as they are (bad percent-encoding), the others encoded. */
const rawSegments = [
  '%zz',
  '%',
  '%ED%A0%80',
  '%C0%AE',
  '%C0%AE%C0%AE',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252F',
  '%u0000',
  '%FF%FE',
  'a'.repeat(101),
  'x'.repeat(5000),
];

const pathValue = (pools: Pools): fc.Arbitrary<{ raw: string; how: string }> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.ids).map((v) => ({ raw: v, how: 'existing id' })) },
    { weight: 2, arbitrary: fc.uuid().map((v) => ({ raw: v, how: 'unknown uuid' })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...rawSegments).map((v) => ({ raw: v, how: `raw ${v.slice(0, 20)}` })),
    },
    {
      weight: 4,
      arbitrary: hostileString(300).map((v) => ({
        raw: encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd')),
        how: `encoded ${JSON.stringify(v.slice(0, 20))}`,
      })),
    },
  );

/** A query value as text: plausible, hostile, or the raw bad encodings. */
const queryText = (schema: JsonSchema, pools: Pools, key: string): fc.Arbitrary<string> =>
  fc.oneof(
    plausible(schema, pools, key).map((v) =>
      encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v)),
    ),
    hostileString(20_000).map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))),
    fc.constantFrom('%zz', '%', '%00', '%ED%A0%80', '%C0%AE', '%FF', '+', '&', '=', '[]', '%5B%5D'),
  );

const queryArb = (op: Operation, pools: Pools): fc.Arbitrary<{ qs: string; how: string[] }> => {
  const declared = Object.entries(op.query).map(([name, schema]) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: queryText(schema, pools, name).map((v) => [`${name}=${v}`]) },
        {
          weight: 1,
          arbitrary: fc
            .array(queryText(schema, pools, name), { minLength: 2, maxLength: 3 })
            .map((vs) => vs.map((v) => `${name}=${v}`)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom([`${name}`], [`${name}=`], [`${name}[a]=1`], [`${name}[]=1`]),
        },
      ),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('id', 'adminId', 'role', '__proto__', 'constructor[prototype][x]', 'userId', 'x'),
      hostileString(200),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([parts, extras]) => {
    const all = [
      ...parts.flatMap((p) => p ?? []),
      ...extras.map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))}`),
    ];
    return {
      qs: all.length ? `?${all.join('&')}` : '',
      how: all.length ? [`query ${all.join('&').slice(0, 80)}`] : [],
    };
  });
};

interface Body {
  payload?: string | Buffer;
  contentType?: string;
  how: string;
}

const json = 'application/json';

function multipart(fields: Record<string, unknown>, boundary = 'hostileboundary'): string {
  const parts = Object.entries(fields).map(
    ([k, v]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

const brokenMultipart: [string, string][] = [
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['multipart/form-data', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  ['multipart/form-data; boundary=', ''],
  ['multipart/form-data; boundary=x', ''],
  ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data\r\n\r\nno name\r\n--x--\r\n'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\ncontent-disposition: form-data; name="photo"; filename="../../evil.php"\r\ncontent-type: image/png\r\n\r\n<?php ?>\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n\x1a\nnot really\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    `--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n${big(100_000)}`,
  ],
  ['multipart/mixed; boundary=x', '--x\r\n\r\n--x--\r\n'],
];

const wrongTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="UTF-16LE"',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
  ';;;',
  'application/json\u0000',
];

const malformedJson = [
  '',
  '{',
  '{"a":',
  '[1,2',
  '{a:1}',
  "{'a':1}",
  'NaN',
  '{"rating":NaN}',
  '{"rating":Infinity}',
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  'null',
  '"just a string"',
  '12',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":"${big(MB)}"}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\uZZZZ"}',
];

/** The body of a request for `op`: a plausible object broken in one of many ways, or none at all. */
const bodyArb = (op: Operation, pools: Pools): fc.Arbitrary<Body> => {
  const entries = Object.entries(op.body);
  const jsonSchema = op.body[json] ?? entries[0]?.[1];
  const anything: fc.Arbitrary<Body> = fc.oneof(
    fc.constant({ how: 'no body' }),
    fc
      .constantFrom(...malformedJson)
      .map((p) => ({ payload: p, contentType: json, how: `raw ${p.slice(0, 40)}` })),
    fc
      .constantFrom(...brokenMultipart)
      .map(([t, p]) => ({ payload: p, contentType: t, how: `multipart ${t} ${p.slice(0, 30)}` })),
    fc
      .tuple(fc.constantFrom(...wrongTypes), hostileValue)
      .map(([t, v]) => ({ payload: JSON.stringify(v) ?? '', contentType: t, how: `${t} body` })),
    hostileValue.map((v) => ({
      payload: JSON.stringify(v) ?? 'null',
      contentType: json,
      how: 'hostile whole body',
    })),
  );
  if (!jsonSchema) return anything;
  const { props, required } = shape(jsonSchema);
  const base = plausible(jsonSchema, pools) as fc.Arbitrary<Record<string, unknown>>;
  const asObject = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {};
  const keys = [...props, 'extra', 'role', 'id', 'userId', 'isAdmin', 'ratings', 'reviewCount', 'createdAt'];
  const mutated: fc.Arbitrary<Body> = fc
    .tuple(
      base,
      fc.array(
        fc.oneof(
          fc.tuple(
            fc.constant('drop' as const),
            fc.constantFrom(...(required.length ? required : keys)),
            fc.constant(null),
          ),
          fc.tuple(fc.constant('set' as const), fc.constantFrom(...keys), hostileValue),
          fc.tuple(fc.constant('set' as const), fc.constantFrom(...keys), nestedHostile),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([b, changes]) => {
      const body = asObject(b);
      for (const [kind, key, value] of changes) {
        if (kind === 'drop') delete body[key];
        else body[key] = value;
      }
      const how = changes.map(([k, key, v]) =>
        k === 'drop' ? `drop ${key}` : `${key}=${(JSON.stringify(v) ?? String(v)).slice(0, 40)}`,
      );
      return { payload: JSON.stringify(body), contentType: json, how: how.join(', ') };
    });
  const duplicateKey: fc.Arbitrary<Body> = fc
    .tuple(base, fc.constantFrom(...(props.length ? props : ['a'])), hostileValue)
    .map(([b, key, v]) => {
      const text = JSON.stringify(asObject(b));
      const extra = `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`;
      const payload = text === '{}' ? `{${extra},${extra}}` : `${text.slice(0, -1)},${extra}}`;
      return { payload, contentType: json, how: `duplicate key ${key}` };
    });
  const wrongType: fc.Arbitrary<Body> = fc
    .tuple(base, fc.constantFrom(...wrongTypes))
    .map(([b, t]) => ({ payload: JSON.stringify(b), contentType: t, how: `plausible body as ${t}` }));
  const asMultipart: fc.Arbitrary<Body> = fc
    .tuple(base, fc.option(fc.tuple(fc.constantFrom(...keys), hostileString(10_000))))
    .map(([b, change]) => {
      const body = asObject(b);
      if (change) body[change[0]] = change[1];
      return {
        payload: multipart(body),
        contentType: 'multipart/form-data; boundary=hostileboundary',
        how: `multipart${change ? ` ${change[0]}=${JSON.stringify(change[1]).slice(0, 30)}` : ''}`,
      };
    });
  const plain: fc.Arbitrary<Body> = base.map((b) => ({
    payload: JSON.stringify(b),
    contentType: json,
    how: 'plausible',
  }));
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 2, arbitrary: duplicateKey },
    { weight: 2, arbitrary: wrongType },
    { weight: op.body['multipart/form-data'] ? 3 : 1, arbitrary: asMultipart },
    { weight: 3, arbitrary: anything },
    { weight: 1, arbitrary: plain },
  );
};

const gzipBomb = gzipSync(Buffer.alloc(3 * MB));
const headerValue = fc.constantFrom(
  '',
  ' ',
  'x'.repeat(8000),
  'gzip;q=NaN',
  '*;q=-1',
  'br, gzip, deflate, identity;q=0',
  'garbage',
  '\u00e9\u00e8',
  '1.2.3.4, ::ffff:999.1.1.1',
  'session=; session=%zz',
  'session=../../etc/passwd',
);
/** Headers a client could add: odd negotiation, request ids, cookies, encodings the body does not have. */
const headersArb: fc.Arbitrary<{ headers: Record<string, string>; payload?: Buffer; how: string }> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ headers: {}, how: '' }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'accept',
          'accept-encoding',
          'x-request-id',
          'cookie',
          'x-forwarded-for',
          'x-forwarded-proto',
          'origin',
          'range',
          'if-none-match',
          'transfer-encoding',
          'expect',
        ),
        headerValue,
      )
      .map(([name, value]) => ({ headers: { [name]: value }, how: `${name}: ${value.slice(0, 30)}` })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      {
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        how: 'content-encoding gzip, body not gzip',
      },
      {
        headers: { 'content-encoding': 'br', 'content-type': 'application/json' },
        how: 'content-encoding br, body not br',
      },
      {
        headers: { 'content-encoding': 'x-unknown', 'content-type': 'application/json' },
        how: 'unknown content-encoding',
      },
      {
        headers: { 'content-encoding': 'gzip, gzip', 'content-type': 'application/json' },
        how: 'content-encoding twice',
      },
      {
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        payload: gzipBomb,
        how: 'gzip bomb (3 MB of zeros)',
      },
      {
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        payload: gzipSync(Buffer.from('{"a":')),
        how: 'gzip of malformed JSON',
      },
    ),
  },
);

/** Requests for `op`, everything but the session (the caller adds it). */
export function requestArb(op: Operation, pools: Pools): fc.Arbitrary<HostileRequest> {
  const params = fc.tuple(...op.pathParams.map(() => pathValue(pools)));
  const method = fc.oneof(
    { weight: 15, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  );
  return fc
    .tuple(method, params, queryArb(op, pools), bodyArb(op, pools), headersArb)
    .map(([verb, values, query, body, extra]) => {
      let url = op.path;
      op.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, values[i]!.raw);
      });
      const headers: Record<string, string> = {};
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      Object.assign(headers, extra.headers);
      const payload = extra.payload ?? body.payload;
      return {
        method: verb,
        url: url + query.qs,
        headers,
        ...(payload !== undefined ? { payload } : {}),
        how: [
          ...(verb === op.method ? [] : [`method ${verb}`]),
          ...values.map((v, i) => `${op.pathParams[i]}: ${v.how}`),
          ...query.how,
          body.how,
          ...(extra.how ? [extra.how] : []),
        ],
      };
    });
}
