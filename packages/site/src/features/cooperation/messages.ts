export const cooperationMessages = {
  /** logged (not shown) when the enquiry could not be sent: the spec closes the modal */
  sendFailed: "cooperation enquiry: sending failed",
} as const;
