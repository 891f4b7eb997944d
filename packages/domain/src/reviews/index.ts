export { reviewMessages } from "./messages.ts";
export { averageRating, formatRating } from "./rating-summary.ts";
export {
  isEmailContact,
  REVIEW_LIMITS,
  type TQuestionForm,
  type TQuestionFormErrors,
  type TReviewForm,
  type TReviewFormErrors,
  validateQuestionForm,
  validateReviewForm,
} from "./review-form.ts";
