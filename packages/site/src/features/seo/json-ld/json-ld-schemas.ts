/*
 * JSON schemas (draft-07) of the schema.org types the site emits, with what search engines require
 * of each (Google's and Yandex's structured-data rules): validated in unit tests and on the SSR HTML
 * in e2e, through `validate-json-ld.ts`. A schema describes one node; `@context` is checked on the top.
 */

import { VACANCY_EMPLOYMENT_TYPES } from "@optika/api-contract";

const schemaUrl = { type: "string", pattern: "^https://schema\\.org/" } as const;
const absoluteUri = { type: "string", format: "uri", pattern: "^https?://" } as const;
const text = { type: "string", minLength: 1 } as const;

const typed = (type: string) => ({ const: type });

const postalAddress = {
  type: "object",
  required: ["@type", "streetAddress"],
  properties: { "@type": typed("PostalAddress"), streetAddress: text, addressCountry: text },
} as const;

const geo = {
  type: "object",
  required: ["@type", "latitude", "longitude"],
  properties: {
    "@type": typed("GeoCoordinates"),
    latitude: { type: "number", minimum: -90, maximum: 90 },
    longitude: { type: "number", minimum: -180, maximum: 180 },
  },
} as const;

const openingHours = {
  type: "object",
  required: ["@type", "dayOfWeek", "opens", "closes"],
  properties: {
    "@type": typed("OpeningHoursSpecification"),
    dayOfWeek: { type: "array", minItems: 1, items: schemaUrl },
    opens: { type: "string", pattern: "^\\d{2}:\\d{2}(:\\d{2})?$" },
    closes: { type: "string", pattern: "^\\d{2}:\\d{2}(:\\d{2})?$" },
  },
} as const;

const organizationRef = {
  type: "object",
  required: ["@type", "name"],
  properties: { "@type": { enum: ["Organization", "Person"] }, name: text },
} as const;

