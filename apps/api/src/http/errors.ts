import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

export const MESSAGES = {
  notFound: "Не найдено",
  badRequest: "Некорректный запрос",
  internal: "Внутренняя ошибка сервера",
} as const;

/** Messages of Fastify's 4xx errors (body parsing, routing); other 4xx keep their own message. */
const FIXED_CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  404: MESSAGES.notFound,
  405: "Метод не поддерживается",
  413: "Слишком большой запрос",
  415: "Неподдерживаемый тип содержимого",
};

/** Thrown by use cases; the error handler answers `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 422,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, message);
}

export function badRequest(errors: Record<string, string[]>, message?: string): HttpError {
  const first = Object.values(errors).flat()[0];
  return new HttpError(400, message ?? first ?? MESSAGES.badRequest, errors);
}

type TIssue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined };

/** Field messages from Standard Schema issues (zod 4): `{ "page": ["…"] }`. */
export function issuesToErrors(issues: readonly TIssue[], fallbackField: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      (issue.path ?? [])
        .map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
        .join(".") || fallbackField;
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

type TValidationParts = {
  pathParams: { issues?: readonly TIssue[] } | null;
  headers: { issues?: readonly TIssue[] } | null;
  query: { issues?: readonly TIssue[] } | null;
  body: { issues?: readonly TIssue[] } | null;
};

/** ts-rest's RequestValidationError → 400 `{ message, errors }`. */
export function validationErrorBody(err: TValidationParts): {
  message: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const [part, fallback] of [
    [err.pathParams, "path"],
    [err.query, "query"],
    [err.body, "body"],
    [err.headers, "headers"],
  ] as const) {
    if (part?.issues) Object.assign(errors, issuesToErrors(part.issues, fallback));
  }
  const first = Object.values(errors).flat()[0];
  return { message: first ?? MESSAGES.badRequest, errors };
}

/** The application's error handler: never a stack trace, never a 500 for bad input. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Fastify's own messages are English and some quote the request (a content type): ours instead.
    const message = FIXED_CLIENT_ERROR_MESSAGES[status] ?? (error.message || MESSAGES.badRequest);
    return reply.status(status).send({ message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ message: MESSAGES.internal });
}
