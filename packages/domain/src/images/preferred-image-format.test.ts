import { describe, expect, it } from "vitest";
import { preferredImageFormat } from "./preferred-image-format.ts";

const UA = {
  safari13:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15",
  safari14:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 11_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Safari/605.1.15",
  safari17:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  iphone13:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 13_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Mobile/15E148 Safari/604.1",
  iphone16:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1",
  ipadChrome12:
    "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/80.0.3987.95 Mobile/15E148 Safari/604.1",
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  androidOld:
    "Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
};

describe("preferredImageFormat", () => {
  it("gives jpg to Safari below 14", () => {
    expect(preferredImageFormat(UA.safari13)).toBe("jpg");
    expect(preferredImageFormat(UA.iphone13)).toBe("jpg");
    expect(preferredImageFormat(UA.ipadChrome12)).toBe("jpg");
  });
  it("gives webp to everyone else", () => {
    expect(preferredImageFormat(UA.safari14)).toBe("webp");
    expect(preferredImageFormat(UA.safari17)).toBe("webp");
    expect(preferredImageFormat(UA.iphone16)).toBe("webp");
    expect(preferredImageFormat(UA.chrome)).toBe("webp");
    expect(preferredImageFormat(UA.androidOld)).toBe("webp");
    expect(preferredImageFormat(UA.firefox)).toBe("webp");
    expect(preferredImageFormat("curl/8.0")).toBe("webp");
    expect(preferredImageFormat("")).toBe("webp");
    expect(preferredImageFormat(undefined)).toBe("webp");
  });
});
