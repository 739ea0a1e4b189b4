// Makes src/generated/protocol.ts (the TypeScript types of the server's messages) from
// src/generated/protocol.schema.json, which tools/protocol_schema.py makes from the
// server's own types. With --check it writes nothing and fails when protocol.ts is not
// what the schema gives (`npm test` runs the check).
import { readFile, writeFile } from "node:fs/promises";
import { compile } from "json-schema-to-typescript";

const here = new URL("../src/generated/", import.meta.url);
const schemaFile = new URL("protocol.schema.json", here);
const typesFile = new URL("protocol.ts", here);

const BANNER = `/**
 * The messages of the server (WebSocket) and of its lobby (HTTP), as the server's own
 * types say them. Made by \`npm run protocol\` from protocol.schema.json, which
 * tools/protocol_schema.py makes from the server: do not edit by hand.
 */`;

/** Keywords that give a schema a type; a schema with none of them allows any value. */
const TYPED = ["type", "$ref", "anyOf", "oneOf", "allOf", "enum", "const", "properties", "items"];

/** `schema` with every field that allows any value (pydantic's `Any`) said as
 *  `unknown`: json-schema-to-typescript would take one that has a description or a
 *  default for an object. */
function anyAsUnknown(schema) {
  if (Array.isArray(schema)) return schema.map(anyAsUnknown);
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" || key === "$defs") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, anyAsUnknown(v)]));
    } else if (key === "default" || key === "const" || key === "enum") {
      out[key] = value;
    } else {
      out[key] = anyAsUnknown(value);
    }
  }
  const typed = TYPED.some((k) => k in schema);
  const bare = Object.keys(schema).every((k) => k === "description" || k === "default");
  if (!typed && bare) out.tsType = "unknown";
  return out;
}

const schema = anyAsUnknown(JSON.parse(await readFile(schemaFile, "utf-8")));
const made = await compile(schema, "Protocol", {
  bannerComment: BANNER,
  // A list with a length limit is a list (the server checks the limit), not a union of
  // tuples of each length.
  ignoreMinAndMaxItems: true,
  // The server sends exactly the fields its types name.
  additionalProperties: false,
  strictIndexSignatures: true,
  style: { printWidth: 100, singleQuote: false, trailingComma: "all" },
});

if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = await readFile(typesFile, "utf-8");
  } catch {
    // missing: stale
  }
  if (committed !== made) {
    console.error("web/src/generated/protocol.ts is stale: run `npm run protocol` in web/");
    process.exit(1);
  }
} else {
  await writeFile(typesFile, made);
  console.log("wrote web/src/generated/protocol.ts");
}
