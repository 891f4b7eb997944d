import { describe, expect, it } from "vitest";
import { durationLabel, videoView } from "./video-view.ts";

describe("video view", () => {
  it("writes durations as a player does", () => {
    expect(durationLabel(214)).toBe("3:34");
    expect(durationLabel(59)).toBe("0:59");
    expect(durationLabel(3725)).toBe("1:02:05");
  });
  it("keeps the embed address and gives the poster a picture set", () => {
    const view = videoView({
      id: 1,
      title: "Как надеть линзу",
      description: "",
      poster_image_id: 7,
      embed_url: "https://rutube.ru/play/embed/abc/",
      duration_seconds: 214,
      published_at: "2026-11-01T10:00:00.000Z",
    });
    expect(view.durationIso).toBe("PT3M34S");
    expect(view.poster?.src).toContain("/api/storage/image/7/");
  });
});
