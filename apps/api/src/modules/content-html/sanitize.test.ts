import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize.ts";

/** Payloads from the usual XSS cheat sheets: none of them may keep a way to run script. */
const ATTACKS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror="alert(1)">`,
  `<img src="javascript:alert(1)">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="JAVASCRIPT:alert(1)" onclick="alert(2)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<svg onload=alert(1)><circle r=1 /></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<div onmouseover="alert(1)" style="background:url(javascript:alert(1))">x</div>`,
  `<p style="behavior:url(x.htc);color:red">x</p>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<!--<script>alert(1)</script>-->`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="//evil.example/">x</a>`,
];

function assertHarmless(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:text/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toMatch(/srcdoc/i);
  expect(html).not.toMatch(/<(object|embed|form|meta|base|link|svg|math|body)\b/i);
  expect(html).not.toMatch(/evil\.example/i);
}

describe("sanitizeContentHtml", () => {
  it.each(ATTACKS)("leaves nothing that runs script: %s", (attack) => {
    const once = sanitizeContentHtml(attack);
    assertHarmless(once);
    // Sanitising its own output changes nothing (it is stored sanitised and sanitised again when served).
    expect(sanitizeContentHtml(once)).toBe(once);
  });

  it("drops script content instead of showing it as text", () => {
    expect(sanitizeContentHtml("<p>Текст</p><script>alert('x')</script>")).toBe("<p>Текст</p>");
  });

  it("keeps the rich text an editor writes", () => {
    const html = [
      "<h2>Как выбрать линзы</h2>",
      '<p>Текст <strong>жирный</strong>, <em>курсив</em> и <a href="/catalog/linzy">ссылка</a>.</p>',
      '<ul><li>один</li><li>два</li></ul><ol start="3"><li>три</li></ol>',
      '<figure><img src="/media/x.webp" alt="Линзы" width="640" height="360"><figcaption>Подпись</figcaption></figure>',
      '<table><thead><tr><th scope="col">Срок</th></tr></thead><tbody><tr><td>1 день</td></tr></tbody></table>',
      "<blockquote>Цитата</blockquote>",
    ].join("");
    const out = sanitizeContentHtml(html);
    expect(out).toContain("<h2>Как выбрать линзы</h2>");
    expect(out).toContain('<a href="/catalog/linzy">ссылка</a>');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('alt="Линзы"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain("<figcaption>Подпись</figcaption>");
    expect(out).toContain('<th scope="col">Срок</th>');
    expect(out).toContain("<blockquote>Цитата</blockquote>");
  });

  it("keeps mailto, tel and https links; external ones open safely", () => {
    expect(sanitizeContentHtml('<a href="mailto:info@example.ru">почта</a>')).toBe(
      '<a href="mailto:info@example.ru">почта</a>',
    );
    expect(sanitizeContentHtml('<a href="tel:+78001234567">тел</a>')).toBe(
      '<a href="tel:+78001234567">тел</a>',
    );
    expect(sanitizeContentHtml('<a href="https://acuvue.ru/" target="_top">x</a>')).toBe(
      '<a href="https://acuvue.ru/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/a" target="_blank" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
  });

  it("turns an h1 into an h2 (the page has its own title)", () => {
    expect(sanitizeContentHtml("<h1>Заголовок</h1>")).toBe("<h2>Заголовок</h2>");
  });

  it("keeps iframes only from the allowed video hosts, over https", () => {
    const youtube = sanitizeContentHtml(
      '<iframe src="https://www.youtube.com/embed/abc" title="Видео" allowfullscreen onload="x()"></iframe>',
    );
    expect(youtube).toContain('src="https://www.youtube.com/embed/abc"');
    expect(youtube).toContain('loading="lazy"');
    expect(youtube).not.toContain("onload");
    const rutube = sanitizeContentHtml('<iframe src="https://rutube.ru/play/embed/1"></iframe>');
    expect(rutube).toContain("rutube.ru");
    expect(sanitizeContentHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).not.toContain(
      "youtube",
    );
    expect(sanitizeContentHtml('<iframe src="https://youtube.com.evil.example/"></iframe>')).not.toContain(
      "evil",
    );
  });
});
