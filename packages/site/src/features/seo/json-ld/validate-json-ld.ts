import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { JSON_LD_SCHEMAS, jsonLdSchemaName } from "./json-ld-schemas.ts";

/*
 * Test support (ajv is a dev dependency): validates JSON-LD blocks as a page renders them — one
 * node or an array of nodes — against `JSON_LD_SCHEMAS`. Used by unit tests and by e2e on SSR HTML.
 */

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validators = Object.fromEntries(
  Object.entries(JSON_LD_SCHEMAS).map(([name, schema]) => [name, ajv.compile(schema)]),
);

/** The problems of one JSON-LD block (empty when valid); unknown types are a problem too. */
export function jsonLdProblems(block: unknown): string[] {
  const nodes = Array.isArray(block) ? block : [block];
  const problems: string[] = [];
  for (const node of nodes) {
    if ((node as { "@context"?: unknown })?.["@context"] !== "https://schema.org") {
      problems.push(`@context is not https://schema.org in ${JSON.stringify(node).slice(0, 80)}`);
    }
    const name = jsonLdSchemaName(node);
    if (!name) {
      problems.push(`no schema for @type ${JSON.stringify((node as { "@type"?: unknown })?.["@type"])}`);
      continue;
    }
    const validate = validators[name];
    if (validate && !validate(node)) {
      problems.push(...(validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message}`));
    }
    if (name === "BreadcrumbList") {
      const positions = (node as { itemListElement: { position: number }[] }).itemListElement.map(
        (i) => i.position,
      );
      if (positions.some((p, i) => p !== i + 1)) problems.push("BreadcrumbList positions are not 1…n");
    }
  }
  return problems;
}

/** The `@type`s of a block (flattened), e.g. ["Organization", "WebSite"]. */
export function jsonLdTypes(block: unknown): string[] {
  const nodes = Array.isArray(block) ? block : [block];
  return nodes.flatMap((node) => {
    const type = (node as { "@type"?: unknown })?.["@type"];
    return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
  });
}
