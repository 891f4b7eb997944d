import { describe, expect, it } from "vitest";
import { placeStructuredData } from "../../clinics/clinic-structured-data.ts";
import { articleJsonLd } from "./article-json-ld.ts";
import { breadcrumbListJsonLd } from "./breadcrumb-list-json-ld.ts";
import { faqPageJsonLd } from "./faq-page-json-ld.ts";
import { jobPostingJsonLd } from "./job-posting-json-ld.ts";
import { organizationJsonLd, webSiteJsonLd } from "./organization-json-ld.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { jsonLdProblems } from "./validate-json-ld.ts";
import { videoObjectJsonLd } from "./video-object-json-ld.ts";

const origin = "https://ekb.optika.example";

const product = {
  name: "Acuvue Oasys 1-Day",
  url: `${origin}/product/acuvue-oasys-1-day`,
  images: [`${origin}/api/storage/image/7/800x800_contain_q80.webp`],
  sku: "101",
  brandName: "Acuvue",
  categoryName: "Контактные линзы",
  price: 199_000,
  isInStock: true,
};

describe("productJsonLd", () => {
  it("is a valid Product whose Offer carries the price in RUB and the city's availability", () => {
    const data = productJsonLd(product);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data.offers).toMatchObject({
      price: "1990.00",
      priceCurrency: "RUB",
      availability: "https://schema.org/InStock",
    });
    expect(productJsonLd({ ...product, isInStock: false }).offers).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("has an AggregateRating only when reviews exist", () => {
    expect(productJsonLd(product)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...product, rating: { value: 0, count: 0 } })).not.toHaveProperty(
      "aggregateRating",
    );
    const rated = productJsonLd({ ...product, rating: { value: 4.666, count: 3 } });
    expect(rated.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    expect(jsonLdProblems(rated)).toEqual([]);
  });

  it("the validator refuses a price in kopecks or another currency", () => {
    const data = productJsonLd(product) as unknown as { offers: Record<string, unknown> };
    expect(jsonLdProblems({ ...data, offers: { ...data.offers, price: 199000 } })).not.toEqual([]);
    expect(jsonLdProblems({ ...data, offers: { ...data.offers, priceCurrency: "USD" } })).not.toEqual([]);
  });
});

describe("breadcrumbListJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs, the last one being the page", () => {
    const data = breadcrumbListJsonLd(
      origin,
      [{ label: "Главная", href: "/" }, { label: "Линзы", href: "/catalog/linzy" }, { label: "Acuvue" }],
      product.url,
    );
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Главная", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Линзы", item: `${origin}/catalog/linzy` },
      { "@type": "ListItem", position: 3, name: "Acuvue", item: product.url },
    ]);
  });

  it("never puts another host into an item from a //host href", () => {
    const data = breadcrumbListJsonLd(origin, [{ label: "x", href: "//evil.example/a" }], product.url);
    expect((data.itemListElement as unknown as { item: string }[])[0]?.item).toBe(`${origin}/evil.example/a`);
  });
});

describe("home page: Organization and WebSite", () => {
  it("are valid, and the SearchAction opens /search?search=…", () => {
    const org = organizationJsonLd({
      name: "JJ Vision",
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      sameAs: ["https://t.me/optika"],
    });
    const site = webSiteJsonLd({ name: "JJ Vision", url: `${origin}/` });
    expect(jsonLdProblems([org, site])).toEqual([]);
    expect(JSON.stringify(site)).toContain(`${origin}/search?search={search_term_string}`);
  });
});

describe("content builders", () => {
  it("articleJsonLd is a valid Article with a headline of at most 110 characters", () => {
    const data = articleJsonLd({
      headline: "Как выбрать контактные линзы ".repeat(6),
      url: `${origin}/stat/linzy/kak-vybrat`,
      description: "Советы офтальмолога",
      images: [`${origin}/api/storage/image/3/800x800_contain_q80.webp`],
      datePublished: "2026-10-01T09:00:00.000Z",
      publisherName: "Оптика",
      publisherLogo: `${origin}/favicon.svg`,
    });
    expect(jsonLdProblems(data)).toEqual([]);
    expect(String(data.headline).length).toBeLessThanOrEqual(110);
    expect(data.dateModified).toBe("2026-10-01T09:00:00.000Z");
  });

  it("faqPageJsonLd is a valid FAQPage, and an empty one is refused by the validator", () => {
    const data = faqPageJsonLd([
      { question: "Можно ли спать в линзах?", answer: "Только в подходящих для этого." },
    ]);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(jsonLdProblems(faqPageJsonLd([]))).not.toEqual([]);
  });
});

