// @vitest-environment node
import { type ActionFunctionArgs, isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as booking from "../../routes/booking.tsx";
import * as checkout from "../../routes/checkout.tsx";
import * as checkoutProcessNew from "../../routes/checkout-process-new.tsx";
import * as footerSubscription from "../../routes/footer-subscription.tsx";
import * as profileAppointments from "../../routes/profile-appointments.tsx";
import * as question from "../../routes/question.tsx";
import * as questionsIndex from "../../routes/questions-index.tsx";
import * as quickAppointment from "../../routes/quick-appointment.tsx";
import * as reviews from "../../routes/reviews.tsx";
import * as vacancies from "../../routes/vacancies.tsx";
import { apiContext, type TApiClient } from "../../server/api.server.ts";
import { requestForm } from "./request-form.server.ts";

const URL_ = "http://localhost/reviews";

/** Bodies no browser form sends: [what, method, content type, body]. */
const NOT_FORMS: [string, string, string | null, string | null][] = [
  ["JSON", "POST", "application/json", '{"name":"x"}'],
  ["malformed JSON", "POST", "application/json", "{"],
  ["plain text", "POST", "text/plain", "name=x"],
  ["no content type", "POST", null, "name=x"],
  ["multipart without its boundary", "POST", "multipart/form-data", "x"],
  [
    "multipart cut short",
    "POST",
    "multipart/form-data; boundary=zz",
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
  ],
  ["an empty DELETE", "DELETE", null, null],
];

function requestOf(method: string, type: string | null, body: string | null): Request {
  return new Request(URL_, {
    method,
    headers: type ? { "content-type": type } : {},
    body,
  });
}

/** The status a thrown value answers with (a thrown `data(…)` or an error response). */
async function thrownStatus(run: () => Promise<unknown>): Promise<number | "no throw"> {
  try {
    await run();
    return "no throw";
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    const init = (error as { init?: { status?: number } | null }).init;
    return init?.status ?? (error as { status?: number }).status ?? -1;
  }
}

describe("requestForm", () => {
  it("reads both form encodings", async () => {
    const encoded = await requestForm(
      requestOf("POST", "application/x-www-form-urlencoded", "name=%D0%90%D0%BD%D0%BD%D0%B0&x=1"),
    );
    expect(encoded.get("name")).toBe("Анна");
    const multipart = await requestForm(
      requestOf(
        "POST",
        "multipart/form-data; boundary=zz",
        '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--zz--\r\n',
      ),
    );
    expect(multipart.get("name")).toBe("Анна");
  });

  it.each(NOT_FORMS)("answers %s with 400", async (_what, method, type, body) => {
    expect(await thrownStatus(() => requestForm(requestOf(method, type, body)))).toBe(400);
  });
});

describe("page actions that read a form", () => {
  const actions = {
    booking,
    checkout,
    checkoutProcessNew,
    footerSubscription,
    profileAppointments,
    question,
    questionsIndex,
    quickAppointment,
    reviews,
    vacancies,
  };

  it.each(Object.entries(actions))(
    "%s: a body that is not a form is a 400, and the API is not called",
    async (_name, route) => {
      for (const [what, method, type, body] of NOT_FORMS) {
        const calls: string[] = [];
        // any call to the API is recorded, and fails the test below
        const api = new Proxy({} as TApiClient, {
          get: (_target, group) =>
            new Proxy(
              {},
              {
                get: (_t, call) => async () => {
                  calls.push(`${String(group)}.${String(call)}`);
                  return { status: 200, body: {} };
                },
              },
            ),
        });
        const context = new RouterContextProvider();
        context.set(apiContext, api);
        const request = requestOf(method, type, body);
        const args = {
          request,
          context,
          params: {},
          url: new URL(request.url),
        } as unknown as ActionFunctionArgs;
        expect({ what, status: await thrownStatus(() => route.action(args)), calls }).toEqual({
          what,
          status: 400,
          calls: [],
        });
      }
    },
  );
});
