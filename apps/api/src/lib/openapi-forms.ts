/**
 * The OpenAPI document says what every body is also accepted as: form fields (urlencoded) and
 * multipart form data (lib/multipart.ts maps both to the JSON object). A form field is text, so a
 * number or a yes/no may come as its digits or words (shared `formNumber`, `formBoolean`), and in
 * multipart an image may be a file part instead of a data URL. Tools driven by the document
 * (mock servers, client generators) then accept what the server accepts.
 */
type Node = Record<string, unknown>;

const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const NUMBER_TEXT = { type: 'string', pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' };
const BOOLEAN_TEXT = { type: 'string', enum: ['0', '1', 'true', 'false'] };
const FILE = { type: 'string', contentMediaType: 'application/octet-stream' };

const typesOf = (node: Node) => (Array.isArray(node.type) ? node.type : [node.type]);

/** A JSON body's schema as a form's: each scalar also as the text a form sends for it. */
function asForm(schema: unknown, files: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => asForm(item, files));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: Node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'enum' || key === 'const' ? value : asForm(value, files),
    ]),
  );
  const types = typesOf(node);
  const text = [
    ...(types.includes('integer') || types.includes('number') ? [NUMBER_TEXT] : []),
    ...(types.includes('boolean') ? [BOOLEAN_TEXT] : []),
    ...(files && types.includes('string') && String(node.pattern ?? '').startsWith('^data:') ? [FILE] : []),
  ];
  return text.length > 0 ? { anyOf: [node, ...text] } : node;
}

/** @fastify/swagger's `transformObject`: adds the form and multipart media of every JSON body. */
export function withFormBodies<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values((item ?? {}) as Node)) {
      const content = (operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } })
        .requestBody?.content;
      const json = content?.[JSON_TYPE]?.schema;
      if (!content || json === undefined) continue;
      content[FORM] = { schema: asForm(json, false) };
      content[MULTIPART] = { schema: asForm(json, true) };
    }
  }
  return document;
}
