// The phone the browser benchmarks emulate: Lighthouse's mobile preset (a Moto G Power: 412 × 823
// CSS px at 1.75 device pixels per px, touch), as Playwright context options.
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
