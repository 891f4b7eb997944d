/** Test helper: a fetch that answers recorded JSON from __fixtures__ and remembers what it was asked. */
import { readFileSync } from "node:fs";
import type { TFetch } from "./fetch-json.ts";

export type TRecordedCall = { url: string; method: string; headers: Record<string, string>; body: string };
export type TRecordedAnswer = { fixture: string; status?: number } | { text: string; status: number };

/** Answers each call with the next of `answers` (the last repeats); `calls` lists the requests. */
export function recordedFetch(
  dir: string,
  answers: TRecordedAnswer[],
): { fetch: TFetch; calls: TRecordedCall[] } {
  const calls: TRecordedCall[] = [];
  const fetchImpl: TFetch = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      url,
      method: init.method ?? "GET",
      headers,
      body: typeof init.body === "string" ? init.body : "",
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new Error("no recorded answer");
    const text =
      "text" in answer ? answer.text : readFileSync(`${dir}/__fixtures__/${answer.fixture}`, "utf8");
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fetchImpl, calls };
}
