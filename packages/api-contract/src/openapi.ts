import { type AppRoute, type AppRouter, isAppRoute } from "@ts-rest/core";
import { z } from "zod";

type TJsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

function toSchema(schema: unknown, io: "input" | "output"): TJsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as TJsonSchema;
  delete json.$schema;
  return json;
}

function parameters(schema: unknown, where: "path" | "query") {
  const json = toSchema(schema, "input");
  if (!json?.properties) return [];
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, prop]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: prop,
  }));
}

/**
 * JSON, and for a multipart route also multipart/form-data, its files (`metadata.multipartFiles`)
 * as binary fields.
 */
function requestContent(route: AppRoute, body: TJsonSchema) {
  const json = { "application/json": { schema: body } };
  if (!("contentType" in route) || route.contentType !== "multipart/form-data") return json;
  const meta = route.metadata as { multipartFiles?: readonly string[] } | undefined;
  const files = meta?.multipartFiles ?? [];
  const withFiles = (schema: TJsonSchema): TJsonSchema => ({
    ...schema,
    properties: {
      ...schema.properties,
      ...Object.fromEntries(files.map((name) => [name, { type: "string", format: "binary" }])),
    },
  });
  const variants = Array.isArray(body.oneOf)
    ? { oneOf: (body.oneOf as TJsonSchema[]).map(withFiles) }
    : withFiles(body);
  return { "multipart/form-data": { schema: variants }, ...json };
}

function operation(id: string, route: AppRoute) {
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(route.responses)) {
    const schema = toSchema(body, "output");
    responses[status] = {
      description: Number(status) < 400 ? "OK" : "Error",
      ...(schema ? { content: { "application/json": { schema } } } : {}),
    };
  }
  const body = "body" in route ? toSchema(route.body, "input") : undefined;
  return {
    operationId: id,
    summary: route.summary,
    parameters: [...parameters(route.pathParams, "path"), ...parameters(route.query, "query")],
    ...(body ? { requestBody: { required: true, content: requestContent(route, body) } } : {}),
    responses,
  };
}

/** OpenAPI 3.0 document of a ts-rest router (schemas by zod's own `z.toJSONSchema`). */
export function generateOpenApi(router: AppRouter, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const walk = (node: AppRouter, prefix: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (isAppRoute(value)) {
        const path = value.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
        paths[path] ??= {};
        paths[path][value.method.toLowerCase()] = operation([...prefix, key].join("."), value);
      } else {
        walk(value as AppRouter, [...prefix, key]);
      }
    }
  };
  walk(router, []);
  return { openapi: "3.0.3", info, paths };
}
