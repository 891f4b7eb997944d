import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeSlotsOfDay, slotVerdict, type TSlotRules } from "./free-slots.ts";
import { isoWeekday, zonedParts, zonedTimeToEpoch } from "./zoned-time.ts";

const ZONES = [
  "Europe/Kaliningrad",
  "Europe/Moscow",
  "Europe/Samara",
  "Asia/Yekaterinburg",
  "Asia/Omsk",
  "Asia/Novosibirsk",
  "Asia/Irkutsk",
  "Asia/Vladivostok",
] as const;

describe("zoned time", () => {
  it("maps local clinic times to instants across the day boundary", () => {
    // 09:00 in Vladivostok (UTC+10) is 23:00 UTC of the day before
    expect(new Date(zonedTimeToEpoch("2026-11-24", 9 * 60, "Asia/Vladivostok")).toISOString()).toBe(
      "2026-11-23T23:00:00.000Z",
    );
    expect(new Date(zonedTimeToEpoch("2026-11-24", 10 * 60, "Europe/Kaliningrad")).toISOString()).toBe(
      "2026-11-24T08:00:00.000Z",
    );
    expect(zonedParts(Date.parse("2026-11-23T23:00:00Z"), "Asia/Vladivostok")).toEqual({
      day: "2026-11-24",
      minutes: 540,
      weekday: 2,
    });
    expect(isoWeekday("2026-11-29")).toBe(7);
  });

  it("round-trips every local minute of every clinic zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 11, 31) }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, dayMs, minutes) => {
          const day = new Date(dayMs).toISOString().slice(0, 10);
          const at = zonedTimeToEpoch(day, minutes, zone);
          const back = zonedParts(at, zone);
          expect(back.day).toBe(day);
          expect(back.minutes).toBe(minutes);
        },
      ),
    );
  });
});

const DAY = "2026-11-24"; // a Tuesday

type TArb = {
  zone: string;
  duration: number;
  opens: number;
  closes: number;
  shifts: { id: number; starts: number; ends: number; breakAt: number | null }[];
  busy: { id: number; startMinute: number; length: number }[];
  nowMinute: number;
};

const arbRules = fc.record<TArb>({
  zone: fc.constantFrom(...ZONES),
  duration: fc.constantFrom(15, 30, 45, 60, 90),
  opens: fc.integer({ min: 0, max: 12 * 4 }).map((q) => q * 15),
  closes: fc.integer({ min: 12 * 4, max: 24 * 4 }).map((q) => q * 15),
  shifts: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      starts: fc.integer({ min: 0, max: 14 * 4 }).map((q) => q * 15),
      ends: fc.integer({ min: 10 * 4, max: 24 * 4 }).map((q) => q * 15),
      breakAt: fc.option(fc.integer({ min: 10 * 4, max: 16 * 4 }).map((q) => q * 15)),
    }),
    { maxLength: 4 },
  ),
  busy: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      startMinute: fc.integer({ min: -120, max: 1500 }),
      length: fc.integer({ min: 1, max: 180 }),
    }),
    { maxLength: 8 },
  ),
  nowMinute: fc.integer({ min: -600, max: 1500 }),
});

function toRules(a: TArb): TSlotRules {
  const midnight = zonedTimeToEpoch(DAY, 0, a.zone);
  return {
    timeZone: a.zone,
    durationMinutes: a.duration,
    stepMinutes: 30,
    openingHours: [{ weekday: 2, opens: a.opens, closes: a.closes }],
    closedDays: [],
    shifts: a.shifts.map((s) => ({
      specialistId: s.id,
      weekday: 2,
      starts: s.starts,
      ends: s.ends,
      breakStarts: s.breakAt,
      breakEnds: s.breakAt === null ? null : s.breakAt + 60,
    })),
    daysOff: [],
    busy: a.busy.map((b) => ({
      specialistId: b.id,
      startsAt: midnight + b.startMinute * 60_000,
      endsAt: midnight + (b.startMinute + b.length) * 60_000,
    })),
    notBefore: midnight + a.nowMinute * 60_000,
    lastDay: "2027-01-22",
  };
}