export const JSON_LD_SCHEMAS = {
  Product: {
    type: "object",
    required: ["@type", "name", "url", "offers"],
    properties: {
      "@type": typed("Product"),
      name: text,
      url: absoluteUri,
      sku: text,
      image: { type: "array", minItems: 1, items: absoluteUri },
      brand: {
        type: "object",
        required: ["@type", "name"],
        properties: { "@type": typed("Brand"), name: text },
      },
      offers: {
        type: "object",
        required: ["@type", "price", "priceCurrency", "availability"],
        properties: {
          "@type": typed("Offer"),
          url: absoluteUri,
          price: { type: "string", pattern: "^\\d+\\.\\d{2}$" },
          priceCurrency: { const: "RUB" },
          availability: {
            enum: [
              "https://schema.org/InStock",
              "https://schema.org/OutOfStock",
              "https://schema.org/PreOrder",
              "https://schema.org/LimitedAvailability",
            ],
          },
          itemCondition: schemaUrl,
        },
      },
      aggregateRating: {
        type: "object",
        required: ["@type", "ratingValue", "reviewCount"],
        properties: {
          "@type": typed("AggregateRating"),
          ratingValue: { type: "number", minimum: 1, maximum: 5 },
          reviewCount: { type: "integer", minimum: 1 },
        },
      },
    },
  },
  BreadcrumbList: {
    type: "object",
    required: ["@type", "itemListElement"],
    properties: {
      "@type": typed("BreadcrumbList"),
      itemListElement: {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          required: ["@type", "position", "name", "item"],
          properties: {
            "@type": typed("ListItem"),
            position: { type: "integer", minimum: 1 },
            name: text,
            item: absoluteUri,
          },
        },
      },
    },
  },
  Organization: {
    type: "object",
    required: ["@type", "name", "url"],
    properties: {
      "@type": typed("Organization"),
      name: text,
      url: absoluteUri,
      logo: absoluteUri,
      telephone: text,
      sameAs: { type: "array", items: absoluteUri },
    },
  },
  WebSite: {
    type: "object",
    required: ["@type", "name", "url", "potentialAction"],
    properties: {
      "@type": typed("WebSite"),
      name: text,
      url: absoluteUri,
      potentialAction: {
        type: "object",
        required: ["@type", "target", "query-input"],
        properties: {
          "@type": typed("SearchAction"),
          target: {
            type: "object",
            required: ["@type", "urlTemplate"],
            properties: {
              "@type": typed("EntryPoint"),
              urlTemplate: { type: "string", pattern: "^https?://.*\\{search_term_string\\}" },
            },
          },
          "query-input": { const: "required name=search_term_string" },
        },
      },
    },
  },
  Article: {
    type: "object",
    required: ["@type", "headline", "datePublished", "author", "publisher"],
    properties: {
      "@type": { enum: ["Article", "BlogPosting", "NewsArticle"] },
      headline: { type: "string", minLength: 1, maxLength: 110 },
      url: absoluteUri,
      image: { type: "array", minItems: 1, items: absoluteUri },
      datePublished: { type: "string", format: "date-time" },
      dateModified: { type: "string", format: "date-time" },
      author: organizationRef,
      publisher: organizationRef,
    },
  },
  FAQPage: {
    type: "object",
    required: ["@type", "mainEntity"],
    properties: {
      "@type": typed("FAQPage"),
      mainEntity: {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          required: ["@type", "name", "acceptedAnswer"],
          properties: {
            "@type": typed("Question"),
            name: text,
            acceptedAnswer: {
              type: "object",
              required: ["@type", "text"],
              properties: { "@type": typed("Answer"), text },
            },
          },
        },
      },
    },
  },
  /** a video of /video: what search engines require of a video result */
  VideoObject: {
    type: "object",
    required: ["@type", "name", "description", "thumbnailUrl", "uploadDate", "embedUrl"],
    properties: {
      "@type": typed("VideoObject"),
      name: text,
      description: text,
      thumbnailUrl: { type: "array", minItems: 1, items: absoluteUri },
      uploadDate: { type: "string", format: "date-time" },
      duration: { type: "string", pattern: "^PT(\\d+H)?(\\d+M)?(\\d+S)?$" },
      embedUrl: { type: "string", format: "uri", pattern: "^https://" },
      contentUrl: absoluteUri,
      url: absoluteUri,
    },
  },
  /** a vacancy of /vakansii: schema.org's and search engines' required fields of a job posting */
  JobPosting: {
    type: "object",
    required: ["@type", "title", "description", "datePosted", "hiringOrganization", "jobLocation"],
    properties: {
      "@type": typed("JobPosting"),
      title: text,
      description: text,
      datePosted: { type: "string", format: "date-time" },
      validThrough: { type: "string", format: "date-time" },
      employmentType: {
        type: "array",
        minItems: 1,
        items: { enum: [...VACANCY_EMPLOYMENT_TYPES] },
      },
      hiringOrganization: {
        type: "object",
        required: ["@type", "name"],
        properties: { "@type": typed("Organization"), name: text, sameAs: absoluteUri, logo: absoluteUri },
      },
      jobLocation: {
        type: "object",
        required: ["@type", "address"],
        properties: {
          "@type": typed("Place"),
          address: {
            type: "object",
            required: ["@type", "addressLocality", "addressCountry"],
            properties: {
              "@type": typed("PostalAddress"),
              addressLocality: text,
              addressRegion: text,
              addressCountry: { const: "RU" },
            },
          },
        },
      },
      baseSalary: {
        type: "object",
        required: ["@type", "currency", "value"],
        properties: {
          "@type": typed("MonetaryAmount"),
          currency: { const: "RUB" },
          value: {
            type: "object",
            required: ["@type", "unitText"],
            properties: {
              "@type": typed("QuantitativeValue"),
              value: { type: "number", exclusiveMinimum: 0 },
              minValue: { type: "number", exclusiveMinimum: 0 },
              maxValue: { type: "number", exclusiveMinimum: 0 },
              unitText: { enum: ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] },
            },
          },
        },
      },
    },
  },
  /** a clinic (`["MedicalClinic", "Optician"]`) or a shop (`Optician`) of /kontakty */
  LocalBusiness: {
    type: "object",
    required: ["@type", "name", "address", "geo", "telephone"],
    properties: {
      "@type": {
        anyOf: [
          { enum: ["Optician", "LocalBusiness", "MedicalClinic"] },
          { type: "array", minItems: 1, items: { enum: ["Optician", "LocalBusiness", "MedicalClinic"] } },
        ],
      },
      name: text,
      url: absoluteUri,
      address: postalAddress,
      geo,
      telephone: { anyOf: [text, { type: "array", minItems: 1, items: text }] },
      openingHoursSpecification: { type: "array", items: openingHours },
    },
  },
} as const;

export type TJsonLdSchemaName = keyof typeof JSON_LD_SCHEMAS;

/** Which schema a node's `@type` is checked against (null: a type the site does not validate). */
export function jsonLdSchemaName(node: unknown): TJsonLdSchemaName | null {
  if (typeof node !== "object" || node === null) return null;
  const type = (node as { "@type"?: unknown })["@type"];
  const types = Array.isArray(type) ? type : [type];
  if (types.some((t) => t === "Optician" || t === "LocalBusiness" || t === "MedicalClinic"))
    return "LocalBusiness";
  if (types.some((t) => t === "BlogPosting" || t === "NewsArticle")) return "Article";
  const first = types[0];
  return typeof first === "string" && first in JSON_LD_SCHEMAS ? (first as TJsonLdSchemaName) : null;
}
