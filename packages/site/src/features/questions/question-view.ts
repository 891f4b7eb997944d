import type { TQuestion } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";
import { specialistPhoto } from "../clinics/specialist-view.ts";

export type TQuestionView = {
  id: number;
  href: string;
  topic: { slug: string; name: string };
  author: string;
  text: string;
  /** paragraphs of the answer (plain text) */
  answer: string[];
  askedDate: string;
  answeredIso: string;
  specialist: {
    id: number;
    name: string;
    position: string;
    photo: ReturnType<typeof specialistPhoto>;
  } | null;
};

export const questionHref = (id: number) => `/questions-specialist/${id}`;

export function questionView(question: TQuestion): TQuestionView {
  return {
    id: question.id,
    href: questionHref(question.id),
    topic: question.topic,
    author: question.author_name,
    text: question.text,
    answer: question.answer
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    askedDate: russianDateOfIso(question.asked_at),
    answeredIso: question.answered_at,
    specialist: question.specialist
      ? {
          id: question.specialist.id,
          name: question.specialist.name,
          position: question.specialist.position,
          photo: specialistPhoto(question.specialist.image_id),
        }
      : null,
  };
}