describe("free slots (property)", () => {
  it("never offers a start outside opening hours, a shift or its break, before now, or over a booking", () => {
    fc.assert(
      fc.property(arbRules, (a) => {
        const rules = toRules(a);
        for (const slot of freeSlotsOfDay(rules, DAY)) {
          const endsAt = slot.startsAt + a.duration * 60_000;
          const local = zonedParts(slot.startsAt, a.zone);
          expect(local.day).toBe(DAY);
          expect(local.minutes).toBe(slot.minutes);
          expect(slot.minutes % 30).toBe(0);
          expect(slot.minutes).toBeGreaterThanOrEqual(a.opens);
          expect(slot.minutes + a.duration).toBeLessThanOrEqual(a.closes);
          expect(slot.startsAt).toBeGreaterThanOrEqual(rules.notBefore);
          expect(slot.specialistIds.length).toBeGreaterThan(0);
          for (const id of slot.specialistIds) {
            const inShift = rules.shifts.some(
              (s) =>
                s.specialistId === id &&
                slot.minutes >= s.starts &&
                slot.minutes + a.duration <= s.ends &&
                (s.breakStarts === null ||
                  s.breakEnds === null ||
                  slot.minutes + a.duration <= s.breakStarts ||
                  slot.minutes >= s.breakEnds),
            );
            expect(inShift).toBe(true);
            const clash = rules.busy.some(
              (b) => b.specialistId === id && slot.startsAt < b.endsAt && endsAt > b.startsAt,
            );
            expect(clash).toBe(false);
          }
          expect(slotVerdict(rules, slot.startsAt, slot.specialistIds)).toEqual({
            kind: "free",
            specialistIds: slot.specialistIds,
          });
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("a booked slot is taken for its specialist and free again once the booking is gone", () => {
    fc.assert(
      fc.property(arbRules, (a) => {
        const rules = { ...toRules(a), busy: [] };
        const slot = freeSlotsOfDay(rules, DAY)[0];
        if (!slot) return;
        const id = slot.specialistIds[0] as number;
        const booked = {
          ...rules,
          busy: [{ specialistId: id, startsAt: slot.startsAt, endsAt: slot.startsAt + a.duration * 60_000 }],
        };
        expect(slotVerdict(booked, slot.startsAt, [id])).toEqual({ kind: "taken" });
        expect(slotVerdict(rules, slot.startsAt, [id]).kind).toBe("free");
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe("slot verdicts", () => {
  const rules: TSlotRules = {
    timeZone: "Asia/Yekaterinburg",
    durationMinutes: 60,
    stepMinutes: 30,
    openingHours: [{ weekday: 2, opens: 8 * 60, closes: 20 * 60 }],
    closedDays: ["2026-12-01"],
    shifts: [
      {
        specialistId: 7,
        weekday: 2,
        starts: 9 * 60,
        ends: 18 * 60,
        breakStarts: 13 * 60,
        breakEnds: 14 * 60,
      },
    ],
    daysOff: [{ specialistId: 7, day: "2026-12-08" }],
    busy: [],
    notBefore: Date.parse("2026-11-23T12:00:00Z"),
    lastDay: "2027-01-22",
  };
  const at = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+05:00`);

  it("tells past, off-grid, outside hours, break, holiday, day off and beyond the horizon apart", () => {
    expect(slotVerdict(rules, at("2026-11-24", "10:00"))).toEqual({ kind: "free", specialistIds: [7] });
    expect(slotVerdict(rules, at("2026-11-17", "10:00")).kind).toBe("past");
    expect(slotVerdict(rules, at("2026-11-24", "10:10")).kind).toBe("offGrid");
    expect(slotVerdict(rules, at("2026-11-24", "08:00")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2026-11-24", "12:30")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2026-11-24", "17:30")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2026-12-01", "10:00")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2026-12-08", "10:00")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2026-11-25", "10:00")).kind).toBe("outsideHours");
    expect(slotVerdict(rules, at("2027-01-26", "10:00")).kind).toBe("beyondHorizon");
    expect(slotVerdict(rules, at("2026-11-24", "10:00"), [8]).kind).toBe("outsideHours");
  });
});

describe("reminderAt", () => {
  it("is 18:00 local the day before, or none when that has passed at booking", async () => {
    const { reminderAt } = await import("./reminder-time.ts");
    const startsAt = Date.parse("2026-11-25T10:00:00+10:00");
    expect(
      new Date(
        reminderAt(startsAt, "Asia/Vladivostok", Date.parse("2026-11-20T00:00:00Z")) ?? 0,
      ).toISOString(),
    ).toBe("2026-11-24T08:00:00.000Z");
    expect(reminderAt(startsAt, "Asia/Vladivostok", Date.parse("2026-11-24T09:00:00Z"))).toBeNull();
  });
});
