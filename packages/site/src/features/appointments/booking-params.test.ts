import { describe, expect, it } from "vitest";
import { activeStep, bookingHref, parseBookingChoice, stepState } from "./booking-params.ts";

const parse = (query: string, fixed?: string) => parseBookingChoice(new URLSearchParams(query), fixed);

describe("booking choice in the URL", () => {
  it("reads every step and starts at the first one not chosen", () => {
    const full = parse(
      "service=eye-exam&clinic=3&specialist=any&date=2026-11-24&time=2026-11-24T05:00:00.000Z",
    );
    expect(full).toEqual({
      service: "eye-exam",
      clinic: 3,
      specialist: "any",
      date: "2026-11-24",
      time: "2026-11-24T05:00:00.000Z",
    });
    expect(activeStep(full)).toBe("contacts");
    expect(activeStep(parse(""))).toBe("service");
    expect(activeStep(parse("service=eye-exam&clinic=3"))).toBe("specialist");
  });

  it("drops a later step whose earlier ones are missing, and values that do not parse", () => {
    expect(parse("clinic=3&date=2026-11-24")).toEqual({
      service: null,
      clinic: null,
      specialist: null,
      date: null,
      time: null,
    });
    expect(parse("service=eye-exam&clinic=0").clinic).toBeNull();
    expect(parse("service=eye-exam&clinic=99999999999").clinic).toBeNull();
    expect(parse("service=Eye Exam").service).toBeNull();
    expect(parse("service=a&clinic=1&specialist=x").specialist).toBeNull();
    expect(parse("service=a&clinic=1&specialist=2&date=24.11.2026").date).toBeNull();
  });

  it("/zapis/{slug} starts with that service chosen", () => {
    const choice = parse("", "myopia-control");
    expect(choice.service).toBe("myopia-control");
    expect(activeStep(choice)).toBe("clinic");
  });

  it("marks earlier steps done and later ones locked", () => {
    const choice = parse("service=eye-exam&clinic=3");
    expect(stepState(choice, "service")).toBe("done");
    expect(stepState(choice, "clinic")).toBe("done");
    expect(stepState(choice, "specialist")).toBe("active");
    expect(stepState(choice, "date")).toBe("locked");
    expect(stepState(choice, "contacts")).toBe("locked");
  });
});

describe("bookingHref", () => {
  const choice = parse(
    "service=eye-exam&clinic=3&specialist=7&date=2026-11-24&time=2026-11-24T05:00:00.000Z",
  );

  it("sets a step and clears every later one", () => {
    expect(bookingHref("/zapis", choice, "clinic", 5)).toBe("/zapis?service=eye-exam&clinic=5");
    expect(bookingHref("/zapis", choice, "date", "2026-11-25")).toBe(
      "/zapis?service=eye-exam&clinic=3&specialist=7&date=2026-11-25",
    );
  });

  it("reopens a step with null", () => {
    expect(bookingHref("/zapis", choice, "specialist", null)).toBe("/zapis?service=eye-exam&clinic=3");
    expect(bookingHref("/zapis", choice, "service", null)).toBe("/zapis");
  });

  it("keeps a fixed service in the path, and leaves it for /zapis when the service changes", () => {
    const fixed = parse("clinic=3", "eye-exam");
    expect(bookingHref("/zapis/eye-exam", fixed, "specialist", "any", "eye-exam")).toBe(
      "/zapis/eye-exam?clinic=3&specialist=any",
    );
    expect(bookingHref("/zapis/eye-exam", fixed, "service", null, "eye-exam")).toBe("/zapis");
    expect(bookingHref("/zapis/eye-exam", fixed, "clinic", 4, "eye-exam")).toBe("/zapis/eye-exam?clinic=4");
  });
});
