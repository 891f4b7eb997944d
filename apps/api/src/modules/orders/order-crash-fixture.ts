/** Stock of the SIGKILL test (order-crash-child.ts): two eyes of 50001 and units of 60102, in store 1. */
export const CRASH_STOCK = [
  { storeId: 1, modificationId: 50001, quantity: 100_000 },
  { storeId: 1, modificationId: 60102, quantity: 100_000 },
];