describe("contacts: Optician / MedicalClinic", () => {
  it("a clinic with address, geo, phones and opening hours is valid", () => {
    const data = placeStructuredData({
      name: "Оптика на Ленина",
      address: "Екатеринбург, пр. Ленина, 50",
      phones: ["+7 343 000-00-00"],
      lat: 56.84,
      lon: 60.6,
      isClinic: true,
      openingHours: [
        { weekday: 1, opens: "10:00", closes: "20:00" },
        { weekday: 2, opens: "10:00", closes: "20:00" },
      ],
      url: `${origin}/kontakty`,
    });
    expect(jsonLdProblems(data)).toEqual([]);
  });
});

describe("videoObjectJsonLd", () => {
  const video = {
    name: "Как надевать линзы",
    description: "Пошагово, с советами врача",
    thumbnailUrl: `${origin}/api/storage/image/5/480x480_contain_q80.jpg`,
    uploadDate: "2026-11-20T10:00:00.000Z",
    duration: "PT3M34S",
    embedUrl: "https://rutube.ru/play/embed/abc/",
    url: `${origin}/video`,
  };

  it("is a valid VideoObject with the poster, the date, the duration and the player", () => {
    const data = videoObjectJsonLd(video);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      "@type": "VideoObject",
      thumbnailUrl: [video.thumbnailUrl],
      uploadDate: video.uploadDate,
      duration: "PT3M34S",
      embedUrl: video.embedUrl,
    });
    expect(videoObjectJsonLd({ ...video, description: " " })?.description).toBe(video.name);
  });

  it("is left out for a video without a poster or a player; nothing is made up", () => {
    expect(videoObjectJsonLd({ ...video, thumbnailUrl: null })).toBeNull();
    expect(videoObjectJsonLd({ ...video, embedUrl: "" })).toBeNull();
  });
});

describe("jobPostingJsonLd", () => {
  const vacancy = {
    title: "Оптометрист",
    sections: [
      { heading: "Обязанности", items: ["Подбор линз", "Проверка <зрения> & рефракции"] },
      { heading: "Требования", items: [] },
    ],
    datePosted: "2026-11-12T08:00:00.000Z",
    employmentTypes: ["FULL_TIME"],
    city: "Екатеринбург",
    salaryFrom: 8_000_000,
    salaryTo: 12_000_000,
    organization: { name: "Оптика", url: `${origin}/`, logo: `${origin}/logo.svg` },
    url: `${origin}/vakansii`,
  };

  it("is a valid JobPosting: date, employment type, the town in Russia, the brand, salary a month in RUB", () => {
    const data = jobPostingJsonLd(vacancy);
    expect(jsonLdProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      title: "Оптометрист",
      datePosted: vacancy.datePosted,
      employmentType: ["FULL_TIME"],
      hiringOrganization: { "@type": "Organization", name: "Оптика" },
      jobLocation: { address: { addressLocality: "Екатеринбург", addressCountry: "RU" } },
      baseSalary: { currency: "RUB", value: { minValue: 80_000, maxValue: 120_000, unitText: "MONTH" } },
    });
    expect(data).not.toHaveProperty("validThrough");
  });

  it("describes the vacancy by its lists as HTML, its text escaped, empty lists left out", () => {
    expect(jobPostingJsonLd(vacancy).description).toBe(
      "<p><strong>Обязанности</strong></p><ul><li>Подбор линз</li><li>Проверка &lt;зрения&gt; &amp; рефракции</li></ul>",
    );
  });

  it("states only the salary and employment types the vacancy has", () => {
    const open = jobPostingJsonLd({ ...vacancy, salaryFrom: null, salaryTo: null, employmentTypes: [] });
    expect(jsonLdProblems(open)).toEqual([]);
    expect(open).not.toHaveProperty("baseSalary");
    expect(open).not.toHaveProperty("employmentType");
    expect(jobPostingJsonLd({ ...vacancy, salaryTo: null }).baseSalary).toMatchObject({
      value: { minValue: 80_000, unitText: "MONTH" },
    });
  });
});
