import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FORM_ATTACHMENT_MAX_BYTES } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { queryRows } from "../../db/rows.ts";
import { buildTestApp, describeOnEngines } from "../../test/harness.ts";
import { FORM_SEND_QUERY_BUDGET, LENS_REQUEST_QUERY_BUDGET } from "../../test/query-budgets.ts";
import { multipart, sampleExe, samplePdf, samplePng } from "./test-files.ts";

const uploadDir = await mkdtemp(join(tmpdir(), "forms-uploads-"));
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

type TRow = {
  id: string;
  type: string;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  source: unknown;
  no_mail_send: boolean;
  attachment_file: string | null;
  attachment_name: string | null;
  attachment_kind: string | null;
  attachment_bytes: number | null;
};

const cooperation = {
  type: "Сотрудничество",
  name: "Анна Петрова",
  phone: "+79123456789",
  email: "anna@example.ru",
  message: "Предлагаем поставки оправ для ваших салонов",
};

/** Kept files (the temporary folder aside). */
async function keptFiles(): Promise<string[]> {
  return (await readdir(uploadDir)).filter((name) => name !== "tmp");
}

async function tmpFiles(): Promise<string[]> {
  return readdir(join(uploadDir, "tmp")).catch(() => []);
}

describeOnEngines(
  "forms: POST /form/send",
  (ctx) => {
    const rowById = async (id: string) =>
      (await queryRows<TRow>(ctx().db, sql`select * from form_submissions where id = ${id}`))[0];
    const send = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
      ctx().app.inject({ method: "POST", url: "/form/send", ...multipart(fields, files) });

    it("stores a cooperation enquiry with its PDF, the file under its id", async () => {
      const pdf = samplePdf();
      const res = await send(cooperation, [
        { field: "attachments", name: "предложение.pdf", type: "application/pdf", content: pdf },
      ]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe("Заявка успешно отправлена");
      const row = await rowById(body.id);
      expect(row).toMatchObject({
        type: "Сотрудничество",
        name: "Анна Петрова",
        phone: "+79123456789",
        email: "anna@example.ru",
        message: cooperation.message,
        attachment_file: `${body.id}.pdf`,
        attachment_name: "предложение.pdf",
        attachment_kind: "pdf",
        attachment_bytes: pdf.length,
      });
      expect(await readFile(join(uploadDir, `${body.id}.pdf`))).toEqual(pdf);
      expect(await tmpFiles()).toEqual([]);
    });

    it("stores a PNG by its content even when it is called .jpg", async () => {
      const res = await send(cooperation, [
        { field: "attachments", name: "logo.jpg", type: "image/jpeg", content: samplePng() },
      ]);
      expect(res.statusCode).toBe(200);
      const row = await rowById(res.json().id);
      expect(row?.attachment_kind).toBe("png");
      expect(row?.attachment_file).toBe(`${res.json().id}.png`);
    });

    it("stores an enquiry without a file (an empty file part counts as none)", async () => {
      const res = await send(cooperation, [
        { field: "attachments", name: "", type: "application/octet-stream", content: Buffer.alloc(0) },
      ]);
      expect(res.statusCode).toBe(200);
      expect(await rowById(res.json().id)).toMatchObject({ attachment_file: null, attachment_kind: null });
    });

    it(`a submission costs ${FORM_SEND_QUERY_BUDGET} statement; a refused one none`, async () => {
      ctx().resetQueries();
      const ok = await send(cooperation);
      expect(ok.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(FORM_SEND_QUERY_BUDGET);
      ctx().resetQueries();
      const bad = await send({ ...cooperation, phone: "12" });
      expect(bad.statusCode).toBe(400);
      expect(ctx().queries.length).toBe(0);
    });

    const lensRequest = (source: unknown) =>
      ctx().app.inject({
        method: "POST",
        url: "/form/send",
        payload: {
          type: "Заявка на линзы",
          name: "Иван",
          phone: "79123456789",
          message: "Нужны линзы -2,50 на оба глаза",
          source,
          no_mail_send: 1,
        },
      });

    it(`stores the out-of-stock lens request (JSON) with its source, in ${LENS_REQUEST_QUERY_BUDGET} statements`, async () => {
      ctx().resetQueries();
      const res = await lensRequest({ product_id: 101, modification_id: 50003 });
      expect(res.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(LENS_REQUEST_QUERY_BUDGET);
      expect(await rowById(res.json().id)).toMatchObject({
        type: "Заявка на линзы",
        name: "Иван",
        phone: "79123456789",
        email: null,
        source: { product_id: 101, modification_id: 50003 },
        no_mail_send: true,
        attachment_file: null,
      });
      // the spec's "list": one entry is read as that entry
      const listed = await lensRequest([{ product_id: 102 }]);
      expect(listed.statusCode).toBe(200);
      expect(await rowById(listed.json().id)).toMatchObject({ source: { product_id: 102 } });
    });

    it("refuses a request about a product or a variant the catalogue does not have, storing nothing", async () => {
      const count = async () =>
        (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from form_submissions`))[0]
          ?.n;
      const before = await count();
      for (const [source, message] of [
        [{ product_id: 999_999 }, "Товар не найден"],
        [{ product_id: 999_999, modification_id: 50003 }, "Товар не найден"],
        [{ product_id: 102, modification_id: 50003 }, "Такого варианта товара нет"],
        [{ product_id: 101, modification_id: 999_999 }, "Такого варианта товара нет"],
      ] as const) {
        const res = await lensRequest(source);
        expect([res.statusCode, res.json()], JSON.stringify(source)).toEqual([
          400,
          { message, errors: { source: [message] } },
        ]);
      }
      expect(await count()).toBe(before);
    });

    it("refuses an executable named .pdf with 400, keeps nothing", async () => {
      const before = await keptFiles();
      const res = await send(cooperation, [
        { field: "attachments", name: "счёт.pdf", type: "application/pdf", content: sampleExe() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Можно приложить только файл PDF, DOC, DOCX, JPG или PNG",
        errors: { attachments: ["Можно приложить только файл PDF, DOC, DOCX, JPG или PNG"] },
      });
      expect(await keptFiles()).toEqual(before);
      expect(await tmpFiles()).toEqual([]);
    });

    it("refuses a file over 10 MB with 413 and a Russian message", async () => {
      const big = Buffer.concat([samplePdf(), Buffer.alloc(FORM_ATTACHMENT_MAX_BYTES)]);
      const res = await send(cooperation, [
        { field: "attachments", name: "big.pdf", type: "application/pdf", content: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe("Файл слишком большой: можно приложить файл не больше 10 МБ");
      expect(await tmpFiles()).toEqual([]);
    });

    it("accepts a file of exactly 10 MB", async () => {
      const pdf = samplePdf();
      const exact = Buffer.concat([pdf, Buffer.alloc(FORM_ATTACHMENT_MAX_BYTES - pdf.length)]);
      const res = await send(cooperation, [
        { field: "attachments", name: "exact.pdf", type: "application/pdf", content: exact },
      ]);
      expect(res.statusCode).toBe(200);
      expect((await rowById(res.json().id))?.attachment_bytes).toBe(FORM_ATTACHMENT_MAX_BYTES);
    });

    it("answers missing and invalid fields with the domain's messages per field, and keeps no file", async () => {
      const before = await keptFiles();
      const res = await send({ type: "Сотрудничество", name: " А ", phone: "+7912", email: "anna@" }, [
        { field: "attachments", name: "a.pdf", type: "application/pdf", content: samplePdf() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: ["Поле должно содержать минимум 2 символа"],
        phone: ["Введён некорректный телефон"],
        email: ["Невалидный почтовый адрес"],
        message: ["Обязательно к заполнению"],
      });
      expect(await keptFiles()).toEqual(before);
      expect(await tmpFiles()).toEqual([]);

      const lens = await ctx().app.inject({
        method: "POST",
        url: "/form/send",
        payload: { type: "Заявка на линзы", name: "", phone: "7912", source: { product_id: 1 } },
      });
      expect(lens.statusCode).toBe(400);
      expect(lens.json().errors).toEqual({
        name: ["Обязательно к заполнению"],
        phone: ["Неверный формат номера"],
      });

      const unknown = await ctx().app.inject({
        method: "POST",
        url: "/form/send",
        payload: { type: "spam" },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ type: ["Неизвестный тип заявки"] });

      const twoFiles = await send(cooperation, [
        { field: "attachments", name: "a.pdf", type: "application/pdf", content: samplePdf() },
        { field: "attachments", name: "b.pdf", type: "application/pdf", content: samplePdf() },
      ]);
      expect(twoFiles.statusCode).toBe(400);
      expect(twoFiles.json().errors).toEqual({ attachments: ["Можно приложить только один файл"] });
    });

    it("answers a body that is not multipart data with 400, not 500, and keeps nothing", async () => {
      const before = await keptFiles();
      const file = multipart(cooperation, [
        { field: "attachments", name: "a.pdf", type: "application/pdf", content: samplePdf() },
      ]);
      const contentType = file.headers["content-type"] ?? "";
      const cases: [string, string, string | Buffer][] = [
        ["no boundary", "multipart/form-data", "{}"],
        ["a boundary the body does not use", "multipart/form-data; boundary=x", "{}"],
        ["a boundary over 256 characters", `multipart/form-data; boundary=${"b".repeat(300)}`, "{}"],
        ["a body cut inside its file part", contentType, file.payload.subarray(0, file.payload.length - 60)],
      ];
      for (const [what, type, payload] of cases) {
        const res = await ctx().app.inject({
          method: "POST",
          url: "/form/send",
          headers: { "content-type": type },
          payload,
        });
        expect({ what, status: res.statusCode, body: res.json() }).toEqual({
          what,
          status: 400,
          body: { message: "Некорректный запрос" },
        });
      }
      expect(await keptFiles()).toEqual(before);
      expect(await tmpFiles()).toEqual([]);
    });

    it("stores 200 parallel submissions exactly once each", async () => {
      const count = async () =>
        Number(
          (
            await queryRows<{ n: string }>(
              ctx().db,
              sql`select count(*) as n from form_submissions where message like 'Параллельная заявка %'`,
            )
          )[0]?.n,
        );
      expect(await count()).toBe(0);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          send({ ...cooperation, message: `Параллельная заявка ${i}` }, [
            { field: "attachments", name: `${i}.png`, type: "image/png", content: samplePng() },
          ]),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
      expect(new Set(answers.map((r) => r.json().id)).size).toBe(200);
      expect(await count()).toBe(200);
      const messages = await queryRows<{ message: string; attachment_file: string }>(
        ctx().db,
        sql`select message, attachment_file from form_submissions where message like 'Параллельная заявка %'`,
      );
      expect(new Set(messages.map((r) => r.message)).size).toBe(200);
      const kept = new Set(await keptFiles());
      for (const row of messages) expect(kept.has(row.attachment_file)).toBe(true);
    }, 60_000);

    it("answers no 200 and keeps no file when the row cannot be stored", async () => {
      const db = ctx().db;
      const before = await keptFiles();
      await db.execute(sql`alter table form_submissions rename to form_submissions_away`);
      try {
        const res = await send(cooperation, [
          { field: "attachments", name: "a.pdf", type: "application/pdf", content: samplePdf() },
        ]);
        expect(res.statusCode).toBe(500);
      } finally {
        await db.execute(sql`alter table form_submissions_away rename to form_submissions`);
      }
      expect(await keptFiles()).toEqual(before);
    });

    it("is a write route: the write rate limit applies", async () => {
      const app = await buildTestApp(ctx().db, {
        env: { FORM_UPLOAD_DIR: uploadDir },
        rateLimit: { max: { write: 2 } },
      });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++) {
          codes.push(
            (await app.inject({ method: "POST", url: "/form/send", ...multipart({ ...cooperation }) }))
              .statusCode,
          );
        }
        expect(codes).toEqual([200, 200, 429]);
      } finally {
        await app.close();
      }
    });

    it("is in the OpenAPI document", async () => {
      const doc = (await ctx().app.inject({ method: "GET", url: "/openapi.json" })).json();
      expect(Object.keys(doc.paths["/form/send"])).toEqual(["post"]);
    });
  },
  { app: { env: { FORM_UPLOAD_DIR: uploadDir } } },
);
