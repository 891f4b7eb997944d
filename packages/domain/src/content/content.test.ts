import { describe, expect, it } from "vitest";
import { campaignStatus, isVideoEmbedUrl, readingMinutes, videoFrameSources } from "./index.ts";

describe("campaignStatus", () => {
  const dates = { startsOn: "2026-11-01", endsOn: "2026-11-30" };
  it("counts both ends of the dates as part of the promotion", () => {
    expect(campaignStatus(dates, "2026-11-01")).toBe("current");
    expect(campaignStatus(dates, "2026-11-30")).toBe("current");
    expect(campaignStatus(dates, "2026-10-31")).toBe("upcoming");
    expect(campaignStatus(dates, "2026-12-01")).toBe("expired");
  });
});

describe("readingMinutes", () => {
  it("reads words outside tags, at least one minute", () => {
    expect(readingMinutes("<p>Коротко</p>")).toBe(1);
    expect(readingMinutes(`<p>${"слово ".repeat(900)}</p>`)).toBe(5);
    expect(readingMinutes("— — —")).toBe(1);
  });
});

describe("video hosts", () => {
  it("accepts https players of the listed hosts only", () => {
    expect(isVideoEmbedUrl("https://rutube.ru/play/embed/123")).toBe(true);
    expect(isVideoEmbedUrl("https://vkvideo.ru/video_ext.php?oid=1&id=2")).toBe(true);
    expect(isVideoEmbedUrl("https://www.youtube-nocookie.com/embed/abc")).toBe(true);
    expect(isVideoEmbedUrl("http://rutube.ru/play/embed/123")).toBe(false);
    expect(isVideoEmbedUrl("https://rutube.ru.evil.example/x")).toBe(false);
    expect(isVideoEmbedUrl("https://user@rutube.ru/x")).toBe(false);
    expect(isVideoEmbedUrl("https://rutube.ru:8443/x")).toBe(false);
    expect(isVideoEmbedUrl("javascript:alert(1)")).toBe(false);
    expect(isVideoEmbedUrl("not a url")).toBe(false);
  });

  it("frames every accepted host in the CSP: a player the content accepts is never blocked", () => {
    const sources = videoFrameSources();
    for (const url of [
      "https://www.youtube.com/embed/x",
      "https://vk.com/video_ext.php",
      "https://vkvideo.ru/v",
    ]) {
      expect(sources).toContain(new URL(url).origin);
    }
  });
});
