/**
 * POST /form/send in a scope of its own: the only place that parses multipart bodies. Fields go
 * to `request.body` (validated by the contract, messages from the domain); the one file in
 * `attachments` is streamed to a temporary file while the request arrives, checked by content and
 * kept only when the row is stored. See docs/decisions/0021-*.
 */
import fastifyMultipart from "@fastify/multipart";
import {
  contract,
  FORM_ATTACHMENT_FIELD,
  FORM_ATTACHMENT_MAX_BYTES,
  FORM_SEND_MESSAGES,
  FORM_TYPES,
  type TFormSendData,
} from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from "fastify";
import { HttpError, handleError, MESSAGES, type TAppDeps, validationErrorBody } from "../../http/index.ts";
import { saveSubmission, unknownSourceMessage } from "./save-submission.ts";
import { discardFile, receiveUpload, type TReceivedUpload, UploadTooLargeError } from "./upload-store.ts";

export type TFormsRoutesOptions = {
  deps: TAppDeps;
  /** where attachments are kept (FORM_UPLOAD_DIR) */
  uploadDir: string;
  validateResponses: boolean;
};

/** Multipart bounds: one file, a handful of short fields. */
const MULTIPART_LIMITS = {
  fileSize: FORM_ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
  headerPairs: 100,
} as const;

type TRequestUploads = { tmpPaths: string[]; upload: TReceivedUpload | null };
const uploadsOf = new WeakMap<FastifyRequest, TRequestUploads>();

function requestUploads(request: FastifyRequest): TRequestUploads {
  let entry = uploadsOf.get(request);
  if (!entry) {
    entry = { tmpPaths: [], upload: null };
    uploadsOf.set(request, entry);
  }
  return entry;
}

/** Requests whose body was read to its end: the route's handler was reached. */
const bodiesRead = new WeakSet<FastifyRequest>();

/**
 * An error raised while a multipart body was being read that is neither the app's nor the
 * system's (a disk error has a `syscall`): the body is not multipart data — no boundary, a
 * boundary the parts do not use, a part cut short. The client's fault: 400, never a 500.
 */
function isUnreadableMultipart(error: FastifyError | Error, request: FastifyRequest): boolean {
  return (
    request.isMultipart() &&
    !bodiesRead.has(request) &&
    !(error instanceof HttpError) &&
    typeof (error as FastifyError).statusCode !== "number" &&
    (error as NodeJS.ErrnoException).syscall === undefined
  );
}

function attachmentError(message: string): HttpError {
  return new HttpError(400, message, { [FORM_ATTACHMENT_FIELD]: [message] });
}

const s = initServer();

export const formsRoutes: FastifyPluginAsync<TFormsRoutesOptions> = async (scope, options) => {
  const { deps, uploadDir } = options;

  await scope.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    limits: MULTIPART_LIMITS,
    async onFile(part) {
      const entry = requestUploads(this);
      if (part.fieldname !== FORM_ATTACHMENT_FIELD) {
        part.file.resume();
        throw attachmentError(FORM_SEND_MESSAGES.fileType);
      }
      const upload = await receiveUpload(uploadDir, part, (path) => entry.tmpPaths.push(path));
      // an empty file part is what a form sends when no file was chosen
      if (upload.bytes === 0 && upload.originalName === "") return;
      if (upload.kind === null) throw attachmentError(FORM_SEND_MESSAGES.fileType);
      entry.upload = upload;
    },
  });

  // Temporary files never outlive their request (a kept file was renamed away: nothing to remove):
  // removed before the answer leaves, and again after it (or after an abort) for a stream still
  // being written when the answer was decided.
  const discardTemporary = async (request: FastifyRequest) => {
    const entry = uploadsOf.get(request);
    if (entry) await Promise.all(entry.tmpPaths.map(discardFile));
  };
  scope.addHook("onSend", async (request, _reply, payload) => {
    await discardTemporary(request);
    return payload;
  });
  scope.addHook("onResponse", discardTemporary);
  scope.addHook("preHandler", async (request) => {
    bodiesRead.add(request);
  });
  scope.addHook("onRequestAbort", discardTemporary);

  scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const code = (error as FastifyError).code;
    if (error instanceof UploadTooLargeError || code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({
        message: FORM_SEND_MESSAGES.fileTooLarge,
        errors: { [FORM_ATTACHMENT_FIELD]: [FORM_SEND_MESSAGES.fileTooLarge] },
      });
    }
    if (code === "FST_FILES_LIMIT")
      return handleError(attachmentError(FORM_SEND_MESSAGES.oneFile), request, reply);
    if (isUnreadableMultipart(error, request))
      return handleError(new HttpError(400, MESSAGES.badRequest), request, reply);
    return handleError(error, request, reply);
  });

  const router = s.router(contract.forms, {
    send: async ({ body, request }) => {
      const upload = uploadsOf.get(request)?.upload ?? null;
      const kept = upload?.kind ? { ...upload, kind: upload.kind } : null;
      // ts-rest types a multipart body without its files; the fields are the validated body
      const form = body as TFormSendData;
      if (form.type === FORM_TYPES.lensRequest) {
        const unknown = await unknownSourceMessage(deps.db, form.source);
        if (unknown) return { status: 400, body: { message: unknown, errors: { source: [unknown] } } };
      }
      const { id } = await saveSubmission(deps.db, uploadDir, form, kept);
      return { status: 200, body: { id, message: FORM_SEND_MESSAGES.sent } };
    },
  });
  // in a child scope: ts-rest sets its own error handler there, which hands every other error to ours
  await scope.register(async (routes) => {
    s.registerRouter(contract.forms, router, routes, {
      logInitialization: false,
      jsonQuery: false,
      responseValidation: options.validateResponses,
      requestValidationErrorHandler: (err, _request, reply) =>
        reply.status(400).send(validationErrorBody(err)),
    });
  });
};
